import { Award } from "lucide-react";
import { CallToAction } from "~/components/sections/call-to-action";
import { CaseStories } from "~/components/sections/case-stories";
import { Hero } from "~/components/sections/hero";
import { HeroChecklist } from "~/components/sections/hero-checklist";
import { ReasonList } from "~/components/sections/reason-list";
import { StatCounter } from "~/components/sections/stat-counter";
import { Testimonials } from "~/components/sections/testimonials";
import { caseStories } from "~/content/case-stories";
import { reasons, whyUsClosing, whyUsHero, whyUsSeo, whyUsStats, whyUsTestimonials } from "~/content/why-us";
import { seo } from "~/lib/seo";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ ...whyUsSeo, path: "/why-us" });

export default function WhyUs() {
  const { panel, ...hero } = whyUsHero;
  return (
    <>
      <Hero {...hero} aside={<HeroChecklist icon={<Award aria-hidden="true" className="size-7" />} {...panel} />} />
      <div className="relative mx-auto -mt-10 max-w-7xl px-4 sm:px-6 lg:px-8">
        <StatCounter stats={whyUsStats} />
      </div>
      <ReasonList title={reasons.title} intro={reasons.intro} items={reasons.items} />
      <CaseStories {...caseStories} stories={caseStories.items} muted />
      <Testimonials title={whyUsTestimonials.title} items={whyUsTestimonials.items} />
      <CallToAction {...whyUsClosing} />
    </>
  );
}
