import { partnerMarks, partnerMarksSprite } from "~/content/partner-marks";
import { Section } from "./section";

/**
 * The technology partners as marks beside their names, in one muted tone that follows the theme
 * (the marks are drawn in currentColor). The marks are our own monograms (decision 107) in one
 * static sprite (public/partner-marks.svg, decision 053), so none of it ships as JavaScript; a
 * partner the owner adds without a drawing keeps its name as a text wordmark in the same tile.
 */
export function LogoCloud({
  title = "Built on Technology You Trust",
  names,
  muted,
}: {
  title?: string;
  names: readonly string[];
  muted?: boolean;
}) {
  return (
    <Section id="partners" title={title} muted={muted}>
      <ul className="flex flex-wrap justify-center gap-2 sm:gap-4">
        {names.map((name) => {
          const mark = partnerMarks[name];
          return (
            <li
              key={name}
              data-mark={mark ?? "wordmark"}
              className="flex h-12 basis-[calc(50%-0.25rem)] items-center justify-center rounded-xl border bg-card px-2.5 text-muted-foreground sm:h-16 sm:basis-[calc(33.333%-0.667rem)] sm:px-3 lg:basis-[calc(16.666%-0.834rem)]"
            >
              <span role="img" aria-label={name} className="flex min-w-0 items-center gap-2">
                {mark && (
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 sm:size-6">
                    <use href={`${partnerMarksSprite}#${mark}`} />
                  </svg>
                )}
                <span className="truncate text-sm font-bold tracking-tight sm:text-[0.9375rem]">{name}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
