/**
 * Words of the browser-side analytics on the owner's console (issue 20, decision 072): the
 * "First touch" panel of a lead and of an order.
 */
export const firstTouchCopy = {
  title: "First touch",
  /** A lead or order from before first touch was recorded, from a visitor refusing tracking, or without JavaScript. */
  notRecorded: "Not recorded",
  /** No UTM source and no other site's referrer. */
  direct: "Direct",
  labels: {
    landing: "Landing page",
    source: "Source",
    medium: "Medium",
    campaign: "Campaign",
    referrer: "Referring site",
    partner: "Partner code",
  },
} as const;
