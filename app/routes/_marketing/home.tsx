import { CallToAction } from "~/components/sections/call-to-action";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { IndustriesGrid } from "~/components/sections/industries-grid";
import { LogoCloud } from "~/components/sections/logo-cloud";
import { StatCounter } from "~/components/sections/stat-counter";
import { Testimonials } from "~/components/sections/testimonials";
import { homeClosing, homeFeatures, homeHero, homeIndustries, homeSeo, homeSocialProof, homeStats } from "~/content/home";
import { partners } from "~/content/partners";
import { testimonials } from "~/content/testimonials";
import { seo } from "~/lib/seo";

export const meta = () => seo({ ...homeSeo, path: "/" });

export default function Home() {
  return (
    <>
      <Hero {...homeHero} />
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
        testimonial={testimonials[0]}
        learnMore
      />
      <LogoCloud names={partners} muted />
      <Testimonials items={testimonials.slice(1)} title="Client Stories" />
      <CallToAction {...homeClosing} />
    </>
  );
}
