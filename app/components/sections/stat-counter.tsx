import { useEffect, useRef, useState } from "react";
import type { Stat } from "~/content/types";
import { cn } from "~/lib/cn";

export const COUNT_DURATION_MS = 2500;

function format(stat: Stat, value: number) {
  const n = value.toLocaleString("en-US", {
    minimumFractionDigits: stat.decimals ?? 0,
    maximumFractionDigits: stat.decimals ?? 0,
  });
  return `${stat.prefix ?? ""}${n}${stat.suffix ?? ""}`;
}

/**
 * A number that counts up over 2.5 s once scrolled into view. The final figure is in
 * the HTML (crawlers, no-JS, reduced motion); the box never changes size.
 */
export function Counter({ stat }: { stat: Stat }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(stat.value);
  useEffect(() => {
    const el = ref.current;
    if (!el || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / COUNT_DURATION_MS);
          const eased = 1 - Math.pow(1 - t, 3);
          setValue(t >= 1 ? stat.value : stat.value * eased);
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        setValue(0);
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [stat.value]);
  return (
    <span ref={ref} className="relative inline-block tabular-nums">
      {/* The final value reserves the width; the animated value is drawn over it. */}
      <span className="invisible" aria-hidden="true">
        {format(stat, stat.value)}
      </span>
      <span className="absolute inset-0 text-left" aria-hidden="true">
        {format(stat, value)}
      </span>
      <span className="sr-only">{format(stat, stat.value)}</span>
    </span>
  );
}

export function StatCounter({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-6 lg:grid-cols-4", className)}>
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse rounded-xl border bg-card p-6 text-center shadow-sm">
          <dt className="mt-2 text-sm text-muted-foreground">{s.label}</dt>
          <dd className="text-3xl font-extrabold text-primary sm:text-4xl">
            <Counter stat={s} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
