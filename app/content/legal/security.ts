import { businessStories } from "../business-stories";
import { site } from "../site";
import { contactEmail, whoWeAre } from "./shared";
import type { LegalPage, LegalSection } from "./types";

/**
 * Owner switches for claims that are business commitments rather than code, from the owner's
 * facts (business.ts `compliance`): with `baaAvailable` off the page drops the BAA sentence (and
 * the test follows this value).
 */
export const securityFacts = businessStories.compliance;

const hipaaSection: LegalSection = {
  id: "hipaa",
  heading: "HIPAA and healthcare",
  paragraphs: [
    "For healthcare clients we build voice agents around HIPAA's safeguards: encrypted connections, access limited to the people who need it, a record of administrative actions and collecting only the information a task needs.",
    ...(securityFacts.baaAvailable
      ? [`A Business Associate Agreement (BAA) is available on request: email ${contactEmail} before your project starts.`]
      : []),
  ],
  items: [
    "HIPAA compliance is shared: it also depends on your own policies and on the providers chosen for your deployment (for example the voice and AI providers, which must also sign a BAA for patient data).",
    "This public website and its demo are not for patient information. Please do not type or say real patient details in the demo or in our forms.",
  ],
};

export const securityPage: LegalPage = {
  path: "/security",
  label: "Security",
  title: "Security",
  description: `How ${site.name} protects this site and your data: HTTPS, strict CSP, two-factor sign-in, private files, audit log, rate limits.`,
  updated: "2026-11-27",
  intro: `What ${whoWeAre}, actually does today to protect this website, your account and the details you give us. No page can promise perfect security; this one lists real measures, not slogans.`,
  sections: [
    {
      id: "connections",
      heading: "Encrypted connections",
      items: [
        "The site is served only over HTTPS. Browsers are told to use HTTPS for a year for the whole domain (HSTS), and any insecure request on a page is upgraded.",
        "Card payments happen on Stripe's own page; card numbers never pass through our servers.",
      ],
    },
    {
      id: "browser",
      heading: "Protection in your browser",
      items: [
        "A strict Content Security Policy: pages run scripts only from our own site, never scripts injected into a page; forms can only send to us or to Stripe's checkout.",
        "Our pages cannot be framed by other sites, and browsers are told not to guess file types.",
        "Only our own site may ask for your microphone (for demo calls), and only when you start one.",
      ],
    },
    {
      id: "accounts",
      heading: "Accounts and access control",
      items: [
        "Passwords are stored only as secure hashes. You can also sign in with a one-time emailed link or code.",
        "Every user can turn on two-factor sign-in with an authenticator app; once on, every way of signing in asks for the code.",
        "The owner's console is open only to named administrators, and only with two-factor sign-in turned on whenever the site can be reached from the internet.",
        "You can see your signed-in devices and sign them out from your dashboard.",
      ],
    },
    {
      id: "files",
      heading: "Private files",
      items: [
        "Files you upload in the demo are stored under random names in private storage, never behind a public link.",
        "Only you and our administrators can download them; anyone else gets “not found”.",
        "Files are always downloaded, never opened as a web page, so an uploaded file cannot run code on our site. Uploads are limited in size and number.",
      ],
    },
    {
      id: "audit",
      heading: "Audit log",
      paragraphs: [
        "Every action an administrator takes in the owner's console (lead status changes, commission payouts, refunds, booking cancellations, schedule changes) is recorded with who did it and when, and shown next to the record it changed.",
      ],
    },
    {
      id: "abuse",
      heading: "Limits against abuse",
      items: [
        "Sign-in attempts, sign-ups, form submissions and demo messages and calls are rate-limited per network address.",
        "Forms check every field on the server and include a hidden trap for bots.",
        "Payment notifications from Stripe are accepted only with a valid signature, and prices always come from our own catalog, never from the browser.",
        "Network addresses attached to form requests are stored only as keyed hashes.",
      ],
    },
    {
      id: "data",
      heading: "Where data lives",
      paragraphs: [
        "Our data is kept in a PostgreSQL database. Emails and CRM updates are sent by a task queue in the same database, so a request is never saved without its follow-up, and failed deliveries are retried. See the privacy policy for what we keep and for how long.",
      ],
    },
    hipaaSection,
    {
      id: "report",
      heading: "Report a security problem",
      paragraphs: [
        `If you find a vulnerability, email ${contactEmail} with the details and how to reproduce it. Please give us a reasonable time to fix it before telling others, and do not access other people's data. We reply within 3 business days.`,
      ],
    },
  ],
};
