import type { ConversationLine } from "./conversation";
import type { IconName } from "./icons";
import type { PageBlock } from "./landing-blocks";
import type { Benefit, Cta, FaqItem, Feature, Stat, Step } from "./types";
import type { TranscriptLine } from "./visuals";

/**
 * Small builders for the shapes the content files repeat hundreds of times. Each one returns
 * exactly the object it names, with the copy passed in as is, so a content file still reads as
 * its copy: `feature("bot", "Trained on Your Business", "Answers come from …")`. An optional
 * argument left out leaves its key out (no `key: undefined`).
 */

/** A feature card. With `href` the card is a link (a features block's item, or a links block's card). */
export function feature(icon: IconName, title: string, description: string): Feature;
export function feature(icon: IconName, title: string, description: string, href: string): Feature & { href: string };
export function feature(
  icon: IconName,
  title: string,
  description: string,
  href?: string,
): Feature & { href?: string } {
  return href === undefined ? { icon, title, description } : { icon, title, description, href };
}

/** A numbered "how it works" step. */
export const step = (title: string, description: string): Step => ({ title, description });

/** A benefit; the description is optional. */
export const benefit = (title: string, description?: string): Benefit =>
  description === undefined ? { title } : { title, description };

/** A question and its answer. */
export const faq = (question: string, answer: string): FaqItem => ({ question, answer });

/**
 * A figure of a stats row: `stat(85, "%", "manual tasks automated (up to)")` is "85%" and its label.
 * `decimals` and `prefix` are added only when given: `stat(proof.uptime, "%", "platform uptime", { decimals: 1 })`.
 */
export function stat(
  value: number,
  suffix: string,
  label: string,
  options: Pick<Stat, "decimals" | "prefix"> = {},
): Stat {
  const { decimals, prefix } = options;
  return {
    value,
    ...(decimals === undefined ? {} : { decimals }),
    ...(prefix === undefined ? {} : { prefix }),
    suffix,
    label,
  };
}

/** Lines of a sample call beside industry and specialty copy (`Conversation`): `{ speaker, text }`. */
export const conversation = {
  caller: (text: string): ConversationLine => ({ speaker: "caller", text }),
  agent: (text: string): ConversationLine => ({ speaker: "agent", text }),
};

/** Lines of a hero panel's chat or call visual (`TranscriptLine`): `{ from, text }`. */
export const transcript = {
  customer: (text: string): TranscriptLine => ({ from: "customer", text }),
  agent: (text: string): TranscriptLine => ({ from: "agent", text }),
};

/** The row of animated figures on a landing page (block id "stats"). */
export const statsBlock = (stats: Stat[]): PageBlock => ({ kind: "stats", id: "stats", stats });

/** The "Frequently Asked Questions" section of a landing page (block id "faq"). */
export const faqBlock = (items: FaqItem[]): PageBlock => ({
  kind: "faq",
  id: "faq",
  title: "Frequently Asked Questions",
  items,
});

/** The closing call to action of a landing page (block id "cta"). */
export const ctaBlock = (title: string, text: string, ctas: Cta[]): PageBlock => ({
  kind: "cta",
  id: "cta",
  title,
  text,
  ctas,
});
