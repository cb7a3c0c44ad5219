import type { Attribution } from "~/features/analytics/first-touch";

/**
 * The first-touch columns both exports carry, leads and orders alike (issue 43, decision 112):
 * where the visit behind the record began. Named as spreadsheet users and CRMs expect them.
 */
export const attributionCsvHeader = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "source",
  "landing_page",
  "referrer_host",
  "partner",
];

export function attributionCells(a: Attribution): string[] {
  return [
    a.utmSource,
    a.utmMedium,
    a.utmCampaign,
    a.utmTerm,
    a.utmContent,
    a.source,
    a.landingPage,
    a.referrerHost,
    a.partner,
  ];
}
