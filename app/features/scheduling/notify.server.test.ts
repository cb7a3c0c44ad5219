import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
import type { StoredMail } from "#platform/mailer.server";
import { createTestServices } from "#tests/support/services";
import { startSmtpFake, type SmtpFake } from "#tests/fakes/smtp";
import { createMailer } from "#platform/mailer.server";
import { schedulingCopy } from "~/content/scheduling";
import { bookCall, manageToken, type CallBooking } from "./bookings.server";
import { visitorCancelCall, visitorRescheduleCall } from "./manage.server";
import { announceCall, callEmailJob, type CallEmailJob } from "./notify.server";

/** Tuesday 1 December 2026, 08:00 in New York; the call is Thursday 9:00 EST (14:00Z), 49 hours later. */
const NOW = new Date("2026-12-01T13:00:00Z");
const THU_9 = new Date("2026-12-03T14:00:00Z");
const FRI_10 = new Date("2026-12-04T15:00:00Z");

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
    expect(jobs[2]!.startAfter.toISOString()).toBe("2026-12-02T14:00:00.000Z");
    expect(jobs[3]!.startAfter.toISOString()).toBe("2026-12-03T13:00:00.000Z");
  });

  it("the visitor's confirmation is in the visitor's zone, carries both links and an invite a calendar reads at the right instant", async () => {
    const b = await book();
    await run((await queued()).filter((j) => j.data.event === "booked"));
    const mail = await mailTo("dana@example.com", "Your free strategy call is booked: Thursday, December 3, 2026, 3:00 PM GMT+1");
    expect(mail.text).toContain("When: Thursday, December 3, 2026, 3:00 PM GMT+1");
    expect(mail.text).toContain("Length: 30 minutes");
    const secret = kit.services.env.BETTER_AUTH_SECRET;
    expect(mail.links).toContain(`http://127.0.0.1:3000/calls/reschedule?token=${manageToken(secret, "reschedule", b)}`);
    expect(mail.links).toContain(`http://127.0.0.1:3000/calls/cancel?token=${manageToken(secret, "cancel", b)}`);
    expect(parseInvite(mail.invite!.ics)).toEqual({
      method: "REQUEST",
      uid: `${b.id}@127.0.0.1`,
      sequence: 0,
      start: "2026-12-03T14:00:00.000Z",
      end: "2026-12-03T14:30:00.000Z",
      status: "CONFIRMED",
      organizer: "mailto:owner@example.com",
      attendee: "mailto:dana@example.com",
    });
    const owner = await mailTo("owner@example.com", "New free strategy call: Dana Scully, Thursday, December 3, 2026, 9:00 AM EST");
    expect(owner.text).toContain("Visitor's time: Thursday, December 3, 2026, 3:00 PM GMT+1");
    expect(owner.text).toContain("Open the bookings: http://127.0.0.1:3000/admin/bookings");
    expect(parseInvite(owner.invite!.ics).start).toBe("2026-12-03T14:00:00.000Z");
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
      ["reminder", "visitor", "24h", "2026-12-03T15:00:00.000Z"],
      ["reminder", "visitor", "1h", "2026-12-04T14:00:00.000Z"],
    ]);
    await run(after.filter((j) => j.data.event === "moved"));
    const mail = await mailTo("dana@example.com", "Your free strategy call has moved to Friday, December 4, 2026, 7:00 AM PST");
    expect(parseInvite(mail.invite!.ics)).toMatchObject({ method: "REQUEST", uid: `${b.id}@127.0.0.1`, sequence: 1, start: "2026-12-04T15:00:00.000Z" });
    await mailTo("owner@example.com", "Free strategy call moved: Dana Scully, now Friday, December 4, 2026, 10:00 AM EST");
  });

  it("a cancellation sends METHOD:CANCEL to the visitor, tells the owner, and the reminders are not sent", async () => {
    const b = await book();
    const reminders = (await queued()).filter((j) => j.data.event === "reminder");
    const secret = kit.services.env.BETTER_AUTH_SECRET;
    const { booking, refund } = await visitorCancelCall(kit.services, manageToken(secret, "cancel", b), NOW);
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
    const owner = await mailTo("owner@example.com", "Free strategy call cancelled: Dana Scully, Thursday, December 3, 2026, 9:00 AM EST");
    expect(owner.text).toContain("The visitor cancelled this call; its time is open again.");
    // The used link no longer works.
    await expect(visitorCancelCall(kit.services, manageToken(secret, "cancel", b), NOW)).rejects.toThrow(schedulingCopy.linkInvalid);
  });

  it("a reminder that comes due for a current call is sent with the links", async () => {
    await book();
    const [day] = (await queued()).filter((j) => j.data.lead === "24h");
    expect(await run([day!])).toEqual([{ sent: "call-reminder-24h" }]);
    const mail = await mailTo("dana@example.com", "Reminder: your free strategy call is tomorrow, Thursday, December 3, 2026, 3:00 PM GMT+1");
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

  it("through SMTP the invite travels as a text/calendar part (method REQUEST) and an invite.ics attachment", async () => {
    const b = await book();
    const smtpMailer = createMailer({ env: kit.services.env, logger: kit.services.logger, smtpUrl: smtp.url });
    const [confirmation] = (await queued()).filter((j) => j.data.event === "booked" && j.data.audience === "visitor");
    await callEmailJob({ ...kit.services, mailer: smtpMailer }, () => confirmation!.startAfter)(confirmation!.data);
    smtpMailer.close();
    const mail = smtp.messages.find((m) => m.subject.startsWith("Your free strategy call is booked"))!;
    expect(mail.to).toEqual(["dana@example.com"]);
    expect(mail.calendar.map((c) => c.type.replace(/\s+/g, " "))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^text\/calendar; charset=utf-8; method=REQUEST/i)]),
    );
    expect(mail.calendar.length).toBeGreaterThanOrEqual(1);
    for (const part of mail.calendar) expect(parseInvite(part.ics)).toMatchObject({ uid: `${b.id}@127.0.0.1`, start: "2026-12-03T14:00:00.000Z" });
    expect(mail.raw).toMatch(/filename="?invite\.ics"?/);
  });
});
