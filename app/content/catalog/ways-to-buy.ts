import { formatCents } from "~/lib/money";
import { business } from "../business";
import { catalog } from "./index";

/**
 * One price story (issue 42): the three ways to buy, side by side, each saying what is paid once
 * and what recurs. Every figure comes from the catalog or the owner's running costs
 * (business.running); the pricing page, the checkout, the plan cards, the emails and the
 * assistant's facts read the same sentences from here.
 */

const { running } = business;
const perMinute = formatCents(running.talkTimePerMinute, { decimals: "always" });
const perText = formatCents(running.smsPerMessage, { decimals: "always" });

/** "$15 a month for the phone line and $0.09 a minute of talk time" */
export const runningCosts = `${formatCents(running.phoneLineMonthly)} a month for the phone line and ${perMinute} a minute of talk time`;

/** The one sentence that says what recurs after a one-time purchase (checkout, core offer, receipts). */
export const afterOneTime = `After launch you pay only what your line uses: ${runningCosts}, billed monthly at cost. No subscription, no contract.`;

const monthly = (id: "plan-basic" | "plan-advanced" | "plan-premium") => formatCents(catalog[id].monthlyAfterFirstYear);

/** A managed plan's monthly fee, in the words every page and the checkout use. */
export const planMonthlyLine = (id: "plan-basic" | "plan-advanced" | "plan-premium") =>
  `then ${monthly(id)} a month from month 13 (the first year of maintenance is in the setup fee)`;

export type WayToBuy = {
  id: "entry" | "packages" | "managed";
  name: string;
  forWhom: string;
  once: string;
  onceDetail: string;
  includes: string[];
  recurs: string[];
  recursNote: string;
  cta: { label: string; href: string };
};

export const waysToBuy: { title: string; intro: string; ways: WayToBuy[]; note: string } = {
  title: "Three ways to buy, one price story",
  intro: "Every way starts with a one-time build. What recurs is only what keeps your agent on the line, and the managed plans fold even that into one monthly fee.",
  ways: [
    {
      id: "entry",
      name: "Entry offer",
      forWhom: "One business, one phone line",
      once: formatCents(catalog["main-offer"].amount),
      onceDetail: "one-time implementation",
      includes: ["An AI voice agent trained on your services, prices and FAQs", "Setup, testing and launch by our specialists", "30 days of tuning after launch"],
      recurs: [`Phone line: ${formatCents(running.phoneLineMonthly)} a month`, `Talk time: ${perMinute} a minute`],
      recursNote: "Billed monthly at cost. No subscription, no contract.",
      cta: { label: `Start for ${formatCents(catalog["main-offer"].amount)}`, href: "/checkout" },
    },
    {
      id: "packages",
      name: "Setup packages",
      forWhom: "One business on voice, chat and social",
      once: `${formatCents(catalog["core-basic"].amount)}–${formatCents(catalog["core-enterprise"].amount)}`,
      onceDetail: "one-time setup, by scope",
      includes: ["Instagram, website chat and a 24/7 voice agent, by package", "Booking into your calendar and your CRM", "30 to 90 days of optimisation after launch"],
      recurs: [`Phone line: ${formatCents(running.phoneLineMonthly)} a month`, `Talk time: ${perMinute} a minute`, `Texts, with SMS follow-up: ${perText} each`],
      recursNote: "Billed monthly at cost. No subscription, no contract.",
      cta: { label: "See the packages", href: "/core-offer" },
    },
    {
      id: "managed",
      name: "Managed plans",
      forWhom: "Several locations, run for you",
      once: `${formatCents(catalog["plan-basic"].amount)}–${formatCents(catalog["plan-premium"].amount)}`,
      onceDetail: "setup fee, with the first year of maintenance",
      includes: ["Agents on every line and location", "CRM and software integrations, routing to on-call staff", "Monitoring, updates and tuning for twelve months"],
      recurs: [`From month 13: ${monthly("plan-basic")}–${monthly("plan-premium")} a month, by plan`, "Lines, talk time and support included"],
      recursNote: "No per-minute charges on top.",
      cta: { label: "Compare the plans", href: "#plans" },
    },
  ],
  note: "Prices in US dollars, before any sales tax. Add-ons (CRM integration, more languages, SMS) are one-time and listed with each offer.",
};
