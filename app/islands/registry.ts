import type { ComponentType } from "react";

/**
 * Every island a prerendered page may hold, by the name it was given with `island()`
 * (app/islands/island.tsx). Each loads on its own, so a page fetches only the islands it has.
 * `app/islands/registry.test.ts` checks that each name loads the component declared under it.
 */
export const islandLoaders: Record<string, () => Promise<ComponentType<object>>> = {
  "site-header": () =>
    import("~/components/layout/site-header").then((m) => m.SiteHeader.Component as ComponentType<object>),
  "consent-gate": () =>
    import("~/features/consent/consent-gate").then((m) => m.ConsentGate.Component as ComponentType<object>),
  "voice-widget": () =>
    import("~/components/layout/voice-widget").then((m) => m.VoiceWidget.Component as ComponentType<object>),
  toaster: () => import("~/components/ui/toaster").then((m) => m.Toaster.Component as ComponentType<object>),
  "cta-action": () =>
    import("~/components/sections/cta-button").then((m) => m.CtaAction.Component as ComponentType<object>),
  counter: () => import("~/components/sections/stat-counter").then((m) => m.Counter.Component as ComponentType<object>),
  "checkout-button": () =>
    import("~/features/checkout/checkout-button").then(
      (m) => m.CheckoutButtonIsland.Component as ComponentType<object>,
    ),
  "assessment-form": () =>
    import("~/features/ebook/assessment-form").then((m) => m.AssessmentForm.Component as ComponentType<object>),
  "ebook-extras": () =>
    import("~/features/ebook/ebook-extras").then((m) => m.EbookExtras.Component as ComponentType<object>),
  "ask-question": () =>
    import("~/features/ebook/ask-question-button").then((m) => m.AskQuestionButton.Component as ComponentType<object>),
  "ebook-faq": () => import("~/features/ebook/ebook-faq").then((m) => m.EbookFaq.Component as ComponentType<object>),
  "jump-link": () => import("~/features/ebook/jump-link").then((m) => m.JumpLink.Component as ComponentType<object>),
  "video-facade": () =>
    import("~/components/sections/video-facade").then((m) => m.VideoFacade.Component as ComponentType<object>),
  "specialty-marketplace": () =>
    import("~/components/sections/specialty-marketplace").then((m) => m.SpecialtyMarketplace.Component as ComponentType<object>),
  "roi-calculator": () =>
    import("~/features/roi-calculator/roi-calculator").then((m) => m.RoiCalculator.Component as ComponentType<object>),
};
