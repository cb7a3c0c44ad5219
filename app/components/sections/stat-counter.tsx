import { useEffect, useRef, useState } from "react";
import type { Stat } from "~/content/types";
import { cn } from "~/lib/cn";
import { formatNumber } from "~/lib/format-number";
import { island } from "~/islands/island";

/** Spec §9: the counters' animation takes 2.5 s from the moment they are scrolled into view. */
export const REVEAL_DURATION_MS = 2500;

export function formatStat(stat: Stat) {
  const n = formatNumber(stat.value, stat.decimals ?? 0);
  return `${stat.prefix ?? ""}${n}${stat.suffix ?? ""}`;
}

/**
 * A trust figure, always shown at its final value: in the server HTML, during hydration and
 * after. It never counts up (a screenshot mid-count read "81.3% platform uptime"; see
 * docs/decisions/051). Once scrolled into view, a thin rule under the figure draws itself
 * over 2.5 s; the digits never change and the box never changes size.
 */
function CounterView({ stat }: { stat: Stat }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setRevealed(true);
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <span
      ref={ref}
      data-counter={revealed ? "revealed" : "waiting"}
      className="inline-flex flex-col items-center tabular-nums"
    >
      <span data-testid="stat-value">{formatStat(stat)}</span>
      <span
        aria-hidden="true"
        style={{ transitionDuration: `${REVEAL_DURATION_MS}ms` }}
        className={cn(
          "mt-2 block h-0.5 w-10 rounded-full bg-current opacity-40 transition-transform ease-out motion-reduce:transition-none",
          revealed ? "scale-x-100" : "scale-x-0",
        )}
      />
    </span>
  );
}

/** An island (decision 079): the rule under the figure draws itself once seen. */
export const Counter = island("counter", CounterView);

export function StatCounter({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-6 lg:grid-cols-4", className)}>
      {stats.map((s) => (
        <StatTile key={s.label} stat={s} className="p-6" />
      ))}
    </dl>
  );
}

/** One figure of a `<dl>` of stats: the number (counting up) above its label, on a card. */
export function StatTile({ stat, className }: { stat: Stat; className: string }) {
  return (
    <div className={cn("flex flex-col-reverse rounded-xl border bg-card text-center shadow-sm", className)}>
      <dt className="mt-2 text-sm text-muted-foreground">{stat.label}</dt>
      <dd className="text-3xl font-extrabold text-primary sm:text-4xl">
        <Counter stat={stat} />
      </dd>
    </div>
  );
}
