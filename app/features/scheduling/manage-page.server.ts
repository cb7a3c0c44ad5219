import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { callNames, manageCopy, schedulingCopy } from "~/content/scheduling";
import { tooManySubmissions } from "~/content/leads";
import { hashIp } from "#platform/ip-hash.server";
import { hitRateLimit, scaleLimit } from "#platform/rate-limit.server";
import { clientIpOf, getServices } from "#platform/context";
import { Conflict, NotFound, ValidationFailed } from "~/lib/errors";
import { readForm } from "~/lib/form.server";
import { eq } from "drizzle-orm";
import { bookings } from "#db/schema";
import {
  bookingForLink,
  type CallBooking,
  type ManagePurpose,
  manageLinks,
  pickerSlots,
  readManageToken,
} from "./bookings.server";
import { visitorCancelCall, visitorRescheduleCall } from "./manage.server";
import type { SessionRefund, SettleRefund } from "./notify.server";
import { loadSchedule } from "./schedule.server";
import { callTimeLabel } from "./slots";

/** Moving or cancelling a booked call: as often from one network as a lead form may be sent. */
const MANAGE_RATE_LIMIT = { max: 20, windowSeconds: 600 };

/**
 * The pages behind an email's links (issue 17): /calls/reschedule and /calls/cancel. The token in
 * the address is the only key; a forged, edited, used or expired one shows a clear page and
 * changes nothing. Posts are rate-limited like the lead forms and work without JavaScript.
 */

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** A link that can no longer be used: 404 when it never named a current call, 410 when the call is over or cancelled. */
function unusable(err: unknown) {
  if (err instanceof NotFound) return data({ ok: false as const, message: err.message }, { status: 404 });
  if (err instanceof Conflict && err.message !== schedulingCopy.taken)
    return data({ ok: false as const, message: err.message }, { status: 410 });
  return null;
}

/**
 * The call a cancel link cancelled (its page reloaded, or the page drawn after the cancelling post
 * without JavaScript): its time, or null. The link itself is spent; it cancels nothing more.
 */
async function cancelledWith(context: Readonly<RouterContextProvider>, token: string | null) {
  const services = getServices(context);
  const ref = readManageToken(services.env.BETTER_AUTH_SECRET, "cancel", token);
  if (!ref) return null;
  const [row] = await services.database.db.select().from(bookings).where(eq(bookings.id, ref.id)).limit(1);
  return row && row.status === "cancelled" && row.version === ref.version + 1
    ? callTimeLabel(row.slotStart, row.timeZone)
    : null;
}

/** What the cancel page says a cancellation would refund (the checkout feature's rule, passed in by the route's flow). */
type RefundPreview = (booking: CallBooking, now: Date) => SessionRefund | null;

export async function manageLoader(
  context: Readonly<RouterContextProvider>,
  request: Request,
  purpose: ManagePurpose,
  refundPreview?: RefundPreview,
) {
  const services = getServices(context);
  const { db } = services.database;
  const url = new URL(request.url);
  const now = new Date();
  try {
    const b = await bookingForLink(db, services.env.BETTER_AUTH_SECRET, purpose, url.searchParams.get("token"), now);
    const links = manageLinks(services.env, b);
    return {
      ok: true as const,
      purpose,
      kind: b.kind,
      callName: callNames[b.kind],
      when: callTimeLabel(b.slotStart, b.timeZone),
      moved: purpose === "reschedule" && url.searchParams.get("moved") === "1",
      links: { reschedule: pathOf(links.reschedule), cancel: pathOf(links.cancel) },
      slots:
        purpose === "reschedule" ? await pickerSlots(db, b.kind, b.timeZone, now, await loadSchedule(db)) : undefined,
      refund: purpose === "cancel" ? (refundPreview?.(b, now) ?? null) : null,
    };
  } catch (err) {
    // A spent cancel link says what it did (200), not that it is invalid.
    const cancelled =
      purpose === "cancel" && err instanceof NotFound
        ? await cancelledWith(context, url.searchParams.get("token"))
        : null;
    if (cancelled) return { ok: false as const, message: manageCopy.cancel.done, cancelled };
    const answer = unusable(err);
    if (answer) return answer;
    throw err;
  }
}

async function limited(context: Readonly<RouterContextProvider>) {
  const services = getServices(context);
  const limit = await hitRateLimit(
    services.database.db,
    `call-manage:${hashIp(services.env.BETTER_AUTH_SECRET, clientIpOf(context))}`,
    scaleLimit(MANAGE_RATE_LIMIT, services.env.RATE_LIMIT_MULTIPLIER),
  );
  if (limit.allowed) return null;
  return data(
    { ok: false as const, error: tooManySubmissions(limit.retryAfterSeconds) },
    { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
  );
}

const moveSchema = z.object({
  slotStart: z.iso.datetime({ offset: true, message: manageCopy.reschedule.pickOne }),
  timeZone: z.string().min(1).max(100),
});

export async function rescheduleAction(context: Readonly<RouterContextProvider>, request: Request) {
  const services = getServices(context);
  const tooMany = await limited(context);
  if (tooMany) return tooMany;
  const form = await readForm(request);
  const parsed = moveSchema.safeParse({ slotStart: form.get("slotStart") ?? "", timeZone: form.get("timeZone") ?? "" });
  if (!parsed.success) return data({ ok: false as const, error: manageCopy.reschedule.pickOne }, { status: 400 });
  const token = new URL(request.url).searchParams.get("token");
  try {
    const moved = await visitorRescheduleCall(services, token, new Date(parsed.data.slotStart), parsed.data.timeZone);
    return redirect(`${pathOf(manageLinks(services.env, moved).reschedule)}&moved=1`);
  } catch (err) {
    if (err instanceof Conflict && err.message === schedulingCopy.taken)
      return data({ ok: false as const, error: err.message }, { status: 409 });
    if (err instanceof ValidationFailed) return data({ ok: false as const, error: err.message }, { status: 400 });
    const answer = unusable(err);
    if (answer)
      return data(
        { ok: false as const, error: answer.data.message, gone: true },
        { status: answer.init?.status ?? 410 },
      );
    throw err;
  }
}

export async function cancelAction(context: Readonly<RouterContextProvider>, request: Request, settle: SettleRefund) {
  const services = getServices(context);
  const tooMany = await limited(context);
  if (tooMany) return tooMany;
  await readForm(request);
  const token = new URL(request.url).searchParams.get("token");
  try {
    const { booking, refund } = await visitorCancelCall(services, token, settle);
    return { ok: true as const, cancelled: callTimeLabel(booking.slotStart, booking.timeZone), refund };
  } catch (err) {
    const answer = unusable(err);
    if (answer)
      return data(
        { ok: false as const, error: answer.data.message, gone: true },
        { status: answer.init?.status ?? 410 },
      );
    throw err;
  }
}

/** A just-booked call for its confirmation (the form's sent page): its time and both links, or null when the token no longer names a booked call. */
export async function bookedCallSummary(context: Readonly<RouterContextProvider>, token: string | null) {
  if (!token) return null;
  const services = getServices(context);
  try {
    const b = await bookingForLink(services.database.db, services.env.BETTER_AUTH_SECRET, "reschedule", token);
    const links = manageLinks(services.env, b);
    return {
      when: callTimeLabel(b.slotStart, b.timeZone),
      links: { reschedule: pathOf(links.reschedule), cancel: pathOf(links.cancel) },
    };
  } catch (err) {
    if (err instanceof NotFound || err instanceof Conflict) return null;
    throw err;
  }
}
