/**
 * The feature folders' import graph, as designed (issue 44, docs/decisions/123): each feature lists
 * the features it may import. The graph is a DAG (app/features/edges.test.ts proves it, and that
 * every folder under app/features is listed); eslint.config.js turns it into one import rule per
 * feature, so an import the design does not name, and with it any new cycle, fails lint.
 *
 * Type-only imports are free: they leave nothing at runtime and name a shape, not a behaviour.
 * Work that needs two features at once (a lead with its call, a payment confirmed, a refund, the
 * job registry) lives in app/flows, which may import any feature; a feature never imports a flow.
 * What a lower feature needs from a higher one is passed in as a parameter (a port): the
 * cancellation's refund (SettleRefund), the order and the time zone an owner's notice needs
 * (OrderLookup, TimeZoneOf).
 *
 * Read top to bottom, the lists go down the layers: the console and the data-request pages use the
 * most; the leaves (storage, dialogs, voice, consent…) use none or one.
 */
export const featureEdges = {
  // The owner's console reads and acts on every record.
  admin: ["affiliate", "analytics", "analytics-console", "auth", "checkout", "leads", "notifications", "scheduling"],
  // Export and erasure of one person's data reach every table that holds it (a flow in the making).
  "data-requests": ["admin", "affiliate", "auth", "checkout", "demo", "leads", "scheduling", "storage"],
  // Checkout books the paid session's time, credits the referral, starts onboarding, tells the owner.
  checkout: ["affiliate", "analytics", "consent", "notifications", "onboarding", "scheduling"],
  // A lead may carry a booked call, its attribution and the solution finder's answers.
  leads: ["affiliate", "analytics", "auth", "consent", "scheduling", "solution-finder"],
  // The demo signs visitors in, saves their business, sends the strategy call, runs the voice call.
  demo: ["auth", "leads", "storage", "voice"],
  ebook: ["dialogs", "leads"],
  // A sign-up records its referral and its first touch; account files live in storage.
  auth: ["affiliate", "analytics", "storage"],
  onboarding: ["scheduling"],
  // A booked call is counted and announced to the owner.
  scheduling: ["analytics", "notifications"],
  // An event's first touch carries the referral code.
  analytics: ["affiliate"],
  // The referral cookie is set only with consent.
  affiliate: ["consent"],
  // The consent notice steps aside while the voice widget is open.
  consent: ["voice"],
  "analytics-console": [],
  notifications: [],
  voice: [],
  storage: [],
  dialogs: [],
  legal: [],
  "roi-calculator": [],
  "sample-calls": [],
  "solution-finder": [],
};
