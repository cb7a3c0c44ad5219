import { site } from "../site";

/**
 * Facts every legal page repeats, written from app/content/site.ts so the entity, city and
 * contact are never typed twice.
 */
export const legalEntity = site.legalName;
export const contactEmail = site.contact.email;

/** "<legal name>, based in <city, region>": who "we" are on every page. */
export const whoWeAre = `${site.legalName}, based in ${site.contact.city}`;

/** The legal entity's postal address in one line (street when the owner has set it). */
export const postalAddress = site.contact.postal;

/** How to reach us, in one sentence. */
export const reachUs = `Email ${site.contact.email} or call ${site.contact.phone}.`;

/** "27 November 2026" from an ISO date, the same on the server and in the browser. */
export function formatUpdated(iso: string) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
