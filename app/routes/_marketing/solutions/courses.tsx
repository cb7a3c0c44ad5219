import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { Hero } from "~/components/sections/hero";
import { HeroPanel } from "~/components/sections/hero-panel";
import { Section } from "~/components/sections/section";
import { VideoFacade } from "~/components/sections/video-facade";
import { coursesClosing, coursesHero, coursesSeo, demoVideos } from "~/content/courses";
import { link } from "~/content/types";
import { seo } from "~/lib/seo";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ ...coursesSeo, path: "/courses" });

export default function Courses() {
  return (
    <>
      <Hero {...coursesHero} aside={<HeroPanel panel={coursesHero.panel} />} ctas={[link("Try the Interactive Demo", "/demo"), link("Schedule a Demo", "/checkout", "outline")]} />
      <Section id="videos" title="Product Walkthroughs" intro="Short, practical videos. Pick the topic closest to your business.">
        <ul className="grid gap-10 md:grid-cols-2">
          {demoVideos.map((v) => (
            <li key={v.title}>
              <article className="flex h-full flex-col">
                <VideoFacade video={v} />
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
      <CallToAction {...coursesClosing} ctas={[link("Try the Interactive Demo", "/demo"), link("Schedule a Demo", "/checkout")]} />
    </>
  );
}
