import { activeCodeForVisit, referralCookieForVisit } from "~/features/affiliate/affiliate.server";
import { referralFromRequest } from "~/features/affiliate/referral-cookie.server";
import { mayCreditReferral, referralConsent } from "~/features/consent/consent.server";
import { slotsVersion } from "~/features/scheduling/slots-version";
import type { AppServices } from "#platform/context";

/** The query of a checkout address that a kept page may answer: what the loader reads, and campaign tags. */
const KEPT_QUERY = /^(ref|addons|utm_[a-z]+|gclid|fbclid|msclkid)$/i;

type Headers = { get(name: string): string | null };

/**
 * A GET of `/checkout` that may be answered by the page kept in memory (decision 089): what its
 * HTML depends on is the address (the add-ons, `?ref=`), the partner it credits (the code in the
 * address or the referral cookie, when the visitor's consent lets it count: the loader's rule) and
 * the open times of the paid session (`slotsVersion`). The partner is looked up as for any
 * partner's link: remembered for 10 s, forgotten at once when this process changes a partner.
 * Anything else in the address, or a database known to be down, goes to React Router as before.
 */
export async function checkoutFromMemory(services: AppServices, rawUrl: string, headers: Headers) {
  const url = new URL(rawUrl, "http://site");
  if (url.pathname !== "/checkout") return null;
  for (const name of url.searchParams.keys()) if (!KEPT_QUERY.test(name)) return null;
  const { database, env } = services;
  if (database.isDown()) return null;
  const now = Date.now();
  const ref = url.searchParams.get("ref");
  const credited = mayCreditReferral(referralConsent(headers))
    ? ((await activeCodeForVisit(database.db, ref, now)) ??
      (await activeCodeForVisit(database.db, referralFromRequest(headers, env), now)))
    : null;
  return {
    key: `${url.pathname}${url.search}\n${credited ?? ""}`,
    version: slotsVersion(),
    referralCookie: () => referralCookieForVisit(database.db, env, ref, headers),
  };
}
