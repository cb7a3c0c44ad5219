import { Benefits } from "~/components/sections/benefits";
import { CallToAction } from "~/components/sections/call-to-action";
import { ConversationPreview } from "~/components/sections/conversation-preview";
import { CtaButton } from "~/actions/cta-button";
import { Faq, faqJsonLd } from "~/components/sections/faq";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { HowItWorks } from "~/components/sections/how-it-works";
import { LinkChips } from "~/components/sections/link-chips";
import { PracticeAnswers } from "~/components/sections/practice-answers";
import { Section } from "~/components/sections/section";
import { StatCounter } from "~/components/sections/stat-counter";
import { industryPageByPath, industrySocialProof, industryStats } from "~/content/industry-pages";
import { SampleCallPlayer } from "~/features/sample-calls/sample-call-player";
import { sampleCallForPath } from "~/features/sample-calls/sample-calls";
import { specialties } from "~/content/specialties";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/industry";

/** One template for the five industry pages; the content entry is chosen by path. */
/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export function loader({ request }: Route.LoaderArgs) {
  const page = industryPageByPath(new URL(request.url).pathname);
  if (!page) throw new Response("Not found", { status: 404 });
  const specialtyLinks = page.specialties ? specialties.map((s) => ({ label: s.title, href: s.path })) : [];
  const sampleCall = sampleCallForPath(page.path) ?? null;
  return { page, specialtyLinks, stats: industryStats, socialProof: industrySocialProof, sampleCall };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? seo({ ...data.page.seo, path: data.page.path, jsonLd: [faqJsonLd(data.page.faq)] }) : [];

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { page, specialtyLinks, stats, socialProof, sampleCall } = loaderData;
  return (
    <>
      {/* The page's own sample call, to play (decision 100), shows on phones too, under the actions
          (from 1024 px beside the copy). */}
      <Hero
        {...page.hero}
        aside={
          sampleCall ? (
            <SampleCallPlayer sample={sampleCall} visual="conversation" />
          ) : (
            <ConversationPreview conversation={page.conversation} />
          )
        }
        asideOnPhones
      />
      <div className="relative mx-auto -mt-10 max-w-7xl px-4 sm:px-6 lg:px-8">
        <StatCounter stats={stats} />
      </div>
      {/* Healthcare: what a practice asks first (BAA, practice software, emergencies), up front. */}
      {page.practiceAnswers ? <PracticeAnswers {...page.practiceAnswers} /> : null}
      <FeatureGrid
        id="use-cases"
        eyebrow={`${page.name} Solutions`}
        title={page.useCases.title}
        intro={page.useCases.intro}
        features={page.useCases.items}
        socialProof={socialProof}
        testimonial={page.testimonial}
      />
      <HowItWorks title={page.steps.title} intro={page.steps.intro} steps={page.steps.items} muted />
      <Benefits title={page.benefits.title} intro={page.benefits.intro} benefits={page.benefits.items} />
      {page.specialties && (
        <Section id="specialties" title={page.specialties.title} intro={page.specialties.intro} muted>
          <LinkChips links={specialtyLinks} label="Healthcare specialties" className="mx-auto max-w-5xl" />
          <div className="mt-10 text-center">
            <CtaButton cta={page.specialties.cta} />
          </div>
        </Section>
      )}
      <Faq items={page.faq} />
      <CallToAction {...page.closing} />
    </>
  );
}
