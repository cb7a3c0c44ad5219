import { businessesServed } from "./claims";
import { formatCents } from "~/lib/money";
import { ebookListedValue, ebookPrice, ebookTitle } from "./ebook";
import { site } from "./site";
import type { PageSeo } from "./types";

/* The /ai-ebook sales letter's own copy (kept apart so the sales page doesn't ship it). */

export const ebookLetterSeo: PageSeo = {
  title: "AI Business Partner Ebook",
  description:
    "An open letter to owners earning $5,000+ a month: how an AI business partner answers every customer and wins back your week.",
};

export type LetterPart = { heading?: string; paragraphs: string[]; bullets?: string[] };

export const ebookLetter = {
  eyebrow: "An open letter to business owners",
  title: "The Business Partner Who Never Sleeps, Never Misses a Lead and Never Asks for Equity",
  dek: "For owners of businesses earning $5,000+ a month who are ready to stop doing everything themselves.",
  from: `From the desk of the ${site.name} team, ${site.contact.city}`,
  salutation: "Dear business owner,",
  opening: [
    {
      paragraphs: [
        "Let me guess how your week goes. The phone rings while you're with a customer. A message comes in on Instagram at 11 p.m. A quote you promised on Tuesday is still sitting in your drafts. You know every missed call is a customer who will ring the next business on the list, and you know you can't be everywhere at once.",
        "For years the answer was to hire: a receptionist, an assistant, an agency on a monthly retainer. Each one costs more than the last, works office hours, and needs managing.",
        "There is now a better answer, and the businesses that found it first are pulling ahead fast.",
      ],
    },
    {
      heading: "The Partner Most Businesses Don't Know They Can Have",
      paragraphs: [
        "An AI business partner is not a chatbot bolted onto your website. It is a set of AI systems with a clear job description: answer every call and message in seconds, qualify the lead, book the appointment, send the reminder and follow up until the customer says yes.",
        "It works at 3 a.m. on a Sunday as well as it does at 10 a.m. on a Tuesday. It remembers every customer. And the longer it works for you, the better it gets.",
      ],
      bullets: [
        "It answers every inquiry in seconds, so leads stop going to your competitors.",
        "It follows up automatically, so no quote or booking falls through the cracks.",
        "It takes the repetitive admin off your plate, so your week is yours again.",
      ],
    },
  ] satisfies LetterPart[],
  proofHeading: "What Happened When 127 Partner Businesses Tried It",
  proofIntro:
    `Of the ${businessesServed} businesses that use ${site.name}, 127 joined our AI Business Partner Program and run this model with us, across clinics, trades, restaurants, agencies and property firms. Here is what those partners' numbers look like today:`,
  insideHeading: "Here's What You'll Discover Inside",
  insideIntro: `${ebookTitle} is the exact model those businesses use, written down step by step so you can put it to work yourself:`,
  comparisonIntro:
    "You might be wondering how this stacks up against hiring an agency. We asked the same question. Here is the honest comparison:",
  offerIntro: `Everything above is in the playbook, plus five bonuses that take the guesswork out of implementation. Bought separately, they'd cost you ${formatCents(ebookListedValue, { decimals: "always" })}. You won't pay anywhere near that today.`,
  closing: [
    {
      heading: "Your Competitors Are Already Doing This",
      paragraphs: [
        "Every week you wait, another call goes unanswered and another lead books with someone who replied first. The businesses in our program didn't have bigger budgets or more staff. They simply started.",
        "The playbook costs less than a single lost customer. Read it this weekend, and by this time next month your first AI automation can be answering customers while you sleep.",
      ],
    },
  ] satisfies LetterPart[],
  signOff: "To your growth,",
  signature: `The ${site.name} team`,
  ps: [
    `P.S. Remember, you're covered by a 30-day money-back guarantee. If the playbook isn't for you, you get every cent of your ${ebookPrice} back.`,
    "P.P.S. Not sure where to start? Request a free business AI assessment below and we'll tell you which three automations would pay back fastest for you, within 24 hours.",
  ],
};
