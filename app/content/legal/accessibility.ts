import { contactEmail, whoWeAre } from "./shared";
import type { LegalPage } from "./types";

export const accessibilityPage: LegalPage = {
  path: "/accessibility",
  label: "Accessibility",
  title: "Accessibility Statement",
  description: "Our WCAG 2.2 AA target, what we test (keyboard, screen readers, axe, reduced motion, contrast), known limits, how to report.",
  updated: "2026-11-27",
  intro: `${whoWeAre}, wants everyone to be able to use this website, including people who use a keyboard, a screen reader, zoom or high contrast.`,
  sections: [
    {
      id: "target",
      heading: "Our target",
      paragraphs: ["We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the whole site."],
    },
    {
      id: "tested",
      heading: "What we test",
      items: [
        { term: "Keyboard", text: "menus, dialogs, forms, the footer and the demo can be used without a mouse, with a visible focus outline." },
        { term: "Screen readers", text: "every form field, button and icon link has a text label; pages have one main heading and named landmarks." },
        { term: "Automated checks", text: "our browser tests run axe on every page and fail on any serious or critical issue." },
        { term: "Reduced motion", text: "animations are turned off when your system asks for reduced motion." },
        { term: "Contrast", text: "text and controls are checked for contrast in both the light and the dark theme." },
        { term: "Without JavaScript", text: "pages, lead forms and booking pages still work when scripts are off or slow to load." },
      ],
    },
    {
      id: "limits",
      heading: "Known limits",
      items: [
        "The voice demo needs a microphone and speech; the chat demo offers the same assistant by text.",
        "Replies written by the AI assistant are generated on the fly, so we cannot check each one in advance.",
        "Videos come from a third-party player and may not have captions for every clip yet.",
        "Payment happens on Stripe's checkout page, whose accessibility Stripe is responsible for.",
      ],
    },
    {
      id: "report",
      heading: "Report a problem",
      paragraphs: [
        `If something on this site is hard or impossible for you to use, email ${contactEmail} with the page address and what happened. We reply within 5 business days and, while we fix it, help you get the information or service another way.`,
      ],
    },
  ],
};
