import { eq } from "drizzle-orm";
import { bookings } from "#db/schema";
import { brandedEmail } from "#platform/auth-emails";
import type { MailMessage } from "#platform/mailer.server";
import { callEmailCopy as copy, callNames } from "~/content/scheduling";
import { site } from "~/content/site";
import type { AppServices } from "#platform/context";
import { recordBooking } from "~/features/analytics/events.server";
import { type CallBooking, manageLinks, type Tx } from "./bookings.server";
import { inviteIcs } from "./invite.server";
import { loadSchedule } from "./schedule.server";
import { callTimeLabel } from "./slots";

/** What happened to a call, for the emails it sends. */
export type CallEvent = "booked" | "moved" | "cancelled";
export type CancelledBy = "visitor" | "owner";
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
  by?: CancelledBy;
};

const HOUR = 3600_000;
const REMINDERS: [Lead, number][] = [
  ["24h", 24 * HOUR],
  ["1h", HOUR],
];

/** Where the owner's call emails go: the lead notification address, else the company's own. */
export const ownerEmailOf = (env: Pick<AppServices["env"], "LEADS_NOTIFY_EMAIL">) => env.LEADS_NOTIFY_EMAIL || site.contact.email;

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
): Promise<void> {
  const base = { bookingId: booking.id, version: booking.version };
  // Emails due at once are due at `now`, the instant the change was made, not at the database's
  // clock: the queue then orders them against the reminders by one clock (decision 096).
  const send = (data: CallEmailJob, startAfter = now) =>
    services.jobs.send("call-email", data, {
      tx,
      singletonKey: `call:${booking.id}:${booking.version}:${data.event}:${data.lead ?? ""}:${data.audience}`,
      startAfter,
    });
  await send({ ...base, event, audience: "visitor", ...(by ? { by } : {}) });
  await send({ ...base, event, audience: "owner", ...(by ? { by } : {}) });
  // Every call booked (a lead's call, a paid session) is announced here once: the funnel's "booking".
  if (event === "booked") await recordBooking(tx, booking, services.logger, now);
  if (event === "cancelled") return;
  for (const [lead, before] of REMINDERS) {
    const at = new Date(booking.slotStart.getTime() - before);
    if (at.getTime() > now.getTime() + 60_000) await send({ ...base, event: "reminder", lead, audience: "visitor" }, at);
  }
}

type Env = Pick<AppServices["env"], "PUBLIC_SITE_URL" | "BETTER_AUTH_SECRET" | "LEADS_NOTIFY_EMAIL">;

function invite(env: Env, b: CallBooking, url: string) {
  const name = callNames[b.kind];
  return {
    method: b.status === "cancelled" ? ("CANCEL" as const) : ("REQUEST" as const),
    ics: inviteIcs({
      uid: `${b.id}@${new URL(env.PUBLIC_SITE_URL).hostname}`,
      sequence: b.sequence,
      start: b.slotStart,
      end: b.slotEnd,
      timeZone: b.timeZone,
      summary: `${site.name}: ${name}`,
      description: `Your ${name} with ${site.name}.\nMove or cancel: ${url}`,
      url,
      organizer: { name: site.name, email: ownerEmailOf(env) },
      attendee: { name: b.name ?? b.email ?? "Guest", email: b.email ?? "" },
      cancelled: b.status === "cancelled",
    }),
  };
}

const minutes = (b: CallBooking) => Math.round((b.slotEnd.getTime() - b.slotStart.getTime()) / 60_000);

/** The visitor's email for a change (or a reminder), in the zone the visitor chose. */
export function visitorCallEmail(env: Env, b: CallBooking, job: Pick<CallEmailJob, "event" | "lead" | "by">): MailMessage {
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
  switch (job.event) {
    case "booked":
    case "moved": {
      const c = copy.visitor[job.event];
      return {
        ...brandedEmail(`call-${job.event}`, to, c.subject(name, when), { heading: c.heading, intro: c.intro(name), details, links: manage, after: [copy.visitor.after] }),
        invite: invite(env, b, links.reschedule),
      };
    }
    case "cancelled": {
      const c = copy.visitor.cancelled;
      return {
        ...brandedEmail("call-cancelled", to, c.subject(name), { heading: c.heading, intro: c.intro(name, job.by ?? "visitor"), details, after: [] }),
        invite: invite(env, b, `${env.PUBLIC_SITE_URL.replace(/\/$/, "")}/`),
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

/** The owner's copy of a change, in the owner's zone, with the invite for the owner's calendar. */
export function ownerCallEmail(env: Env, b: CallBooking, ownerZone: string, job: Pick<CallEmailJob, "event" | "by">): MailMessage {
  const event = job.event === "reminder" ? "booked" : job.event;
  const name = callNames[b.kind];
  const when = callTimeLabel(b.slotStart, ownerZone);
  const who = b.name || b.email || "a visitor";
  const consoleUrl = `${env.PUBLIC_SITE_URL.replace(/\/$/, "")}/admin/bookings`;
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  return {
    ...brandedEmail(`call-owner-${event}`, ownerEmailOf(env), copy.owner.subject(event, event === "booked" ? name : title, who, when), {
      heading: copy.owner.heading(event),
      intro: copy.owner.intro(event, job.by),
      action: { label: copy.owner.open, url: consoleUrl },
      details: [
        [copy.detail.when, when],
        [copy.detail.visitorTime, callTimeLabel(b.slotStart, b.timeZone)],
        [copy.detail.length, copy.minutes(minutes(b))],
        [copy.detail.name, b.name ?? ""],
        [copy.detail.email, b.email ?? ""],
        // What the paid session asked for (decision 097): the number to call and what to cover.
        ...(b.phone ? [[copy.detail.phone, b.phone] as [string, string]] : []),
        ...(b.notes ? [[copy.detail.notes, b.notes] as [string, string]] : []),
      ],
      after: [],
    }),
    invite: invite(env, b, consoleUrl),
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
    const message =
      data.audience === "owner"
        ? ownerCallEmail(services.env, b, (await loadSchedule(db)).availability.timeZone, data)
        : visitorCallEmail(services.env, b, data);
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
