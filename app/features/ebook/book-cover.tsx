import { ebookCover, ebookTitle } from "~/content/ebook";
import { cn } from "~/lib/cn";

/** The ebook's cover, drawn in CSS and SVG (no image download). */
export function BookCover({ className, size = "md" }: { className?: string; size?: "sm" | "md" }) {
  const sm = size === "sm";
  return (
    <div role="img" aria-label={`Cover of ${ebookTitle}`} className={cn("relative aspect-[3/4]", className ?? "w-64")}>
      <div
        aria-hidden="true"
        className="absolute inset-0 translate-x-3 translate-y-3 rounded-l-md rounded-r-2xl bg-[#0c1719]/20 blur-md dark:bg-black/50"
      />
      <div
        aria-hidden="true"
        className={cn(
          "absolute inset-0 flex flex-col overflow-hidden rounded-l-md rounded-r-2xl bg-gradient-to-br from-[#0a7368] via-[#0b3b3a] to-[#071113] text-white shadow-2xl ring-1 ring-white/10",
          sm ? "p-3 pl-4" : "p-6 pl-8",
        )}
      >
        <span className="absolute inset-y-0 left-0 w-3 bg-gradient-to-r from-black/40 to-black/0" />
        <svg viewBox="0 0 200 120" className={cn("absolute -right-6 w-[85%] opacity-40", sm ? "top-12" : "top-24")}>
          <g stroke="#c7d2fe" strokeWidth="1.5" fill="none">
            <path d="M20 90 L70 40 L120 70 L180 20" />
            <path d="M70 40 L110 15 M120 70 L150 105" />
          </g>
          <g fill="#e0e7ff">
            {[
              [20, 90],
              [70, 40],
              [120, 70],
              [180, 20],
              [110, 15],
              [150, 105],
            ].map(([x, y]) => (
              <circle key={`${x}-${y}`} cx={x} cy={y} r="5" />
            ))}
          </g>
        </svg>
        <span
          className={cn(
            "font-semibold text-[#c8efe8] uppercase",
            sm ? "text-[0.45rem] tracking-[0.2em]" : "text-[0.65rem] tracking-[0.25em]",
          )}
        >
          {ebookCover.publisher}
        </span>
        <span
          className={cn(
            "font-medium tracking-widest text-[#c8efe8] uppercase",
            sm ? "mt-2 text-[0.5rem]" : "mt-6 text-sm",
          )}
        >
          {ebookCover.kicker}
        </span>
        <span className={cn("leading-tight font-extrabold", sm ? "text-sm" : "text-2xl sm:text-3xl")}>
          {ebookCover.title}
        </span>
        <span className={cn("leading-tight font-extrabold text-amber-300", sm ? "text-sm" : "text-2xl sm:text-3xl")}>
          {ebookCover.subtitle}
        </span>
        {!sm && <span className="mt-auto text-xs font-medium text-[#c8efe8]">{ebookCover.tagline}</span>}
        <span
          className={cn(
            "self-start rounded-full bg-amber-300 font-bold text-[#0c1719]",
            sm ? "mt-auto px-1.5 py-0.5 text-[0.5rem]" : "mt-3 px-3 py-1 text-xs",
          )}
        >
          {ebookCover.badge}
        </span>
      </div>
    </div>
  );
}
