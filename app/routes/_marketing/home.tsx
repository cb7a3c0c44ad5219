import { CallToAction } from "~/components/sections/call-to-action";
import { CaseStories } from "~/components/sections/case-stories";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { IndustriesGrid } from "~/components/sections/industries-grid";
import { LiveProof } from "~/components/sections/live-proof";
import { LogoCloud } from "~/components/sections/logo-cloud";
import { StatCounter } from "~/components/sections/stat-counter";
import { Testimonials } from "~/components/sections/testimonials";
import { CallStack } from "~/components/visuals/call-stack";
import { caseStories } from "~/content/case-stories";
import {
  homeClosing,
  homeFeatures,
  homeHero,
  homeIndustries,
  homeSeo,
  homeSocialProof,
  homeStats,
} from "~/content/home";
import { homeLiveProof, industrySampleCalls } from "~/content/live-proof";
import { present } from "~/content/none-yet";
import { partners } from "~/content/partners";
import { testimonials } from "~/content/testimonials";
import { heroCall, operationsSample } from "~/content/visuals";
import { SampleCallPlayer } from "~/features/sample-calls/sample-call-player";
import { sampleCallView } from "~/features/sample-calls/sample-calls";
import { seo } from "~/lib/seo";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ ...homeSeo, path: "/" });

export default function Home() {
  // Spec §2: the home page carries client quotes; without any yet, the live demo and the sample
  // calls take their place (docs/decisions/101).
  const quotes = present([testimonials.homeStoriesTrades, testimonials.homeStoriesInsurance]);
  return (
    <>
      <Hero
        {...homeHero}
        aside={
          <CallStack
            call={heroCall}
            card={<SampleCallPlayer sample={sampleCallView("home")} className="lg:pb-8" />}
            operations={operationsSample}
          />
        }
        asideOnPhones
      />
      <div className="relative mx-auto -mt-10 max-w-7xl px-4 sm:px-6 lg:px-8">
        <StatCounter stats={homeStats} />
      </div>
      <IndustriesGrid {...homeIndustries} />
      <FeatureGrid
        id="features"
        title={homeFeatures.title}
        intro={homeFeatures.intro}
        features={homeFeatures.items}
        socialProof={homeSocialProof}
        testimonial={testimonials.homeFeatures}
        learnMore
      />
      <LogoCloud names={partners} muted />
      {quotes.length ? (
        <Testimonials items={quotes} title="Client Stories" />
      ) : (
        <LiveProof id="client-stories" copy={homeLiveProof} calls={industrySampleCalls} />
      )}
      <CaseStories {...caseStories} stories={caseStories.items} muted />
      <CallToAction {...homeClosing} />
    </>
  );
}
