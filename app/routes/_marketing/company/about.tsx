import { Bot } from "lucide-react";
import { CallToAction } from "~/components/sections/call-to-action";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { HeroChecklist } from "~/components/sections/hero-checklist";
import { LiveProof } from "~/components/sections/live-proof";
import { LogoCloud } from "~/components/sections/logo-cloud";
import { SplitSection } from "~/components/sections/split-section";
import { StatGrid } from "~/components/sections/stat-grid";
import { SuccessStories } from "~/components/sections/success-stories";
import { Testimonials } from "~/components/sections/testimonials";
import {
  aboutClosing,
  aboutHero,
  aboutSeo,
  clientTestimonials,
  coreValues,
  ourVision,
  partnerships,
  successStories,
  whatWeDo,
  whoWeAre,
} from "~/content/about";
import { aboutLiveProof, industrySampleCalls } from "~/content/live-proof";
import { partners } from "~/content/partners";
import { seo } from "~/lib/seo";

/** Hydrated as islands: header, notices and calls to action (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ ...aboutSeo, path: "/about" });

export default function About() {
  const { panel, ...hero } = aboutHero;
  return (
    <>
      <Hero {...hero} aside={<HeroChecklist icon={<Bot aria-hidden="true" className="size-7" />} {...panel} />} />
      <SplitSection id="who-we-are" title={whoWeAre.title} paragraphs={whoWeAre.paragraphs} aside={<StatGrid stats={whoWeAre.stats} />} />
      <SplitSection
        id="our-vision"
        title={ourVision.title}
        paragraphs={ourVision.paragraphs}
        muted
        reverse
        aside={
          <blockquote className="rounded-2xl bg-primary p-8 text-2xl font-semibold leading-snug text-primary-foreground text-balance shadow-xl sm:p-10 sm:text-3xl">
            “{ourVision.statement}”
          </blockquote>
        }
      />
      <FeatureGrid id="core-values" title={coreValues.title} intro={coreValues.intro} features={coreValues.items} columns={4} />
      <FeatureGrid id="what-we-do" title={whatWeDo.title} intro={whatWeDo.intro} features={whatWeDo.items} muted />
      <LogoCloud title={partnerships.title} names={partners} />
      <SuccessStories title={successStories.title} intro={successStories.intro} stories={successStories.items} muted />
      {/* Spec: Client Testimonials (two). Without any yet, the live demo and sample calls (decision 101). */}
      {clientTestimonials.items.length ? (
        <Testimonials id="client-testimonials" title={clientTestimonials.title} items={clientTestimonials.items} />
      ) : (
        <LiveProof id="client-testimonials" copy={aboutLiveProof} calls={industrySampleCalls} />
      )}
      <CallToAction {...aboutClosing} />
    </>
  );
}
