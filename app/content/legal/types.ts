import type { PageSeo } from "../types";

/** A list entry: plain text, or a short term with its explanation ("Stripe: card payments"). */
export type LegalItem = string | { term: string; text: string };

/** One short section of a legal page: a heading, then paragraphs and/or a list. */
export type LegalSection = {
  /** The section's anchor (#id) on the page. */
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: LegalItem[];
  /** Paragraphs shown after the list. */
  after?: string[];
};

/** A legal or trust page (/privacy, /terms, …): content only; the page component renders it. */
export type LegalPage = PageSeo & {
  path: "/privacy" | "/terms" | "/refund-policy" | "/security" | "/accessibility";
  /** Short link text (footer row, human sitemap). */
  label: string;
  /** ISO date (YYYY-MM-DD) of the last change to the page's substance. */
  updated: string;
  /** One or two sentences under the h1. */
  intro: string;
  sections: LegalSection[];
};
