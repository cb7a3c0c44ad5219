import type { ComponentType } from "react";

/**
 * Every island a prerendered page may hold, by the name it was given with `island()`
 * (app/islands/island.tsx). Each loads on its own, so a page fetches only the islands it has.
 * `app/islands/islands.test.ts` checks that each name loads the component declared under it.
 */
/** The component an island wraps: hydration renders it inside the server's `<x-island>`. */
const inner = (wrapped: { Component: unknown }) => wrapped.Component as ComponentType<object>;

export const islandLoaders: Record<string, () => Promise<ComponentType<object>>> = {
  "site-header": () => import("~/components/layout/site-header").then((m) => inner(m.SiteHeader)),
  "consent-gate": () => import("~/features/consent/consent-gate").then((m) => inner(m.ConsentGate)),
  "voice-widget": () => import("~/components/layout/voice-widget").then((m) => inner(m.VoiceWidget)),
  toaster: () => import("~/components/ui/toaster").then((m) => inner(m.Toaster)),
  "cta-action": () => import("~/actions/cta-button").then((m) => inner(m.CtaAction)),
  counter: () => import("~/components/sections/stat-counter").then((m) => inner(m.Counter)),
  "checkout-button": () => import("~/actions/checkout-button").then((m) => inner(m.CheckoutButtonIsland)),
  "assessment-form": () => import("~/features/ebook/assessment-form").then((m) => inner(m.AssessmentForm)),
  "ebook-extras": () => import("~/features/ebook/ebook-extras").then((m) => inner(m.EbookExtras)),
  "ask-question": () => import("~/features/ebook/ask-question-button").then((m) => inner(m.AskQuestionButton)),
  "ebook-faq": () => import("~/features/ebook/ebook-faq").then((m) => inner(m.EbookFaq)),
  "jump-link": () => import("~/features/ebook/jump-link").then((m) => inner(m.JumpLink)),
  "video-facade": () => import("~/components/sections/video-facade").then((m) => inner(m.VideoFacade)),
  "specialty-marketplace": () =>
    import("~/components/sections/specialty-marketplace").then((m) => inner(m.SpecialtyMarketplace)),
  "core-offer-plans": () => import("~/components/sections/core-offer-plans").then((m) => inner(m.CoreOfferPlans)),
  "checkout-offer": () => import("~/features/checkout/offer-form").then((m) => inner(m.OfferForm)),
  "session-checkout": () => import("~/features/checkout/session-checkout").then((m) => inner(m.SessionCheckoutIsland)),
  "contact-form": () => import("~/features/leads/contact-form").then((m) => inner(m.ContactForm)),
  "demo-page": () => import("~/features/demo/demo-page").then((m) => inner(m.DemoPage)),
  "roi-calculator": () => import("~/features/roi-calculator/roi-calculator").then((m) => inner(m.RoiCalculator)),
  "sample-call": () => import("~/features/sample-calls/sample-call-player").then((m) => inner(m.SampleCallPlayer)),
  "sample-call-gallery": () =>
    import("~/features/sample-calls/sample-call-gallery").then((m) => inner(m.SampleCallGallery)),
};
