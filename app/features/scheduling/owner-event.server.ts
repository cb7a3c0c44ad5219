import { callEmailCopy, ownerEventCopy } from "~/content/scheduling";
import { bookingKindLabels, bookingsCopy } from "~/content/scheduling-console";
import type { CallBooking } from "./bookings.server";
import { callTimeLabel } from "./slots";

type Env = { PUBLIC_SITE_URL: string };

const base = (env: Env) => env.PUBLIC_SITE_URL.replace(/\/$/, "");

/** The calendar entry's key: one per booking, the same in the visitor's invite, the owner's and the feed. */
export const callUid = (env: Env, b: Pick<CallBooking, "id">) => `${b.id}@${new URL(env.PUBLIC_SITE_URL).hostname}`;

/** The call's row on the console's bookings page. */
export const consoleLinkOf = (env: Env, b: Pick<CallBooking, "id">) => `${base(env)}/admin/bookings#booking-${b.id}`;

/**
 * How a call reads in the owner's calendar (decision 108): the kind and the client's name as the
 * title, and the number to call, the email, what to cover, the client's own time and the console
 * link as the description. The owner's emailed invite, the console's download and the feed share it.
 */
export function ownerEventOf(env: Env, b: CallBooking) {
  const who = b.name?.trim() || b.email || bookingsCopy.anonymous;
  const url = consoleLinkOf(env, b);
  const d = callEmailCopy.detail;
  const description = [
    b.phone ? `${d.phone}: ${b.phone}` : null,
    b.email ? `${d.email}: ${b.email}` : null,
    b.notes ? `${d.notes}: ${b.notes}` : null,
    ownerEventCopy.theirTime(callTimeLabel(b.slotStart, b.timeZone), b.timeZone),
    ownerEventCopy.console(url),
  ]
    .filter(Boolean)
    .join("\n");
  return {
    uid: callUid(env, b),
    summary: ownerEventCopy.summary(bookingKindLabels[b.kind], who, b.status === "held"),
    description,
    url,
    who,
  };
}
