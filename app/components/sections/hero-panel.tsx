import { CircleCheck } from "lucide-react";
import type { HeroPanel as HeroPanelContent } from "~/content/landing";

/** The hero's right-hand card: a sample conversation or a short list, drawn with CSS only. */
export function HeroPanel({ panel }: { panel: HeroPanelContent }) {
  return (
    <figure className="rounded-2xl border bg-card p-6 text-card-foreground shadow-xl">
      <figcaption className="flex items-center gap-2 text-sm font-semibold">
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="absolute inline-flex size-full rounded-full bg-emerald-500 opacity-60 motion-safe:animate-ping" />
          <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
        </span>
        {panel.label}
      </figcaption>
      {panel.kind === "chat" ? (
        <>
          <ol className="mt-5 space-y-3 text-sm">
            {panel.lines.map((line, i) => (
              <li key={i} className={line.from === "agent" ? "flex justify-start" : "flex justify-end"}>
                <p
                  className={
                    line.from === "agent"
                      ? "max-w-[85%] rounded-2xl rounded-tl-sm bg-secondary px-4 py-2.5 text-secondary-foreground"
                      : "max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-primary-foreground"
                  }
                >
                  <span className="sr-only">{line.from === "agent" ? "AI agent: " : "Customer: "}</span>
                  {line.text}
                </p>
              </li>
            ))}
          </ol>
          {panel.footnote && <p className="mt-5 border-t pt-4 text-xs text-muted-foreground">{panel.footnote}</p>}
        </>
      ) : (
        <ul className="mt-5 space-y-3 text-sm">
          {panel.items.map((item) => (
            <li key={item} className="flex gap-3">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
