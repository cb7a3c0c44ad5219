import { settleSessionRefund } from "~/features/checkout/session-refund.server";
import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, orders } from "#db/schema";
import type { StoredMail } from "#platform/mailer.server";
import { createTestServices } from "#tests/support/services";
import { startSmtpFake, type SmtpFake } from "#tests/fakes/smtp";
import { createMailer } from "#platform/mailer.server";
import { schedulingCopy } from "~/content/scheduling";
import { acceptLeadFrom } from "~/features/leads/lead-request.server";
import { bookCall, manageToken, openCallSlots, type CallBooking } from "./bookings.server";
import { ownerCancelCall, ownerRescheduleCall, visitorCancelCall, visitorRescheduleCall } from "./manage.server";
import { announceCall, callEmailJob, type CallEmailJob } from "./notify.server";

/**
 * Tuesday 1 December 2026, 08:00 in Austin (the owner's zone by default: the business's address);
 * the call is Thursday 9:00 CST (15:00Z), 49 hours later.
 */
const NOW = new Date("2026-12-01T14:00:00Z");
const THU_9 = new Date("2026-12-03T15:00:00Z");
const FRI_10 = new Date("2026-12-04T16:00:00Z");

let kit: Awaited<ReturnType<typeof createTestServices>>;
let smtp: SmtpFake;
beforeAll(async () => {
  kit = await createTestServices({ LEADS_NOTIFY_EMAIL: "owner@example.com", PUBLIC_SITE_URL: "http://127.0.0.1:3000" });
  smtp = await startSmtpFake();
});
afterAll(async () => {
  await kit?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await kit.services.database.db.delete(bookings);
  await kit.services.database.db.execute(sql`delete from pgboss.job where name = 'call-email'`);
});

type QueuedJob = { data: CallEmailJob; startAfter: Date };
async function queued(): Promise<QueuedJob[]> {
  type Row = { data: CallEmailJob; start_after: string };
  const rows = (await kit.services.database.db.execute(
    sql`select data, start_after from pgboss.job where name = 'call-email' order by start_after, data->>'audience' desc, created_on`,
  )) as unknown as Row[] | { rows: Row[] };
  return (Array.isArray(rows) ? rows : rows.rows).map((r) => ({ data: r.data, startAfter: new Date(r.start_after) }));
}

/**
 * Runs the worker on each job as the queue would when it comes due, at the job's own instant (the
 * test's clock, never today's: decision 096), and returns what it did.
 */
async function run(jobs: QueuedJob[]) {
  const results = [];
  for (const job of jobs) results.push(await callEmailJob(kit.services, () => job.startAfter)(job.data));
  return results;
}

async function mailTo(to: string, subject: string): Promise<StoredMail> {
  const mail = (await kit.services.mailer.outbox!.list()).find((m) => m.to === to && m.subject === subject);
  if (!mail) throw new Error(`no mail to ${to}: ${subject}\n${(await kit.services.mailer.outbox!.list()).map((m) => `${m.to}: ${m.subject}`).join("\n")}`);
  return mail;
}

function parseInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: event.component.getFirstPropertyValue("status"),
    organizer: String(event.organizer).toLowerCase(),
    attendee: String(event.attendees[0]?.getFirstValue()).toLowerCase(),
  };
}

async function book(start = THU_9): Promise<CallBooking> {
  return kit.services.database.db.transaction(async (tx) => {
    const b = await bookCall(tx, { kind: "strategy_call", start, timeZone: "Europe/Berlin", name: "Dana Scully", email: "dana@example.com" }, NOW);
    await announceCall(kit.services, tx, b, "booked", undefined, NOW);
    return b;
  });
}

describe("the emails a booked call sends (issue 17)", () => {
  it("booking queues the visitor's confirmation, the owner's copy, and reminders 24 h and 1 h before", async () => {
    await book();
    const jobs = await queued();
    expect(jobs.map((j) => [j.data.event, j.data.audience, j.data.lead ?? ""])).toEqual([
      ["booked", "visitor", ""],
      ["booked", "owner", ""],
      ["reminder", "visitor", "24h"],
      ["reminder", "visitor", "1h"],
    ]);
    // The emails are due at the instant of the booking, by the same clock as the reminders.
    expect(jobs[0]!.startAfter.toISOString()).toBe(NOW.toISOString());
    expect(jobs[1]!.startAfter.toISOString()).toBe(NOW.toISOString());
    expect(jobs[2]!.startAfter.toISOString()).toBe("2026-12-02T15:00:00.000Z");
    expect(jobs[3]!.startAfter.toISOString()).toBe("2026-12-03T14:00:00.000Z");
  });

  it("the visitor's confirmation is in the visitor's zone, carries both links and an invite a calendar reads at the right instant", async () => {
    const b = await book();
    await run((await queued()).filter((j) => j.data.event === "booked"));
    const mail = await mailTo("dana@example.com", "Your free strategy call is booked: Thursday, December 3, 2026, 4:00 PM GMT+1");
    expect(mail.text).toContain("When: Thursday, December 3, 2026, 4:00 PM GMT+1");
    expect(mail.text).toContain("Length: 30 minutes");
    const secret = kit.services.env.BETTER_AUTH_SECRET;
    expect(mail.links).toContain(`http://127.0.0.1:3000/calls/reschedule?token=${manageToken(secret, "reschedule", b)}`);
    expect(mail.links).toContain(`http://127.0.0.1:3000/calls/cancel?token=${manageToken(secret, "cancel", b)}`);
    expect(parseInvite(mail.invite!.ics)).toEqual({
      method: "REQUEST",
      uid: `${b.id}@127.0.0.1`,
      sequence: 0,
      start: "2026-12-03T15:00:00.000Z",
      end: "2026-12-03T15:30:00.000Z",
      status: "CONFIRMED",
      organizer: "mailto:owner@example.com",
      attendee: "mailto:dana@example.com",
    });
    const owner = await mailTo("owner@example.com", "New free strategy call: Dana Scully, Thursday, December 3, 2026, 9:00 AM CST");
    expect(owner.text).toContain("Visitor's time: Thursday, December 3, 2026, 4:00 PM GMT+1");
    expect(owner.text).toContain("Open the bookings: http://127.0.0.1:3000/admin/bookings");
    expect(parseInvite(owner.invite!.ics).start).toBe("2026-12-03T15:00:00.000Z");
  });

  it("a move sends the same calendar entry with a higher SEQUENCE and new reminders; the old state's emails are not sent", async () => {
    const b = await book();
    const before = await queued();
    const secret = kit.services.env.BETTER_AUTH_SECRET;
    const moved = await visitorRescheduleCall(kit.services, manageToken(secret, "reschedule", b), FRI_10, "America/Los_Angeles", NOW);
    expect(moved).toMatchObject({ sequence: 1, version: 2 });
    // The earlier confirmation and reminders come due now: each is skipped.
    expect(await run(before)).toEqual(before.map(() => ({ skipped: "the call was moved or cancelled since" })));
    const after = (await queued()).filter((j) => j.data.version === 2);
    expect(after.map((j) => [j.data.event, j.data.audience, j.data.lead ?? "", j.startAfter.toISOString()])).toEqual([
      ["moved", "visitor", "", NOW.toISOString()],
      ["moved", "owner", "", NOW.toISOString()],
      ["reminder", "visitor", "24h", "2026-12-03T16:00:00.000Z"],
      ["reminder", "visitor", "1h", "2026-12-04T15:00:00.000Z"],
    ]);
    await run(after.filter((j) => j.data.event === "moved"));
    const mail = await mailTo("dana@example.com", "Your free strategy call has moved to Friday, December 4, 2026, 8:00 AM PST");
    expect(parseInvite(mail.invite!.ics)).toMatchObject({ method: "REQUEST", uid: `${b.id}@127.0.0.1`, sequence: 1, start: "2026-12-04T16:00:00.000Z" });
    await mailTo("owner@example.com", "Free strategy call moved: Dana Scully, now Friday, December 4, 2026, 10:00 AM CST");
  });

  it("a cancellation sends METHOD:CANCEL to the visitor, tells the owner, and the reminders are not sent", async () => {
    const b = await book();
    const reminders = (await queued()).filter((j) => j.data.event === "reminder");
    const secret = kit.services.env.BETTER_AUTH_SECRET;
    const { booking, refund } = await visitorCancelCall(kit.services, manageToken(secret, "cancel", b), settleSessionRefund, NOW);
    expect(booking).toMatchObject({ status: "cancelled", sequence: 1, version: 2 });
    expect(refund).toBeNull();
    expect(await run(reminders)).toEqual(reminders.map(() => ({ skipped: "the call was moved or cancelled since" })));
    const cancelled = (await queued()).filter((j) => j.data.version === 2);
    expect(cancelled.map((j) => [j.data.event, j.data.audience, j.data.by])).toEqual([
      ["cancelled", "visitor", "visitor"],
      ["cancelled", "owner", "visitor"],
    ]);
    await run(cancelled);
    const mail = await mailTo("dana@example.com", "Your free strategy call is cancelled");
    expect(mail.text).toContain("Your free strategy call is cancelled, as you asked.");
    expect(parseInvite(mail.invite!.ics)).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 1, uid: `${b.id}@127.0.0.1` });
    const owner = await mailTo("owner@example.com", "Free strategy call cancelled: Dana Scully, Thursday, December 3, 2026, 9:00 AM CST");
    expect(owner.text).toContain("The visitor cancelled this call; its time is open again.");
    // The used link no longer works.
    await expect(visitorCancelCall(kit.services, manageToken(secret, "cancel", b), settleSessionRefund, NOW)).rejects.toThrow(schedulingCopy.linkInvalid);
  });

  it("a reminder that comes due for a current call is sent with the links", async () => {
    await book();
    const [day] = (await queued()).filter((j) => j.data.lead === "24h");
    expect(await run([day!])).toEqual([{ sent: "call-reminder-24h" }]);
    const mail = await mailTo("dana@example.com", "Reminder: your free strategy call is tomorrow, Thursday, December 3, 2026, 4:00 PM GMT+1");
    expect(mail.text).toContain("Reschedule: http://127.0.0.1:3000/calls/reschedule?token=");
  });

  it("a reminder that runs late, once the call has started, is not sent", async () => {
    await book();
    const [hour] = (await queued()).filter((j) => j.data.lead === "1h");
    const late = { ...hour!, startAfter: new Date(THU_9.getTime() + 60_000) };
    const sentBefore = (await kit.services.mailer.outbox!.list()).length;
    expect(await run([late])).toEqual([{ skipped: "the call is no longer booked or has started" }]);
    expect((await kit.services.mailer.outbox!.list()).length).toBe(sentBefore);
  });

  it("through SMTP the invite travels once: one text/calendar; method=REQUEST part beside the text and HTML, no attachment", async () => {
    const b = await book();
    const smtpMailer = createMailer({ env: kit.services.env, logger: kit.services.logger, smtpUrl: smtp.url });
    const [confirmation] = (await queued()).filter((j) => j.data.event === "booked" && j.data.audience === "visitor");
    await callEmailJob({ ...kit.services, mailer: smtpMailer }, () => confirmation!.startAfter)(confirmation!.data);
    smtpMailer.close();
    const mail = smtp.messages.find((m) => m.subject.startsWith("Your free strategy call is booked"))!;
    expect(mail.to).toEqual(["dana@example.com"]);
    // RFC 6047: the iCalendar object in one text/calendar part whose method matches the file's METHOD.
    expect(mail.calendar.map((c) => c.type.replace(/\s+/g, " "))).toEqual(["text/calendar; charset=utf-8; method=REQUEST"]);
    expect(parseInvite(mail.calendar[0]!.ics)).toMatchObject({ method: "REQUEST", uid: `${b.id}@127.0.0.1`, start: "2026-12-03T15:00:00.000Z" });
    // The parts of the message as it travels: one multipart/alternative, nothing attached.
    const types = [...mail.raw.matchAll(/^Content-Type: ([^;\r\n]+)/gim)].map((m) => m[1]!.toLowerCase());
    expect(types).toEqual(["multipart/alternative", "text/plain", "text/html", "text/calendar"]);
    expect(mail.raw).not.toMatch(/Content-Disposition: attachment/i);
    expect(mail.raw).not.toMatch(/application\/ics/i);
  });
});

/** The stored outbox copy of the last email to `to` whose subject starts with `prefix`. */
async function latest(to: string, prefix: string): Promise<StoredMail> {
  const mail = (await kit.services.mailer.outbox!.list()).find((m) => m.to === to && m.subject.startsWith(prefix));
  if (!mail) throw new Error(`no mail to ${to}: ${prefix}…`);
  return mail;
}

/** Runs every call email of the booking's current version that is due by `at`. */
async function runDue(bookingId: string, version: number, at: Date) {
  return run((await queued()).filter((j) => j.data.bookingId === bookingId && j.data.version === version && j.startAfter <= at));
}

async function bookWith(more: Partial<Parameters<typeof bookCall>[1]>, start = THU_9) {
  return kit.services.database.db.transaction(async (tx) => {
    const b = await bookCall(
      tx,
      { kind: "strategy_call", start, timeZone: "Europe/Berlin", name: "Dana Scully", email: "dana@example.com", ...more },
      NOW,
    );
    await announceCall(kit.services, tx, b, "booked", undefined, NOW);
    return b;
  });
}

describe("what a call's emails promise and name (issue 43)", () => {
  it("the confirmation says the number we will call; the owner's invite names the client with phone, email, agenda and the console link", async () => {
    const b = await bookWith({ phone: "+1 512 555 0199", notes: "Missed calls after 5 pm" });
    await runDue(b.id, b.version, NOW);
    const mail = await latest("dana@example.com", "Your free strategy call is booked");
    expect(mail.text).toContain(
      "Thanks for booking a free strategy call with us. The calendar invite is attached; we'll call you at +1 512 555 0199.",
    );
    const owner = await latest("owner@example.com", "New free strategy call: Dana Scully");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(owner.invite!.ics)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Free strategy call — Dana Scully");
    expect(event.description).toBe(
      [
        "Phone: +1 512 555 0199",
        "Email: dana@example.com",
        "To cover: Missed calls after 5 pm",
        "Their time: Thursday, December 3, 2026, 4:00 PM GMT+1 (Europe/Berlin)",
        `In the console: http://127.0.0.1:3000/admin/bookings#booking-${b.id}`,
      ].join("\n"),
    );
    expect(event.uid).toBe(`${b.id}@127.0.0.1`);
    // The raw file: DTSTAMP is the instant the email was made (the job's clock), and it ends with CRLF.
    expect(owner.invite!.ics.replace(/\r\n[ \t]/g, "")).toContain("\r\nDTSTAMP:20261201T140000Z\r\n");
    expect(owner.invite!.ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("a free call booked from the form keeps the form's phone and challenges: the visitor is promised that number, the owner's invite shows both", async () => {
    // The form books at the real time (its handler's clock): the next open slot from now.
    const [slot] = await openCallSlots(kit.services.database.db, "strategy_call");
    const outcome = await acceptLeadFrom(
      kit.services,
      { clientIp: "198.51.100.7", headers: new Headers(), url: "http://127.0.0.1:3000/forms/strategy-call", user: async () => null },
      "strategy_call",
      { name: "Dana Scully", email: "dana.form@example.com", phone: "512 555 0199", challenges: "Missed calls after 5 pm", slotStart: slot!.toISOString(), timeZone: "Europe/Berlin" },
    );
    expect(outcome.kind).toBe("stored");
    const [b] = await kit.services.database.db.select().from(bookings).where(eq(bookings.email, "dana.form@example.com"));
    expect(b).toMatchObject({ phone: "512 555 0199", notes: "Missed calls after 5 pm" });
    const jobs = (await queued()).filter((j) => j.data.bookingId === b!.id && j.data.event === "booked");
    await run(jobs);
    expect((await latest("dana.form@example.com", "Your free strategy call is booked")).text).toContain("we'll call you at 512 555 0199.");
    const owner = (await kit.services.mailer.outbox!.list()).find((m) => m.to === "owner@example.com" && m.invite?.ics.includes(b!.id))!;
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(owner.invite!.ics)).getFirstSubcomponent("vevent")!);
    expect(event.description).toContain("Phone: 512 555 0199\nEmail: dana.form@example.com\nTo cover: Missed calls after 5 pm\n");
  });

  it("a call booked without a number asks for one instead of promising to call the number given", async () => {
    const b = await bookWith({ phone: null });
    await runDue(b.id, b.version, NOW);
    const mail = await latest("dana@example.com", "Your free strategy call is booked");
    expect(mail.text).toContain("The calendar invite is attached; reply to this email with the number we should call you on.");
    expect(mail.text).not.toContain("the number you gave us");
  });
});

describe("the owner moves and cancels a call (issue 43)", () => {
  it("a move from the console emails the visitor the new time in their zone, the note, the same entry with SEQUENCE 1 and new links", async () => {
    const b = await bookWith({ phone: "+1 512 555 0199" });
    const secret = kit.services.env.BETTER_AUTH_SECRET;
    const moved = await ownerRescheduleCall(kit.services, b.id, FRI_10, "Our 9:00 ran long, sorry for the change.", NOW);
    expect(moved).toMatchObject({ sequence: 1, version: 2, timeZone: "Europe/Berlin", moveNote: "Our 9:00 ran long, sorry for the change." });
    const jobs = (await queued()).filter((j) => j.data.version === 2);
    expect(jobs.map((j) => [j.data.event, j.data.audience, j.data.by ?? "", j.startAfter.toISOString()])).toEqual([
      ["moved", "visitor", "owner", NOW.toISOString()],
      ["moved", "owner", "owner", NOW.toISOString()],
      ["reminder", "visitor", "", "2026-12-03T16:00:00.000Z"],
      ["reminder", "visitor", "", "2026-12-04T15:00:00.000Z"],
    ]);
    await runDue(b.id, 2, NOW);
    const mail = await mailTo("dana@example.com", "Your free strategy call has moved to Friday, December 4, 2026, 5:00 PM GMT+1");
    expect(mail.text).toContain(
      "We've moved your free strategy call to the time below. The attached invite updates the entry in your calendar; if the new time doesn't suit you, pick another with the link below.",
    );
    expect(mail.text).toContain("Note from us: Our 9:00 ran long, sorry for the change.");
    expect(mail.links).toContain(`http://127.0.0.1:3000/calls/reschedule?token=${manageToken(secret, "reschedule", moved)}`);
    expect(mail.links).not.toContain(`http://127.0.0.1:3000/calls/reschedule?token=${manageToken(secret, "reschedule", b)}`);
    expect(parseInvite(mail.invite!.ics)).toMatchObject({ method: "REQUEST", uid: `${b.id}@127.0.0.1`, sequence: 1, start: "2026-12-04T16:00:00.000Z" });
    const owner = await mailTo("owner@example.com", "Free strategy call moved: Dana Scully, now Friday, December 4, 2026, 10:00 AM CST");
    expect(owner.text).toContain("You moved this call from the console; the visitor has the new time, an updated invite and new links.");
    expect(owner.text).toContain("Your note: Our 9:00 ran long, sorry for the change.");
  });

  it("a cancellation from the console gives the visitor the owner's reason and is recorded on the call", async () => {
    const b = await bookWith({});
    const { booking, refund } = await ownerCancelCall(kit.services, b.id, "I'm unwell on Thursday.", settleSessionRefund, NOW);
    expect(booking).toMatchObject({ status: "cancelled", cancelledBy: "owner", cancelReason: "I'm unwell on Thursday.", sequence: 1 });
    expect(refund).toBeNull();
    await runDue(b.id, 2, NOW);
    const mail = await mailTo("dana@example.com", "Your free strategy call is cancelled");
    expect(mail.text).toContain("We're sorry: we had to cancel your free strategy call. Reply to this email or book another time on our site.");
    expect(mail.text).toContain("Reason: I'm unwell on Thursday.");
    expect(parseInvite(mail.invite!.ics)).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 1 });
    const owner = await mailTo("owner@example.com", "Free strategy call cancelled: Dana Scully, Thursday, December 3, 2026, 9:00 AM CST");
    expect(owner.text).toContain("Reason: I'm unwell on Thursday.");
  });
});

describe("a cancelled paid session's email says what happens to the $250 (issue 43)", () => {
  async function paidSession(start: Date) {
    const [order] = await kit.services.database.db
      .insert(orders)
      .values({ email: "fox@example.com", status: "paid", amountTotal: 25_000, testMode: true, selection: { priceId: "strategy-session", upsellPriceIds: [] } })
      .returning();
    return bookWith({ kind: "strategy_session", orderId: order!.id, name: "Fox Mulder", email: "fox@example.com", phone: "+1 512 555 0123" }, start);
  }
  const refundJobs = async () => {
    type Row = { data: { bookingId: string } };
    const rows = (await kit.services.database.db.execute(sql`select data from pgboss.job where name = 'session-refund'`)) as unknown as Row[] | { rows: Row[] };
    return (Array.isArray(rows) ? rows : rows.rows).map((r) => r.data.bookingId);
  };

  it("cancelled by the owner: refunded in full, and both emails say so", async () => {
    const b = await paidSession(THU_9);
    const { refund } = await ownerCancelCall(kit.services, b.id, "We double-booked this hour.", settleSessionRefund, NOW);
    expect(refund).toBe("full");
    expect(await refundJobs()).toContain(b.id);
    await runDue(b.id, 2, NOW);
    const mail = await mailTo("fox@example.com", "Your paid strategy session is cancelled");
    expect(mail.text).toContain(
      "We're sorry: we had to cancel your paid strategy session. Reply to this email or book another time on our site. Your $250 payment will be refunded in full to your card; banks usually show it within 5–10 business days.",
    );
    expect(mail.text).toContain("Reason: We double-booked this hour.");
    const owner = await latest("owner@example.com", "Paid strategy session cancelled: Fox Mulder");
    expect(owner.text).toContain("You cancelled this call from the console; the visitor has been told. The $250 payment is being refunded in full.");
  });

  it("cancelled by the visitor 24 hours or more ahead: the email says the refund", async () => {
    const b = await paidSession(THU_9);
    const { refund } = await visitorCancelCall(kit.services, manageToken(kit.services.env.BETTER_AUTH_SECRET, "cancel", b), settleSessionRefund, NOW);
    expect(refund).toBe("full");
    await runDue(b.id, 2, NOW);
    const mail = await mailTo("fox@example.com", "Your paid strategy session is cancelled");
    expect(mail.text).toContain(
      "Your paid strategy session is cancelled, as you asked. The attached update removes it from your calendar. Your $250 payment will be refunded in full to your card; banks usually show it within 5–10 business days.",
    );
  });

  it("cancelled by the visitor less than 24 hours ahead: the email says there is no refund, and none is made", async () => {
    const WED_9 = new Date("2026-12-02T15:00:00Z"); // 25 h after NOW
    const LATE = new Date("2026-12-02T00:00:00Z"); // 15 h before the session
    const b = await paidSession(WED_9);
    const { refund } = await visitorCancelCall(kit.services, manageToken(kit.services.env.BETTER_AUTH_SECRET, "cancel", b), settleSessionRefund, LATE);
    expect(refund).toBe("none");
    expect(await refundJobs()).not.toContain(b.id);
    await runDue(b.id, 2, LATE);
    const mail = await mailTo("fox@example.com", "Your paid strategy session is cancelled");
    expect(mail.text).toContain("The session was cancelled less than 24 hours before its start, so the $250 payment is not refunded.");
    const owner = await latest("owner@example.com", "Paid strategy session cancelled: Fox Mulder");
    expect(owner.text).toContain("The visitor cancelled this call; its time is open again. Cancelled less than 24 hours before the start: the $250 payment is not refunded.");
  });
});
