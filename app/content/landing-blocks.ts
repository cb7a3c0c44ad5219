import type { IconName } from "./icons";
import type { PublicPage } from "./pages/types";
import type { CallSample, ChatSample, TranscriptLine } from "./visuals";
import type { Benefit, Cta, FaqItem, Feature, PageSeo, Stat, Step, Testimonial } from "./types";

/**
 * A marketing landing page as data: a hero and an ordered list of blocks. One template
 * (`routes/_marketing/solutions/landing.tsx`) renders every entry, so a new page is a new
 * entry here, not new JSX.
 */
export type LandingPage = {
  path: string;
  /** Link text on the human sitemap. */
  nav: string;
  section: PublicPage["section"];
  seo: PageSeo;
  hero: HeroContent;
  blocks: PageBlock[];
};

/**
 * Shown beside the hero: a product visual drawn from the page's own data (decision 050) or a
 * short list. `call` draws the live call card, `chat` the chat widget, `workflow` the
 * call → AI agent → CRM → SMS diagram, `operations` the sample operations view; the last two
 * keep the page's list under the picture.
 */
export type HeroPanel =
  | {
      kind: "call";
      /** The line answered, e.g. "Live call · AI routing". */
      label: string;
      caller: CallSample["caller"];
      lines: TranscriptLine[];
      /** Chips once the call is done; default "Appointment booked", "CRM updated". */
      outcomes?: string[];
      footnote?: string;
    }
  | { kind: "chat"; channel: ChatSample["channel"]; label: string; lines: TranscriptLine[]; footnote?: string }
  | { kind: "list"; label: string; items: string[] }
  | { kind: "workflow"; label: string; items: string[] }
  | { kind: "operations"; label: string; items: string[] };

export type HeroContent = {
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** Omitted: the shared hero's "Schedule a Demo" → /checkout. */
  ctas?: Cta[];
  highlights?: string[];
  panel?: HeroPanel;
};

export type ProblemItem = {
  icon: IconName;
  title: string;
  description: string;
  /** Where the fix for this problem is explained. */
  solution?: { label: string; href: string };
};

export type PlanSummary = {
  name: string;
  properties: string;
  setupFee: string;
  monthly: string;
  savings: string;
  popular?: boolean;
};

type BlockBase = { id: string; eyebrow?: string; title: string; intro?: string; muted?: boolean };

export type PageBlock =
  | (BlockBase & {
      kind: "features";
      items: (Feature & { href?: string })[];
      columns?: 2 | 3 | 4;
      /** Spec §2: the features section's Learn More button to /sales. */
      learnMore?: boolean;
      socialProof?: string[];
      testimonial?: Testimonial;
    })
  | (BlockBase & { kind: "problems"; items: ProblemItem[] })
  | (BlockBase & { kind: "steps"; steps: Step[] })
  | (BlockBase & { kind: "benefits"; items: Benefit[] })
  | (BlockBase & { kind: "comparison"; before: { title: string; items: string[] }; after: { title: string; items: string[] } })
  | (BlockBase & { kind: "plans"; plans: PlanSummary[]; note: string; cta: Cta })
  | (BlockBase & { kind: "links"; items: { title: string; description: string; href: string; icon: IconName }[] })
  | (BlockBase & { kind: "testimonials"; items: Testimonial[] })
  | (BlockBase & { kind: "faq"; items: FaqItem[] })
  | { kind: "stats"; id: string; stats: Stat[] }
  | { kind: "cta"; id: string; title: string; text: string; ctas: Cta[] };

export function normalizePath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function faqOf(page: LandingPage): FaqItem[] {
  return page.blocks.flatMap((b) => (b.kind === "faq" ? b.items : []));
}
