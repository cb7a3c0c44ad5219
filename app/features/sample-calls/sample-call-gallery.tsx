import { useState } from "react";
import { island } from "~/islands/island";
import { cn } from "~/lib/cn";
import { SampleCallPlayerView } from "./sample-call-player";
import type { SampleCallChoice } from "./sample-calls";

/**
 * The sample calls side by side for /demo (decision 100): one button per industry and the chosen
 * call's player. Choosing another call stops the one playing (its player leaves the page).
 */
function Gallery({
  choices,
  title = "Hear the agent take a call",
  intro = "Pick an industry and press play: each call ends the way real ones do, booked, passed to your team or a message taken.",
}: {
  choices: SampleCallChoice[];
  title?: string;
  intro?: string;
}) {
  const [chosen, setChosen] = useState(choices[0]?.sample.id);
  const current = choices.find((c) => c.sample.id === chosen) ?? choices[0];
  if (!current) return null;
  return (
    <section
      id="sample-calls"
      aria-labelledby="sample-calls-title"
      data-sample-calls="gallery"
      className="grid scroll-mt-24 gap-6 lg:grid-cols-[5fr_7fr] lg:gap-10"
    >
      <div className="min-w-0">
        <h2 id="sample-calls-title" className="text-h2 text-balance">
          {title}
        </h2>
        <p className="mt-3 max-w-prose text-pretty text-muted-foreground">{intro}</p>
        <ul aria-label="Sample calls" className="mt-5 flex flex-wrap gap-2">
          {choices.map((c) => {
            const on = c.sample.id === current.sample.id;
            return (
              <li key={c.sample.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => setChosen(c.sample.id)}
                  className={cn(
                    "inline-flex min-h-10 flex-col items-start rounded-xl border px-3.5 py-2 text-left text-sm transition-colors motion-reduce:transition-none",
                    on ? "border-primary bg-brand-soft text-secondary-foreground" : "bg-card hover:bg-secondary",
                  )}
                >
                  <span className="font-semibold">{c.label}</span>
                  <span className="text-xs text-muted-foreground">{c.sample.outcome}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="min-w-0">
        <SampleCallPlayerView key={current.sample.id} sample={current.sample} visual="sample-call" />
      </div>
    </section>
  );
}

/** An island (decision 079); its props are every call (`sampleCallChoices()`, read while the server renders). */
export const SampleCallGallery = island("sample-call-gallery", Gallery);
