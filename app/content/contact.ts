import { site } from "./site";
import { openDialog, liveDemo, type PageSeo } from "./types";

/** /contact: contact details come from ./site; the form is ~/features/leads/contact-form. */
export const contactSeo: PageSeo = {
  title: "Contact Us",
  description:
    `Ask ${site.name} about AI voice agents, chatbots and automation for your business. We reply to every message within one business day.`,
};

export const contactHero = {
  eyebrow: "Contact Us",
  title: "Let's Talk About Your Business",
  subtitle:
    "Questions about AI voice agents, pricing or a project you have in mind? Send us a message, call us, or book a free strategy call. A real person will get back to you within one business day.",
};

export const contactDetails = {
  title: "Get in Touch",
  emailLabel: "Email",
  phoneLabel: "Phone",
  cityLabel: "Office",
  responseTime: "We reply to every message within one business day.",
};

export const officeHours = {
  title: "Office Hours",
  rows: [
    { days: "Monday to Friday", hours: "8:00 am to 6:00 pm CT" },
    { days: "Saturday", hours: "9:00 am to 1:00 pm CT" },
    { days: "Sunday", hours: "Closed" },
  ],
  note: "Client support is available 24/7, and our AI assistants never close.",
};

export const contactFormCopy = {
  title: "Send Us a Message",
  intro: "Tell us a little about your business and what you'd like to automate.",
};

export const contactAlternatives = {
  title: "Prefer to Talk Now?",
  text: "Book a free 30-minute strategy call with an automation specialist, or talk to our AI assistant right away.",
  ctas: [openDialog("Schedule a Free Strategy Call", "strategy-call"), liveDemo("Try the Live Demo", "Pay Now", "outline")],
};
