/*
 * Counsel review: this page describes what the code does today, in plain words. The business
 * should have a lawyer review it (and /terms) before launch. Sources for each fact are in
 * docs/decisions/065-legal-pages.md.
 */
import { consentTexts } from "../leads-forms";
import { site } from "../site";
import { contactEmail, legalEntity, whoWeAre } from "./shared";
import type { LegalItem, LegalPage } from "./types";

/**
 * Service providers ("processors") the code can use. The page is prerendered, so it cannot know
 * which ones a deployment has switched on: each is listed with what it is for and whether the
 * site works without it ("used only when configured", decision 065). Remove a row here if the
 * business never uses that provider.
 */
export const processors: { name: string; purpose: string; optional: boolean }[] = [
  {
    name: "Stripe",
    purpose: "takes card payments on its own checkout page and sends us the result. Card numbers never reach our servers.",
    optional: false,
  },
  {
    name: "AI model provider",
    purpose: "writes the replies of the demo chat assistant from the messages you type.",
    optional: true,
  },
  {
    name: "ElevenLabs",
    purpose: "runs the voice of the demo voice agent: your microphone audio is streamed to it through our server during a call.",
    optional: true,
  },
  {
    name: "Email (SMTP) provider",
    purpose: "delivers the emails we send: sign-in links, confirmations, receipts and booking invitations.",
    optional: true,
  },
  {
    name: "CRM webhook",
    purpose: "receives a copy of a lead (name, email, phone, company, message) so our team can follow it up in the CRM.",
    optional: true,
  },
  {
    name: "S3-compatible file storage",
    purpose: "stores files you upload in the demo, in a private bucket. Without it, files stay on our own server's disk.",
    optional: true,
  },
];

const processorItems: LegalItem[] = processors.map((p) => ({
  term: p.name,
  text: `${p.purpose[0]!.toUpperCase()}${p.purpose.slice(1)}${p.optional ? " Used only when the site is set up to use it." : ""}`,
}));

export const privacyPage: LegalPage = {
  path: "/privacy",
  label: "Privacy",
  title: "Privacy Policy",
  description: `What ${site.name} collects on its forms, demo, accounts and checkout, why, how long it is kept, and how to use your rights.`,
  updated: "2026-11-27",
  intro: `This page explains what ${whoWeAre}, collects when you use this website, why, how long we keep it and who helps us handle it. We never sell your details.`,
  sections: [
    {
      id: "who",
      heading: "Who is responsible",
      paragraphs: [
        `${legalEntity} runs this website and decides how your details are used. Questions about this policy go to ${contactEmail}.`,
      ],
    },
    {
      id: "forms",
      heading: "Contact and lead forms",
      paragraphs: [
        "Our forms (demo request, strategy call, pilot program, questions, assessment, solution finder and contact) ask for:",
      ],
      items: [
        "your name and email address",
        "your phone number and company name, when the form asks for them or you choose to give them",
        "your message and the answers you pick",
        "the page you sent the form from and the consent sentence shown under the form, stored word for word with your request",
        "a scrambled fingerprint of your network address (a keyed hash, never the address itself), used only to stop spam and repeated submissions",
      ],
      after: [
        `Why: to answer your request and follow it up. The consent sentence under most forms reads: “${consentTexts.default}”`,
      ],
    },
    {
      id: "demo",
      heading: "The interactive demo",
      items: [
        {
          term: "Chat messages",
          text: "What you type to the demo assistant is sent to the AI model provider to write a reply. We do not store demo conversations on our servers; your browser keeps the recent messages while the page is open.",
        },
        {
          term: "Voice calls",
          text: "During a demo call your microphone audio is streamed through our server to the voice provider (ElevenLabs), which produces the agent's voice. We do not record the call. The voice provider handles the audio under its own terms.",
        },
        {
          term: "Business details and files",
          text: "If you sign in and save your business details or upload files (menus, price lists, FAQs), we store them so the demo can use them. Files are private: only you and our administrators can open them, never through a public link.",
        },
        {
          term: "Chat in the site widget",
          text: `Messages sent through the site's chat form are stored so our team can reply (“${consentTexts.chat}”).`,
        },
      ],
    },
    {
      id: "accounts",
      heading: "Accounts",
      items: [
        "your email address, name and a password stored only as a secure hash (or none, if you sign in with emailed links)",
        "your two-factor setting, if you turn it on",
        "for each signed-in device: the browser and network address, so you can see and sign out your sessions",
        "your orders, saved demo details and, if you join, your affiliate account",
      ],
      after: ["Why: to sign you in, keep your account secure and show you what you bought."],
    },
    {
      id: "payments",
      heading: "Payments",
      paragraphs: [
        "Checkout happens on Stripe's payment page. Your card details go straight to Stripe and never reach our servers. We keep a record of each order: what you bought, the amount, your email address, its status (paid, refunded) and Stripe's reference numbers, so we can deliver it, answer questions and keep our accounts.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and local storage",
      items: [
        {
          term: "Sign-in cookies (essential)",
          text: "keep you signed in for up to 30 days, and for ten minutes during a two-factor sign-in; a trusted device is remembered for 30 days if you ask. Set only when you sign in.",
        },
        {
          term: "Affiliate referral cookie (only if you allow it)",
          text: "when you arrive through a partner's referral link, we ask first. If you allow it, we store the partner's code and the time of the click in a signed cookie for 60 days, so the partner can be credited if you buy. It holds nothing about you. If you decline, or your browser sends Global Privacy Control, we set none and credit no partner.",
        },
        { term: "Your cookie answer (essential)", text: "remembers for 180 days whether you allowed the referral cookie, so we do not ask again." },
        { term: "Theme and form drafts (essential)", text: "your light or dark mode choice in your browser's local storage; what you typed into a form and the ebook page's closed banner or chat, in this tab's session storage until you close the tab." },
        {
          term: "Where your visit began (our own statistics)",
          text: "the page you arrived on, the site that linked to you, the campaign tags of that link and a partner's referral code, in this tab's session storage until you close the tab. It goes with our own page statistics and with a form or order you send, so we can see which pages and campaigns bring enquiries. No cookie and nothing from other sites. If your browser sends Do Not Track or Global Privacy Control, none of it is kept or sent.",
        },
      ],
      after: [
        "We use no advertising or third-party tracking cookies. Only a referral link ever brings up the question; to change your answer, clear this site's cookies and follow the link again.",
      ],
    },
    {
      id: "analytics",
      heading: "Analytics",
      paragraphs: [
        "We count visits ourselves, without cookies and without any outside analytics service: which pages are viewed, which buttons and forms are used, how fast pages load, and where a visit came from (the referring site, campaign tags, a partner's code). To count one visitor once per day, our server combines your IP address, browser identification and our site's name with a random value that changes every day, and keeps only the scrambled result. Neither your IP address nor your browser identification is stored. The day's random value is deleted when the day ends, so the result can no longer be linked to anyone, not even by us.",
        "If your browser sends Do Not Track or Global Privacy Control, we record no page views, clicks or speed measurements from it, and a form you send or an order you place is counted without the scrambled visitor value. Individual events are deleted after 30 days; daily totals, which hold nothing about any one visitor, are kept for two years.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      items: [
        { term: "Form requests", text: "until you ask us to delete them. We do not delete them automatically." },
        {
          term: "Background copies",
          text: "emails and CRM updates go through a task queue in our database. A finished task is deleted 30 days after it completes; a task that is never picked up is dropped after 14 days; a task that keeps failing is set aside for review and deleted within a year.",
        },
        { term: "Demo chat", text: "not stored on our servers. Voice audio is not recorded by us." },
        {
          term: "Your account",
          text: "until you delete it. Deleting it removes your account, sessions, saved demo details, the records of your uploaded files and your affiliate account.",
        },
        {
          term: "Orders and form requests after account deletion",
          text: "kept, no longer linked to an account, because we need order records for accounting and tax. Ask us and we will delete what the law lets us delete.",
        },
      ],
    },
    {
      id: "processors",
      heading: "Who helps us handle your details",
      paragraphs: [
        "We share details only with the service providers below, and only what each needs for its job. Some are optional: the site works without them, and they receive nothing unless the site is set up to use them.",
      ],
      items: processorItems,
      after: ["We store our own data in a PostgreSQL database on servers we control."],
    },
    {
      id: "rights",
      heading: "Your rights",
      items: [
        {
          term: "Access and export",
          text: "signed-in users can download the details we hold about them as a JSON file themselves: Your Dashboard → Download my data. Without an account, email us and we send you the same file.",
        },
        { term: "Correction", text: "ask us to fix anything that is wrong. Signed-in users can change their saved demo details themselves on the demo page." },
        {
          term: "Deletion",
          text: "signed-in users can delete their account themselves: Your Dashboard → Delete account. For anything else, such as a form you sent or an order, email us: we remove your details from it (an order itself is kept, without your email, because we must keep records of payments).",
        },
        { term: "Objection", text: "ask us to stop contacting you, at any time." },
      ],
      after: [
        `To use any of these rights, email ${contactEmail} from the address you used with us. We answer within 30 days and may ask you to confirm it is you. If you are unhappy with our answer you can also complain to your local data protection authority.`,
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        `When we change what we collect or why, we update this page and the “Last updated” date above. ${site.name} will not use details you already gave us in a new way without telling you first.`,
      ],
    },
  ],
};
