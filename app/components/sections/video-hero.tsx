import type { ReactNode } from "react";
import type { VideoEmbed } from "~/content/offer-types";
import type { Cta } from "~/content/types";
import { CtaRow } from "~/actions/cta-button";
import { HeroHighlights } from "./hero";
import { VideoSlot } from "./video-slot";

/**
 * A hero with copy on one side and a click-to-load video on the other (stacked on phones). Without
 * a recording the video's place holds the live demo, or the sample-call player once a route passes
 * it as `sampleCall` (VideoSlot, docs/decisions/101).
 */
export function VideoHero({
  eyebrow,
  title,
  subtitle,
  ctas,
  video,
  highlights,
  sampleCall,
}: {
  eyebrow?: string;
  title: string;
  subtitle: string;
  ctas: Cta[];
  video: VideoEmbed;
  highlights?: string[];
  /** The sample-call player (app/features/sample-calls/), shown in place of a video without a recording. */
  sampleCall?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-14 lg:px-8">
        <div>
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-title text-balance">{title}</h1>
          <p className="mt-6 max-w-2xl text-lead text-pretty text-muted-foreground">{subtitle}</p>
          <CtaRow ctas={ctas} className="mt-8 flex flex-wrap gap-3" />
          <HeroHighlights items={highlights} textSize="text-sm" />
        </div>
        <VideoSlot video={video} sampleCall={sampleCall} />
      </div>
    </section>
  );
}
