/*
 * Counsel review: these terms restate, in plain words, how the site sells and delivers today.
 * The business should have a lawyer review them (and /privacy) before launch. Sources for each
 * fact are in docs/decisions/065-legal-pages.md.
 */
import { businessStories } from "../business-stories";
import { formatCents } from "~/lib/money";
import { catalog } from "../catalog";
import { site } from "../site";
import { contactEmail, legalEntity, whoWeAre } from "./shared";
import type { LegalPage } from "./types";

const price = (id: keyof typeof catalog) => formatCents(catalog[id].amount);
const monthly = (id: "plan-basic" | "plan-advanced" | "plan-premium") => formatCents(catalog[id].monthlyAfterFirstYear);

/** The site's default affiliate terms (AFFILIATE_COMMISSION_RATE, AFFILIATE_COOKIE_DAYS, REFUND_WINDOW_DAYS). */
export const affiliateDefaults = { ratePercent: 20, referralDays: 60, refundWindowDays: 30 } as const;

export const termsPage: LegalPage = {
  path: "/terms",
  label: "Terms",
  title: "Terms of Service",
  description: `The terms for using the ${site.name} website and buying its services, plans, ebook, strategy sessions and affiliate program.`,
  updated: "2026-11-27",
  intro: `These terms apply when you use this website or buy from ${whoWeAre} (“we”, “us”). By using the site or placing an order you agree to them. They are written to be read: if something is unclear, ask us.`,
  sections: [
    {
      id: "services",
      heading: "What we provide",
      paragraphs: [
        "We design, build and launch AI voice agents, chatbots, CRM connections and workflow automation for businesses, and sell a small number of learning products. What a purchase includes is listed on its page and in your order confirmation; that description is part of these terms.",
      ],
      items: [
        "We start work after payment and need your input (your services, prices, FAQs and phone or software access) to finish it. Delays caused by missing input do not make us late.",
        "AI agents can make mistakes. You approve scripts before launch and stay responsible for how you use the agent with your customers, including the notices your industry or state requires for recorded or automated calls.",
        "The demo on this site is a preview: it is not the delivered product and is limited in time and volume.",
      ],
    },
    {
      id: "payments",
      heading: "Prices and payments",
      paragraphs: ["Prices are in US dollars. Payments are taken by Stripe; we never see your card number."],
      items: [
        {
          term: "One-time offers and add-ons",
          text: `The AI Voice Agent Implementation (${price("main-offer")}) and its add-ons (for example CRM Integration at ${price("addon-crm")}) are charged once, at checkout. Usage-based extras such as SMS messages are billed later at cost when the offer says so.`,
        },
        {
          term: "Plans with recurring charges",
          text: `Our Basic, Advanced and Premium plans charge a one-time setup fee at checkout (from ${price("plan-basic")}) that includes the first year of maintenance. After the first year, the plan continues automatically at a monthly fee: ${monthly("plan-basic")}/month for Basic, ${monthly("plan-advanced")}/month for Advanced and ${monthly("plan-premium")}/month for Premium, charged to the same card until you cancel.`,
        },
        {
          term: "Cancelling a plan",
          text: `Email ${contactEmail} before the next monthly charge. Cancelling stops future charges; months already paid are not refunded.`,
        },
        {
          term: "Price changes",
          text: "We will tell you at least 30 days before a change to your monthly fee takes effect.",
        },
      ],
    },
    {
      id: "ebook",
      heading: "The ebook",
      paragraphs: [
        `“${catalog.ebook.name}” costs ${price("ebook")}. After payment you get a download link that works for 7 days; ask us for a new one if it expires. The ebook is for your own business: please do not resell or share the file. It comes with a 30-day money-back guarantee (see the refund policy).`,
      ],
    },
    {
      id: "strategy-session",
      heading: "The paid strategy session",
      paragraphs: [
        `The ${catalog["strategy-session"].name} (${price("strategy-session")}) is a 60-minute session with an automation architect, followed by a written action plan. You pick the time before paying; the time is held while you pay. You can move or cancel it with the links in your confirmation email. Refunds for cancellations follow the refund policy.`,
      ],
    },
    {
      id: "affiliates",
      heading: "Affiliate program",
      items: [
        "Anyone with an account can join for free and gets a personal referral link.",
        `A business that follows your link is credited to you for ${affiliateDefaults.referralDays} days after the click, when the visitor allows our referral cookie (a visitor who declines it, or whose browser sends Global Privacy Control, is not credited to anyone).`,
        `You earn the commission rate shown on the Affiliate Program page (${affiliateDefaults.ratePercent}% unless that page says otherwise) of what your referrals pay.`,
        `Commissions stay pending until the ${affiliateDefaults.refundWindowDays}-day refund window has passed, then they are approved. Commission is paid on what the customer finally pays: a refund lowers it, and a full refund cancels it.`,
        "Referring yourself earns nothing. Spam, misleading claims about us, or bidding on our brand name in ads can end your membership and cancel unpaid commissions.",
      ],
    },
    {
      id: "your-account",
      heading: "Your account and acceptable use",
      items: [
        "Keep your sign-in details safe; you are responsible for what happens in your account.",
        "Do not use the site or our agents for anything unlawful, to send spam, to deceive callers, or to probe or overload our systems.",
        "You keep ownership of the content you give us (scripts, files, business details) and let us use it to deliver your services.",
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      paragraphs: [
        "We do our work with care and fix what we got wrong. Beyond that, and as far as the law allows:",
      ],
      items: [
        "the site and the demo are provided “as is”, without guarantees of uninterrupted service;",
        "we are not liable for indirect losses such as lost profits, lost data or missed calls;",
        "our total liability for any claim is limited to what you paid us in the 12 months before it arose.",
      ],
      after: ["Nothing in these terms limits rights you have by law that cannot be limited."],
    },
    {
      id: "law",
      heading: "Governing law",
      paragraphs: [
        `These terms are governed by the laws of ${businessStories.jurisdiction.law}. Any dispute goes to ${businessStories.jurisdiction.courts}. ${legalEntity} is based in ${site.contact.city}. Before going to court, please email us: most problems are solved faster that way.`,
      ],
    },
    {
      id: "changes",
      heading: "Changes",
      paragraphs: [
        "We may update these terms. The version in force when you placed an order applies to that order; the “Last updated” date above shows when they last changed.",
      ],
    },
  ],
};
