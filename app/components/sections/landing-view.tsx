import type { ReactNode } from "react";
import type { LandingPage, PageBlock } from "~/content/landing-blocks";
import { Benefits } from "./benefits";
import { CallToAction } from "./call-to-action";
import { Comparison } from "./comparison";
import { Faq } from "./faq";
import { FeatureGrid } from "./feature-grid";
import { Hero } from "./hero";
import { HeroPanel } from "./hero-panel";
import { HowItWorks } from "./how-it-works";
import { LinkDirectory } from "./link-directory";
import { PlanSummaries } from "./plan-summary";
import { ProblemCards } from "./problem-cards";
import { StatCounter } from "./stat-counter";
import { Testimonials } from "./testimonials";

function Block({ block, muted }: { block: PageBlock; muted: boolean }) {
  switch (block.kind) {
    case "features":
      return (
        <FeatureGrid
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.intro}
          features={block.items}
          columns={block.columns}
          learnMore={block.learnMore}
          socialProof={block.socialProof}
          testimonial={block.testimonial}
          muted={muted}
        />
      );
    case "problems":
      return <ProblemCards {...block} muted={muted} />;
    case "steps":
      return <HowItWorks id={block.id} title={block.title} intro={block.intro} steps={block.steps} muted={muted} />;
    case "benefits":
      return <Benefits id={block.id} title={block.title} intro={block.intro} benefits={block.items} muted={muted} />;
    case "comparison":
      return <Comparison {...block} muted={muted} />;
    case "plans":
      return <PlanSummaries {...block} muted={muted} />;
    case "links":
      return <LinkDirectory {...block} muted={muted} />;
    case "testimonials":
      return <Testimonials id={block.id} title={block.title} intro={block.intro} items={block.items} muted={muted} />;
    case "faq":
      return <Faq id={block.id} title={block.title} items={block.items} muted={muted} />;
    case "stats":
      return (
        <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
          <StatCounter stats={block.stats} />
        </div>
      );
    case "cta":
      return <CallToAction title={block.title} text={block.text} ctas={block.ctas} />;
  }
}

/**
 * Renders a landing page entry: the hero, then its blocks with alternating backgrounds.
 * `callCard` stands in for a `call` hero panel's card (a playable sample call, decision 100).
 */
export function LandingView({ page, callCard }: { page: LandingPage; callCard?: ReactNode }) {
  const { panel, ...hero } = page.hero;
  let band = 0;
  return (
    <>
      <Hero
        {...hero}
        aside={panel ? <HeroPanel panel={panel} callCard={callCard} /> : undefined}
        // Product visuals show on phones too (under the actions); a plain list only from 1024 px.
        asideOnPhones={panel !== undefined && panel.kind !== "list"}
      />
      {page.blocks.map((block) => {
        // Quotes the owner has none of yet (decision 101): no section, and no band in the alternation.
        if (block.kind === "testimonials" && block.items.length === 0) return null;
        const isBand = block.kind !== "stats" && block.kind !== "cta";
        const muted = isBand ? ("muted" in block && block.muted !== undefined ? block.muted : band++ % 2 === 1) : false;
        return <Block key={block.id} block={block} muted={muted} />;
      })}
    </>
  );
}
