import { eq } from "drizzle-orm";
import { bookings } from "#db/schema";
import { brandedEmail } from "#platform/auth-emails";
import type { MailMessage } from "#platform/mailer.server";
import { catalog } from "~/content/catalog";
import { callEmailCopy as copy, callNames } from "~/content/scheduling";
import { site } from "~/content/site";
import { formatCents } from "~/lib/money";
import type { AppServices } from "#platform/context";
import { recordBooking } from "~/features/analytics/events.server";
import { callNotice, deliverOwnerNotice } from "~/features/notifications/deliver.server";
import { ownerAddress, ownerInbox } from "~/features/notifications/recipients";
import { type CallBooking, manageLinks, type Tx } from "./bookings.server";
import { inviteIcs } from "./invite.server";
import { callUid, ownerEventOf } from "./owner-event.server";
import { loadSchedule } from "./schedule.server";
import { callTimeLabel } from "./slots";

/** What happened to a call, for the emails it sends. */
export type CallEvent = "booked" | "moved" | "cancelled";
export type CancelledBy = "visitor" | "owner";
/** What a cancelled paid session gives back, as its emails say it (decision 062's rule). */
export type SessionRefund = "full" | "none";

/**
 * The money side of a cancellation (decision 119): what a cancelled call refunds, in the
 * cancellation's own transaction, and what its emails say. The scheduling feature does not know
 * orders; the caller passes the checkout feature's rule in (app/flows/cancel-call.server.ts).
 */
export type SettleRefund = (
  services: Pick<AppServices, "database" | "jobs" | "env" | "logger">,
  tx: Tx,
  booking: CallBooking,
  by: CancelledBy,
  now: Date,
) => Promise<{ refund: SessionRefund | null; told: SessionRefund | undefined }>;
type Lead = "24h" | "1h";

/**
 * One email about one call, sent by the "call-email" queue. It names the booking's `version`
 * at the time of the change: once the call is moved or cancelled again the version moves on,
 * and an email (or reminder) written for the older state is not sent.
 */
export type CallEmailJob = {
  bookingId: string;
  version: number;
  event: CallEvent | "reminder";
  /** Who the email is for. */
  audience: "visitor" | "owner";
  lead?: Lead;
  /** Who cancelled or moved the call. */
  by?: CancelledBy;
  /** A cancelled paid session: refunded in full, or not at all (cancelled by the visitor under 24 h before). */
  refund?: SessionRefund;
};

const HOUR = 3600_000;
const REMINDERS: [Lead, number][] = [
  ["24h", 24 * HOUR],
  ["1h", HOUR],
];

/**
 * Where the owner's call emails go: the one rule for every owner email (notifications/recipients.ts,
 * issue 43); as the invite's organizer, its first address.
 */
export const ownerEmailOf = (env: Pick<AppServices["env"], "LEADS_NOTIFY_EMAIL" | "ADMIN_EMAILS">) => ownerInbox(env).to[0]!;

/**
 * Enqueues, in the transaction that changed the booking, the emails the change sends: the
 * visitor's confirmation / moved / cancelled message with its calendar invite, the owner's copy
 * (with the invite too), and for a booked or moved call the reminders 24 h and 1 h before (a
 * reminder whose time has already passed is not scheduled). Reminders of an earlier state are
 * skipped when they come due: the version they name is no longer the booking's.
 */
export async function announceCall(
  services: Pick<AppServices, "jobs" | "env"> & Partial<Pick<AppServices, "logger">>,
  tx: Tx,
  booking: CallBooking,
  event: CallEvent,
  by?: CancelledBy,
  now = new Date(),
  /** For a cancelled paid session: what the emails say about the payment. */
  refund?: SessionRefund,
): Promise<void> {
  const base = { bookingId: booking.id, version: booking.version, ...(by ? { by } : {}), ...(refund ? { refund } : {}) };
  // Emails due at once are due at `now`, the instant the change was made, not at the database's
  // clock: the queue then orders them against the reminders by one clock (decision 096).
  const send = (data: CallEmailJob, startAfter = now) =>
    services.jobs.send("call-email", data, {
      tx,
      singletonKey: `call:${booking.id}:${booking.version}:${data.event}:${data.lead ?? ""}:${data.audience}`,
      startAfter,
    });
  await send({ ...base, event, audience: "visitor" });
  await send({ ...base, event, audience: "owner" });
  // Every call booked (a lead's call, a paid session) is announced here once: the funnel's "booking".
  if (event === "booked") await recordBooking(tx, booking, services.logger, now);
  if (event === "cancelled") return;
  for (const [lead, before] of REMINDERS) {
    const at = new Date(booking.slotStart.getTime() - before);
    if (at.getTime() > now.getTime() + 60_000)
      await send({ bookingId: booking.id, version: booking.version, event: "reminder", lead, audience: "visitor" }, at);
  }
}

type Env = Pick<AppServices["env"], "PUBLIC_SITE_URL" | "BETTER_AUTH_SECRET" | "LEADS_NOTIFY_EMAIL" | "ADMIN_EMAILS">;

/** What the visitor's calendar shows: the call with the company, and where to move or cancel it. */
function visitorInvite(env: Env, b: CallBooking, url: string, now: Date) {
  const name = callNames[b.kind];
  return {
    method: b.status === "cancelled" ? ("CANCEL" as const) : ("REQUEST" as const),
    ics: inviteIcs({
      uid: callUid(env, b),
      sequence: b.sequence,
      start: b.slotStart,
      end: b.slotEnd,
      summary: `${site.name}: ${name}`,
      description: `Your ${name} with ${site.name}.\nMove or cancel: ${url}`,
      url,
      organizer: { name: site.name, email: ownerEmailOf(env) },
      attendee: { name: b.name ?? b.email ?? "Guest", email: b.email ?? "" },
      cancelled: b.status === "cancelled",
      stamp: now,
    }),
  };
}

/** What the owner's calendar shows: the client's name, number, email, agenda and the console link (decision 108). */
function ownerInvite(env: Env, b: CallBooking, now: Date) {
  const event = ownerEventOf(env, b);
  return {
    method: b.status === "cancelled" ? ("CANCEL" as const) : ("REQUEST" as const),
    ics: inviteIcs({
      uid: event.uid,
      sequence: b.sequence,
      start: b.slotStart,
      end: b.slotEnd,
      summary: event.summary,
      description: event.description,
      url: event.url,
      organizer: { name: site.name, email: ownerEmailOf(env) },
      attendee: { name: event.who, email: b.email ?? "" },
      cancelled: b.status === "cancelled",
      stamp: now,
    }),
  };
}

const minutes = (b: CallBooking) => Math.round((b.slotEnd.getTime() - b.slotStart.getTime()) / 60_000);

/** The paid session's price as the emails say it ("$250"). */
const sessionPrice = () => formatCents(catalog["strategy-session"].amount);

/** The visitor's email for a change (or a reminder), in the zone the visitor chose; `now` is its DTSTAMP. */
export function visitorCallEmail(env: Env, b: CallBooking, job: Pick<CallEmailJob, "event" | "lead" | "by" | "refund">, now: Date): MailMessage {
  const name = callNames[b.kind];
  const when = callTimeLabel(b.slotStart, b.timeZone);
  const links = manageLinks(env, b);
  const details: [string, string][] = [
    [copy.detail.when, when],
    [copy.detail.length, copy.minutes(minutes(b))],
  ];
  const manage = [
    { label: copy.visitor.reschedule, url: links.reschedule },
    { label: copy.visitor.cancel, url: links.cancel },
  ];
  const to = b.email ?? "";
  const by = job.by ?? "visitor";
  switch (job.event) {
    case "booked":
      return {
        ...brandedEmail("call-booked", to, copy.visitor.booked.subject(name, when), {
          heading: copy.visitor.booked.heading,
          intro: copy.visitor.booked.intro(name, b.phone),
          details,
          links: manage,
          after: [copy.visitor.after],
        }),
        invite: visitorInvite(env, b, links.reschedule, now),
      };
    case "moved": {
      const c = copy.visitor.moved;
      const note: [string, string][] = by === "owner" && b.moveNote ? [[copy.detail.note, b.moveNote]] : [];
      return {
        ...brandedEmail("call-moved", to, c.subject(name, when), { heading: c.heading, intro: c.intro(name, by), details: [...details, ...note], links: manage, after: [copy.visitor.after] }),
        invite: visitorInvite(env, b, links.reschedule, now),
      };
    }
    case "cancelled": {
      const c = copy.visitor.cancelled;
      const refund = job.refund ? ` ${c.refund[job.refund](sessionPrice())}` : "";
      const reason: [string, string][] = by === "owner" && b.cancelReason ? [[copy.detail.reason, b.cancelReason]] : [];
      return {
        ...brandedEmail("call-cancelled", to, c.subject(name), { heading: c.heading, intro: c.intro(name, by) + refund, details: [...details, ...reason], after: [] }),
        invite: visitorInvite(env, b, `${env.PUBLIC_SITE_URL.replace(/\/$/, "")}/`, now),
      };
    }
    case "reminder": {
      const c = copy.visitor.reminder;
      const lead = job.lead ?? "24h";
      return brandedEmail(`call-reminder-${lead}`, to, c.subject(name, when, lead), {
        heading: c.heading(lead),
        intro: c.intro(name),
        details,
        links: manage,
        after: [copy.visitor.after],
      });
    }
  }
}

/** The owner's copy of a change, in the owner's zone, with the invite for the owner's calendar; `now` is its DTSTAMP. */
export function ownerCallEmail(env: Env, b: CallBooking, ownerZone: string, job: Pick<CallEmailJob, "event" | "by" | "refund">, now: Date): MailMessage {
  const event = job.event === "reminder" ? "booked" : job.event;
  const name = callNames[b.kind];
  const when = callTimeLabel(b.slotStart, ownerZone);
  const who = b.name || b.email || "a visitor";
  const consoleUrl = `${env.PUBLIC_SITE_URL.replace(/\/$/, "")}/admin/bookings`;
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  const refund = event === "cancelled" && job.refund ? ` ${copy.owner.refund[job.refund](sessionPrice())}` : "";
  const byOwner = job.by === "owner";
  return {
    ...brandedEmail(`call-owner-${event}`, ownerAddress(ownerInbox(env)), copy.owner.subject(event, event === "booked" ? name : title, who, when), {
      heading: copy.owner.heading(event),
      intro: copy.owner.intro(event, job.by) + refund,
      action: { label: copy.owner.open, url: consoleUrl },
      details: [
        [copy.detail.when, when],
        [copy.detail.visitorTime, callTimeLabel(b.slotStart, b.timeZone)],
        [copy.detail.length, copy.minutes(minutes(b))],
        [copy.detail.name, b.name ?? ""],
        [copy.detail.email, b.email ?? ""],
        // What the booking forms asked for (decision 097): the number to call and what to cover.
        ...(b.phone ? [[copy.detail.phone, b.phone] as [string, string]] : []),
        ...(b.notes ? [[copy.detail.notes, b.notes] as [string, string]] : []),
        ...(event === "cancelled" && byOwner && b.cancelReason ? [[copy.detail.reason, b.cancelReason] as [string, string]] : []),
        ...(event === "moved" && byOwner && b.moveNote ? [[copy.detail.ownerNote, b.moveNote] as [string, string]] : []),
      ],
      after: [],
    }),
    invite: ownerInvite(env, b, now),
  };
}

/**
 * The "call-email" queue's worker: sends the email unless the call changed since (a thrown error is
 * retried). `clock` is the instant a job runs at, a test's fixed one or the real time (decision 096).
 */
export function callEmailJob(
  services: Pick<AppServices, "database" | "mailer" | "env" | "logger">,
  clock: () => Date = () => new Date(),
) {
  return async (data: CallEmailJob) => {
    const { db } = services.database;
    const [b] = await db.select().from(bookings).where(eq(bookings.id, data.bookingId)).limit(1);
    if (!b) return { skipped: "the booking no longer exists" };
    if (b.version !== data.version) return { skipped: "the call was moved or cancelled since" };
    if (data.event === "reminder" && (b.status !== "booked" || b.slotStart.getTime() <= clock().getTime()))
      return { skipped: "the call is no longer booked or has started" };
    if (data.audience === "visitor" && !b.email) return { skipped: "the booking has no email" };
    if (data.audience === "owner") {
      const message = ownerCallEmail(services.env, b, (await loadSchedule(db)).availability.timeZone, data, clock());
      // With the invite as it happens, or a line of the owner's daily digest (decision 106).
      const result = await deliverOwnerNotice(services, callNotice(services.env, message, b.updatedAt), message);
      return "sent" in result ? { sent: result.sent } : result;
    }
    const message = visitorCallEmail(services.env, b, data, clock());
    await services.mailer.send(message);
    return { sent: message.kind };
  };
}

/** This feature's queues and what their jobs carry (platform/jobs.server.ts, JobPayloads). */
declare module "#platform/jobs.server" {
  interface JobPayloads {
    "call-email": CallEmailJob;
  }
}
