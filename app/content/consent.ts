/**
 * The referral-cookie notice (docs/decisions/069): shown only to a visitor who arrives through a
 * partner's link and has not answered yet. Loaded with the notice, never with the page.
 */
export const consentNotice = {
  /** The region's accessible name. */
  label: "Referral cookie",
  title: "A partner sent you here",
  text: "May we keep a cookie for 60 days that names the partner, so they are credited if you buy? It holds nothing about you.",
  accept: "Allow",
  decline: "Decline",
  /** Announced after an answer, then the notice closes. */
  accepted: "Thanks, the partner will be credited.",
  declined: "No referral cookie set.",
  failed: "That did not go through. Please try again.",
  /** The privacy page's cookie section; the link keeps ?ref= so the question is still there. */
  more: { label: "Cookie details", path: "/privacy", hash: "#cookies" },
} as const;
