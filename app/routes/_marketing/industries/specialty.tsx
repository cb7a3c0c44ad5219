import { site } from "~/content/site";
import { Icon } from "~/components/icon";
import { Benefits } from "~/components/sections/benefits";
import { Breadcrumbs, breadcrumbJsonLd } from "~/components/sections/breadcrumbs";
import { CallToAction } from "~/components/sections/call-to-action";
import { ConversationPreview } from "~/components/sections/conversation-preview";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { HeroChecklist } from "~/components/sections/hero-checklist";
import { LinkChips } from "~/components/sections/link-chips";
import { PracticeAnswers } from "~/components/sections/practice-answers";
import { Section } from "~/components/sections/section";
import { SplitSection } from "~/components/sections/split-section";
import { claims } from "~/content/claims";
import { specialtyPracticeAnswers } from "~/content/practice-answers";
import { relatedSpecialties, specialtyByPath, specialtySeoTitle } from "~/content/specialties";
import { link, liveDemo } from "~/content/types";
import { absoluteUrl, seo } from "~/lib/seo";
import type { Route } from "./+types/specialty";

const MARKETPLACE = { label: "AI Voice Agents for Healthcare", href: "/voice-agents-marketplace" };

/** One template for the 24 healthcare specialty pages; the content entry is chosen by path. */
/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export function loader({ request }: Route.LoaderArgs) {
  const specialty = specialtyByPath(new URL(request.url).pathname);
  if (!specialty) throw new Response("Not found", { status: 404 });
  return {
    specialty,
    // Computed here so `meta` does not pull the whole specialty catalog into the browser bundle.
    seoTitle: specialtySeoTitle(specialty),
    related: relatedSpecialties(specialty.slug).map((s) => ({ label: s.title, href: s.path })),
    crumbs: [{ label: "Home", href: "/" }, MARKETPLACE, { label: specialty.title, href: specialty.path }],
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? seo({
        title: data.seoTitle,
        description: data.specialty.seoDescription,
        path: data.specialty.path,
        jsonLd: [
          breadcrumbJsonLd(data.crumbs),
          {
            "@context": "https://schema.org",
            "@type": "Service",
            name: data.seoTitle,
            serviceType: "AI voice agent",
            description: data.specialty.seoDescription,
            url: absoluteUrl(data.specialty.path),
            provider: { "@type": "Organization", name: `${site.name}` },
          },
        ],
      })
    : [];

export default function SpecialtyPage({ loaderData }: Route.ComponentProps) {
  const { specialty: s, related, crumbs } = loaderData;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <Hero
        eyebrow={`Healthcare Specialty · ${s.title}`}
        title={s.hero.title}
        subtitle={s.hero.subtitle}
        ctas={[link("Get Started", "/checkout"), liveDemo("Try the Live Demo", "Pay Now", "outline")]}
        highlights={[claims.support, claims.healthcareEfficiency, claims.routineCalls]}
        aside={
          <HeroChecklist
            icon={<Icon name="bot" className="size-7" />}
            title={`Your ${s.title} voice agent handles`}
            items={[...s.workflows.map((w) => w.title), "Escalation to your team, 24/7"]}
          />
        }
      />
      {/* The questions every practice asks first (issue 42), the same on all 24 specialty pages. */}
      <PracticeAnswers {...specialtyPracticeAnswers} muted />
      <SplitSection
        id="overview"
        eyebrow="What the AI Voice Agent Does"
        title={`Your ${s.title} Phone Line, Handled`}
        paragraphs={[s.overview]}
        aside={<ConversationPreview conversation={s.conversation} />}
      />
      <FeatureGrid
        id="workflows"
        title={`${s.title} Workflows We Automate`}
        intro="Each workflow connects to the scheduling, records and communication tools you already use."
        features={s.workflows}
        columns={s.workflows.length === 4 ? 2 : 3}
        muted
      />
      <Benefits title="What Changes for Your Team" benefits={s.benefits} />
      <Section id="related" title="Explore Related Specialties" muted>
        <LinkChips links={[...related, { label: "All 24 healthcare specialties", href: MARKETPLACE.href }]} label="Related specialties" />
      </Section>
      <CallToAction
        title={`Launch Your ${s.title} Voice Agent`}
        text="Get started today, or talk to our live demo assistant first and hear how your patients' calls would sound."
        ctas={[link("Get Started", "/checkout"), liveDemo("Try the Live Demo"), link("Back to the Marketplace", MARKETPLACE.href)]}
      />
    </>
  );
}
