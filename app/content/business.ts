/**
 * THE OWNER'S FACTS: every fact about the business that the site shows, in one place
 * (docs/decisions/067). Pages, emails, the demo assistant, the legal pages and the calendar
 * invites all read from here; nothing business-specific is written anywhere else. Edit this file,
 * then run `npm run launch:check` until it is green.
 *
 * What only some pages show (team, client quotes, case stories, partners, videos, the governing
 * law and the BAA offer) is in business-stories.ts beside it, so that a page loads only what it
 * shows: this file travels with every page.
 *
 * Today both files hold the stand-ins the site was built with: the 555-01xx phone (reserved for fiction),
 * the voxa-ai.com domain, generic team and client names, sample case stories and videos not yet
 * recorded. `npm run launch:check` lists every one that is still in place.
 */
import { formatNumber } from "../lib/format-number";

/** Numbers the site states as proof; the sentences in `claims` below say the same. */
const proof = {
  /** Businesses served, shown as "2,000+". */
  businessesServed: 2000,
  /** Average review score out of 5, and how many reviews it comes from ("200+"). */
  rating: 4.9,
  reviews: 200,
  /** Client satisfaction, percent. */
  satisfaction: 98,
  /** Platform uptime, percent. */
  uptime: 99.9,
};

const thousands = (n: number) => formatNumber(n);

export const business = {
  brand: {
    /** The name visitors know; every page, email and invite says it. */
    name: "Voxa AI",
    /** The legal entity that contracts, charges cards and controls personal data. */
    legalName: "Voxa AI, Inc.",
    tagline: "AI Voice Agents & Business Automation",
  },
  /** The site's own domain (PUBLIC_SITE_URL and MAIL_FROM should be on it). */
  domain: "voxa-ai.com",
  contact: {
    email: "hello@voxa-ai.com",
    /** As shown; the tel: link is made from its digits. */
    phone: "+1 (512) 555-0142",
    address: {
      /** Street address of the legal entity; the legal pages print it when set. */
      street: "",
      city: "Austin",
      region: "Texas",
      postalCode: "",
      country: "USA",
    },
  },
  /** Public profiles linked from the footer; leave a value "" to hide it. */
  social: {
    linkedin: "https://www.linkedin.com/company/voxa-ai",
  },
  proof,
  /**
   * What runs on after a one-time purchase (the entry offer, a setup package): the line the agent
   * answers and the time it talks, passed on at cost and billed monthly (issue 42). Integer cents.
   * The managed plans include them. `confirmed: false` while these are the figures the site was
   * built with: `npm run launch:check` fails until the owner confirms their own.
   */
  running: {
    confirmed: false,
    /** The phone number the agent answers on, per month. */
    phoneLineMonthly: 1_500,
    /** Each minute the agent is on a call, inbound or outbound. */
    talkTimePerMinute: 9,
    /** Each text message sent, with SMS follow-up. */
    smsPerMessage: 2,
  },
  /**
   * Whether the owner can back every figure in `claims` below (a count of clients, a rating, a
   * percentage saved): a buyer may ask for the evidence. `false` while they are the spec's
   * figures: `npm run launch:check` fails and lists them until the owner confirms or edits them.
   */
  claimsConfirmed: false,
  /** Headline claims in the words pages quote them (the spec's §1 figures). */
  claims: {
    trustedBy: `Trusted by ${thousands(proof.businessesServed)}+ businesses`,
    rating: `${proof.rating} out of 5 from ${proof.reviews}+ reviews`,
    satisfaction: `${proof.satisfaction}% satisfaction`,
    costReduction: "40% cost reduction",
    support: "24/7 support",
    automation: "Automate up to 85% of manual tasks",
    revenueGrowth: "Revenue growth of 30% or more in under 90 days",
    shorterWaits: "Up to 80% shorter waits",
    routineCalls: "90% of routine calls automated",
    healthcareEfficiency: "Efficiency gains up to 70% in healthcare",
    websiteDevelopment: "Website development time cut up to 70%",
    noShows: "No-shows cut up to 30%",
    staffWorkload: "Staff workload cut up to 50%",
    callResolution: "Call resolution time cut 50%",
    callCentreSavings: "Up to 70% call-centre cost savings",
    uptime: `${proof.uptime}% uptime`,
  },
};

export type Business = typeof business;
