import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { Hero } from "~/components/sections/hero";
import { HeroPanel } from "~/components/sections/hero-panel";
import { LiveProof } from "~/components/sections/live-proof";
import { Section } from "~/components/sections/section";
import { VideoSlot } from "~/components/sections/video-slot";
import {
  coursesClosing,
  coursesHero,
  coursesHeroWithoutVideos,
  coursesSeo,
  recordedVideos,
} from "~/content/courses";
import { coursesLiveProof, industrySampleCalls } from "~/content/live-proof";
import { link, liveDemo } from "~/content/types";
import { seo } from "~/lib/seo";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ ...coursesSeo, path: "/courses" });

/**
 * The spec's "Watch Our Demo Video" target. It lists only the walkthroughs that have a recording;
 * beside them (or alone, while there are none) the live demo and the industry pages' sample calls
 * (docs/decisions/101).
 */
export default function Courses() {
  const hero = recordedVideos.length ? coursesHero : coursesHeroWithoutVideos;
  return (
    <>
      <Hero
        {...hero}
        aside={<HeroPanel panel={hero.panel} />}
        ctas={[liveDemo("Try the Live Demo"), link("Schedule a Demo", "/checkout", "outline")]}
      />
      {recordedVideos.length ? (
        <Section id="videos" title="Product Walkthroughs" intro="Short, practical videos. Pick the topic closest to your business.">
          <ul className="grid gap-10 md:grid-cols-2">
            {recordedVideos.map((v) => (
              <li key={v.title}>
                <article className="flex h-full flex-col">
                  <VideoSlot video={v} />
                  <h3 className="mt-5 text-xl font-semibold">{v.title}</h3>
                  <p className="mt-2 text-muted-foreground">{v.description}</p>
                  <p className="mt-4 text-sm font-semibold">What you'll see</p>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                    {v.chapters.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                  <Link to={v.related.href} className="group mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
                    {v.related.label}
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <LiveProof id="see-it-working" copy={coursesLiveProof} calls={industrySampleCalls} muted={recordedVideos.length > 0} />
      <CallToAction {...coursesClosing} ctas={[link("Try the Interactive Demo", "/demo"), link("Schedule a Demo", "/checkout")]} />
    </>
  );
}
