import { site } from "../site";
import { formatCents } from "~/lib/money";
import { catalog } from "../catalog";
import { contactEmail, whoWeAre } from "./shared";
import type { LegalPage } from "./types";

/** Decision 062/064: the paid session's refund rule, in hours before the start. */
export const sessionFullRefundHours = 24;

export const refundPolicyPage: LegalPage = {
  path: "/refund-policy",
  label: "Refund policy",
  title: "Refund Policy",
  description: `Refunds at ${site.name}: the ebook's 30-day money-back guarantee, implementation packages and strategy session cancellations.`,
  updated: "2026-11-27",
  intro: `How refunds work for what you buy from ${whoWeAre}. Refunds go back to the card you paid with, through Stripe; your bank may take 5 to 10 business days to show them.`,
  sections: [
    {
      id: "ebook",
      heading: "The ebook: 30-day money-back guarantee",
      paragraphs: [
        `If “${catalog.ebook.name}” (${formatCents(catalog.ebook.amount)}) isn't for you, email ${contactEmail} within 30 days of buying it and we refund every cent. No questions, no hoops.`,
      ],
    },
    {
      id: "implementation",
      heading: "Implementation packages, add-ons and plans",
      paragraphs: [
        "Implementation work is built for your business, so refunds depend on how far the work has gone:",
      ],
      items: [
        "Before we start work (no kickoff call yet): full refund.",
        "After work has started: we refund the part of the price for work not yet done. Work already delivered is not refunded.",
        "If we cannot deliver what the offer describes, you get a full refund.",
        "A plan's monthly fee, which starts after the first year, can be cancelled before the next charge; months already paid are not refunded.",
      ],
      after: [`Ask for a refund by emailing ${contactEmail} with your order email address.`],
    },
    {
      id: "strategy-session",
      heading: "The paid strategy session",
      items: [
        `You cancel ${sessionFullRefundHours} hours or more before the start: full refund, sent automatically when you cancel.`,
        `You cancel less than ${sessionFullRefundHours} hours before the start: no refund, but you can still move the session to another time with the link in your confirmation email.`,
        "We cancel the session: always a full refund.",
      ],
      after: ["Use the “Cancel” or “Reschedule” link in your confirmation email; the cancel page shows which rule applies before you confirm."],
    },
    {
      id: "affiliates",
      heading: "Refunds and affiliate commissions",
      paragraphs: ["A refund lowers the commission on that order by the same amount; a fully refunded order earns none."],
    },
  ],
};
