import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminActions, bookings, formSubmissions, orders, schedulingSettings } from "#db/schema";
import { bookCall, openCallSlots } from "~/features/scheduling/bookings.server";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { action as bookingsAction, loader as bookingsLoader } from "~/routes/_admin/bookings";
import { loader as inviteLoader } from "~/routes/_admin/booking-invite";
import { loader as leadLoader } from "~/routes/_admin/lead";
import { action as schedulingAction, loader as schedulingLoader } from "~/routes/_admin/scheduling";
import { listBookings } from "./bookings.server";
import { startAdminTestKit, statusOf, type AdminTestKit } from "#tests/support/admin-kit";

let kit: AdminTestKit;
let leadId = "";
let orderId = "";

beforeAll(async () => {
  kit = await startAdminTestKit();
  const [lead] = await kit.db
    .insert(formSubmissions)
    .values({ formType: "strategy_call", data: { name: "Dana Scully", email: "dana@example.com" }, email: "dana@example.com" })
    .returning();
  const [order] = await kit.db
    .insert(orders)
    .values({ email: "fox@example.com", status: "pending", amountTotal: 25_000, selection: { priceId: "strategy-session", upsellPriceIds: [] } })
    .returning();
  leadId = lead.id;
  orderId = order.id;
}, 60_000);
afterAll(async () => {
  await kit?.close();
});
beforeEach(async () => {
  await kit.db.delete(bookings);
  await kit.db.delete(schedulingSettings);
  await kit.db.delete(adminActions);
});

const MIN = 60_000;
type Row = typeof bookings.$inferInsert;
async function insert(start: Date, more: Partial<Row> = {}) {
  const minutes = more.kind === "strategy_session" ? 60 : 30;
  const [row] = await kit.db
    .insert(bookings)
    .values({
      kind: "strategy_call",
      leadId,
      slotStart: start,
      slotEnd: new Date(start.getTime() + minutes * MIN),
      blocksUntil: new Date(start.getTime() + (minutes + 15) * MIN),
      timeZone: "Europe/Berlin",
      name: "Dana Scully",
      email: "dana@example.com",
      ...more,
    })
    .returning();
  return row;
}

const post = (who: "admin" | "member", form: Record<string, string>) =>
  bookingsAction({ request: kit.request(who, "/admin/bookings", { form }), context: kit.context(), params: {} } as never);

/** An action's answer: its status and body, whether returned plainly or with data(). */
async function answer(run: () => Promise<unknown>) {
  const result = (await run()) as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (result?.type === "DataWithResponseInit") return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown> };
  return { status: 200, body: result as Record<string, unknown> };
}

describe("the bookings list", () => {
  /** Wednesday 2 December 2026, 08:00 in New York. */
  const NOW = new Date("2026-12-02T13:00:00Z");

  it("groups upcoming calls by the owner's day, with the visitor's time, kind, status label and record link; past calls newest first", async () => {
    await insert(new Date("2026-12-03T14:00:00Z")); // Thu 9:00 EST, 3:00 PM in Berlin
    await insert(new Date("2026-12-04T02:00:00Z"), { name: "Mia Tokyo", timeZone: "Asia/Tokyo", sequence: 1 }); // Thu 9 PM EST = Fri 11 AM in Tokyo
    await insert(new Date("2026-12-04T15:00:00Z"), {
      kind: "strategy_session",
      leadId: null,
      orderId,
      status: "held",
      name: "Fox Mulder",
      email: "fox@example.com",
      holdExpiresAt: new Date("2026-12-02T13:30:00Z"),
    });
    await insert(new Date("2026-12-05T15:00:00Z"), { status: "cancelled", name: "Cal Cancel" });
    await insert(new Date("2026-12-01T15:00:00Z"), { name: "Past Booked" });
    await insert(new Date("2026-11-30T15:00:00Z"), { status: "no_show", name: "Nora Noshow" });
    await insert(new Date("2026-11-27T15:00:00Z"), { status: "done", name: "Dora Done" });
    await insert(new Date("2026-11-26T15:00:00Z"), { status: "expired", kind: "strategy_session", leadId: null, name: "Exp Ired" });

    const { upcoming, past } = await listBookings(kit.db, "America/New_York", NOW);
    expect(upcoming.map((d) => [d.label, d.items.map((b) => b.name)])).toEqual([
      ["Thursday, December 3, 2026", ["Dana Scully", "Mia Tokyo"]],
      ["Friday, December 4, 2026", ["Fox Mulder"]],
      ["Saturday, December 5, 2026", ["Cal Cancel"]],
    ]);
    const [dana, mia] = upcoming[0]!.items;
    expect(dana).toMatchObject({
      time: "9:00 AM – 9:30 AM EST",
      visitorTime: "3:00 PM – 3:30 PM GMT+1",
      visitorZone: "Europe/Berlin",
      kind: "Free strategy call",
      label: "Booked",
      record: { to: `/admin/leads/${leadId}`, label: "Lead" },
      canCancel: true,
      canMark: false,
    });
    expect(mia).toMatchObject({ time: "9:00 PM – 9:30 PM EST", visitorTime: "Fri, Dec 4, 11:00 AM – 11:30 AM GMT+9", label: "Rescheduled" });
    expect(upcoming[1]!.items[0]).toMatchObject({
      kind: "Paid strategy session",
      label: "Held — awaiting payment",
      time: "10:00 AM – 11:00 AM EST",
      record: { to: `/admin/orders/${orderId}`, label: "Order" },
      canCancel: true,
    });
    expect(upcoming[2]!.items[0]).toMatchObject({ label: "Cancelled", canCancel: false });
    expect(past.map((b) => [b.name, b.label, b.canMark, b.day])).toEqual([
      ["Past Booked", "Booked", true, "Tue, Dec 1"],
      ["Nora Noshow", "No-show", false, "Mon, Nov 30"],
      ["Dora Done", "Done", false, "Fri, Nov 27"],
      ["Exp Ired", "Expired", false, "Thu, Nov 26"],
    ]);
    expect(past.at(-1)!.record).toBeNull();

    // In the owner's saved zone the same calls fall on other days.
    const berlin = await listBookings(kit.db, "Europe/Berlin", NOW);
    expect(berlin.upcoming[1]!.label).toBe("Friday, December 4, 2026");
    expect(berlin.upcoming[1]!.items.map((b) => b.name)).toEqual(["Mia Tokyo", "Fox Mulder"]);
  });

  it("the page's loader lists in the owner's saved zone and opens the confirm step only for a real id", async () => {
    const soon = await insert(new Date(Date.now() + 3 * 86_400_000));
    const load = async (qs: string) =>
      (await bookingsLoader({ request: kit.request("admin", `/admin/bookings${qs}`), context: kit.context(), params: {} } as never)) as {
        ownerZone: string;
        confirm: string | null;
      };
    expect((await load("")).ownerZone).toBe("America/Chicago"); // the business is in Austin
    expect((await load(`?confirm=${soon.id}`)).confirm).toBe(soon.id);
    expect((await load("?confirm=<script>")).confirm).toBeNull();
  });
});

describe("the owner's actions on a call", () => {
  it("cancel: the time is open again, the call shows Cancelled, the audit log says who; a second cancel is a 409", async () => {
    const [slot] = (await openCallSlots(kit.db, "strategy_call")).slice(3);
    const booked = await bookCall(kit.db, { kind: "strategy_call", start: slot!, timeZone: "UTC", name: "Dana Scully", email: "dana@example.com", leadId });
    expect((await openCallSlots(kit.db, "strategy_call")).map(Number)).not.toContain(slot!.getTime());

    const res = await answer(() => post("admin", { intent: "cancel", id: booked.id, reason: "Double-booked, sorry." }));
    expect(res).toEqual({
      status: 200,
      body: { ok: true, message: "Call with Dana Scully cancelled. Its time is open again.", id: booked.id, intent: "cancel" },
    });
    const [row] = await kit.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row).toMatchObject({ status: "cancelled", version: 2, sequence: 1, cancelledBy: "owner", cancelReason: "Double-booked, sorry." });
    expect((await openCallSlots(kit.db, "strategy_call")).map(Number)).toContain(slot!.getTime());
    const [audit] = await kit.db.select().from(adminActions).orderBy(desc(adminActions.createdAt));
    expect(audit).toMatchObject({ action: "booking.cancel", targetType: "booking", targetId: booked.id, adminEmail: "owner@example.com" });
    expect(audit!.details).toMatchObject({ from: "booked", kind: "strategy_call", reason: "Double-booked, sorry.", refund: null });

    const again = await answer(() => post("admin", { intent: "cancel", id: booked.id, reason: "Again" }));
    expect(again).toEqual({ status: 409, body: { ok: false, message: "Only a booked or held call can be cancelled.", id: booked.id, intent: "cancel" } });
  });

  it("mark done / no-show only once a booked call has started", async () => {
    const future = await insert(new Date(Date.now() + 2 * 86_400_000));
    const started = await insert(new Date(Date.now() - 10 * MIN), { name: "Walter Skinner" });
    const early = await answer(() => post("admin", { intent: "done", id: future.id }));
    expect(early).toMatchObject({
      status: 409,
      body: { ok: false, message: "This call has not started yet: mark it done or no-show once its time has come." },
    });
    expect(await answer(() => post("admin", { intent: "no-show", id: started.id }))).toMatchObject({
      status: 200,
      body: { ok: true, message: "Call with Walter Skinner marked no-show." },
    });
    const [row] = await kit.db.select().from(bookings).where(eq(bookings.id, started.id));
    expect(row!.status).toBe("no_show");
    expect(await answer(() => post("admin", { intent: "done", id: started.id }))).toMatchObject({
      status: 409,
      body: { message: "Only a booked call can be marked done or no-show." },
    });
    const cancelled = await insert(new Date(Date.now() - 3 * 86_400_000), { status: "cancelled" });
    expect(await answer(() => post("admin", { intent: "done", id: cancelled.id }))).toMatchObject({ status: 409 });
    const actions = await kit.db.select({ action: adminActions.action }).from(adminActions);
    expect(actions).toEqual([{ action: "booking.no_show" }]);
  });

  it("refuses bad input with a clear message and changes nothing; a non-admin gets the console's 404", async () => {
    const call = await insert(new Date(Date.now() + 2 * 86_400_000));
    expect(await answer(() => post("admin", { intent: "cancel", id: "nope", reason: "x" }))).toMatchObject({
      status: 400,
      body: { ok: false, message: "Choose a call from the list." },
    });
    expect(await answer(() => post("admin", { intent: "delete", id: call.id }))).toMatchObject({
      status: 400,
      body: { ok: false, message: "Unknown action. Reload the page and try again." },
    });
    expect(await answer(() => post("admin", { intent: "cancel", id: "00000000-0000-4000-8000-000000000000", reason: "x" }))).toMatchObject({
      status: 404,
      body: { ok: false, message: "That call no longer exists. Reload the page." },
    });
    expect(await statusOf(() => post("member", { intent: "cancel", id: call.id, reason: "x" }))).toBe(404);
    const [row] = await kit.db.select().from(bookings).where(eq(bookings.id, call.id));
    expect(row!.status).toBe("booked");
    expect(await kit.db.select().from(adminActions)).toEqual([]);
  });
});

describe("the owner's calendar invite", () => {
  const get = (who: "admin" | "member", id: string) =>
    inviteLoader({ request: kit.request(who, `/admin/bookings/${id}/invite`), context: kit.context(), params: { id } } as never);

  it("is a text/calendar download with the call's DTSTART, the client named with phone and agenda, the owner as organizer and the visitor as attendee", async () => {
    const call = await insert(new Date("2027-03-09T13:00:00Z"), { sequence: 2, phone: "+1 512 555 0199", notes: "After-hours calls" });
    const res = (await get("admin", call.id)) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="call-2027-03-09-${call.id.slice(0, 8)}.ics"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const ics = (await res.text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("DTSTART:20270309T130000Z");
    expect(ics).toContain("DTEND:20270309T133000Z");
    expect(ics).toContain("SEQUENCE:2");
    expect(ics).toContain(`UID:${call.id}@127.0.0.1`);
    expect(ics).toContain("\r\nSUMMARY:Free strategy call — Dana Scully\r\n");
    expect(ics).toContain(
      `\r\nDESCRIPTION:Phone: +1 512 555 0199\\nEmail: dana@example.com\\nTo cover: After-hours calls\\nTheir time: Tuesday\\, March 9\\, 2027\\, 2:00 PM GMT+1 (Europe/Berlin)\\nIn the console: http://127.0.0.1:3000/admin/bookings#booking-${call.id}\r\n`,
    );
    expect(ics).toMatch(/ORGANIZER;CN="Voxa AI":mailto:hello@voxa-ai\.com/);
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*CN="Dana Scully"[^\r\n]*:mailto:dana@example\.com/);
  });

  it("a cancelled call's invite cancels the event; a non-admin or an unknown id gets 404", async () => {
    const call = await insert(new Date("2027-03-10T13:00:00Z"), { status: "cancelled", sequence: 1 });
    const ics = await ((await get("admin", call.id)) as Response).text();
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(await statusOf(() => get("member", call.id))).toBe(404);
    expect(await statusOf(() => get("admin", "00000000-0000-4000-8000-000000000000"))).toBe(404);
  });
});

describe("a lead's page shows its call", () => {
  it("with the time in the owner's zone and its status", async () => {
    // 13:00Z on 9 March 2027 is 7:00 in Austin: daylight time starts on the 14th.
    await insert(new Date("2027-03-09T13:00:00Z"), { sequence: 1 });
    const data = (await leadLoader({
      request: kit.request("admin", `/admin/leads/${leadId}`),
      context: kit.context(),
      params: { id: leadId },
    } as never)) as { calls: { longDay: string; time: string; label: string }[] };
    expect(data.calls).toEqual([
      expect.objectContaining({ longDay: "Tuesday, March 9, 2027", time: "7:00 AM – 7:30 AM CST", label: "Rescheduled" }),
    ]);
  });
});

describe("the availability settings page", () => {
  const valid = {
    timeZone: "Europe/London",
    "w1.start": "09:00",
    "w1.end": "12:00",
    "w3.start": "13:00",
    "w3.end": "17:00",
    minNoticeHours: "2",
    bufferMinutes: "0",
    daysAhead: "7",
    callMinutes: "45",
    sessionMinutes: "90",
    blackout: "2026-12-25",
    newBlackout: "2026-12-24",
  };
  const send = (who: "admin" | "member", form: Record<string, string>) =>
    schedulingAction({ request: kit.request(who, "/admin/scheduling", { form }), context: kit.context(), params: {} } as never);

  it("saves valid settings, says so, records the change, and the booking forms use them", async () => {
    expect(await answer(() => send("admin", valid))).toEqual({
      status: 200,
      body: { ok: true, message: "Availability saved. The booking forms offer the new times now." },
    });
    const schedule = await loadSchedule(kit.db);
    expect(schedule.availability).toMatchObject({
      timeZone: "Europe/London",
      weekly: { 1: [["09:00", "12:00"]], 3: [["13:00", "17:00"]] },
      minNoticeMinutes: 120,
      bufferMinutes: 0,
      blackoutDates: ["2026-12-24", "2026-12-25"],
      daysAhead: 7,
    });
    expect(schedule.lengths).toEqual({ strategy_call: 45, strategy_session: 90, kickoff: 90 });
    const [audit] = await kit.db.select().from(adminActions);
    expect(audit).toMatchObject({ action: "schedule.save", targetType: "schedule", targetId: "default", adminId: kit.owner.id });
    expect(audit!.details).toMatchObject({
      firstSave: true,
      changes: { timeZone: { from: "America/Chicago", to: "Europe/London" }, callMinutes: { from: 30, to: 45 } },
    });
    const [row] = await kit.db.select().from(schedulingSettings);
    expect(row!.updatedBy).toBe(kit.owner.id);
    const page = (await schedulingLoader({ request: kit.request("admin", "/admin/scheduling"), context: kit.context(), params: {} } as never)) as {
      draft: { timeZone: string; minNoticeHours: string; weekly: unknown[][] };
      zones: string[];
    };
    expect(page.draft).toMatchObject({ timeZone: "Europe/London", minNoticeHours: "2" });
    expect(page.draft.weekly[1]).toEqual([{ start: "09:00", end: "12:00" }]);
    expect(page.zones).toContain("UTC");
    expect(page.zones).toContain("America/New_York");
  });

  it("a refused form answers 400 with each field's message and the form as typed; nothing is stored or logged", async () => {
    const res = await answer(() =>
      send("admin", { ...valid, timeZone: "Mars/Olympus", "w1.end": "08:00", bufferMinutes: "", callMinutes: "33" }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      ok: false,
      message: "Nothing was saved. Fix the fields marked below.",
      fieldErrors: {
        timeZone: "Not a time zone we know. Pick one from the list.",
        "weekly.1": "End must be after start on Monday.",
        bufferMinutes: "Buffer must be a whole number of minutes from 0 to 120.",
        callMinutes: "The free strategy call must last 15 to 120 minutes, in steps of 5.",
      },
      draft: { timeZone: "Mars/Olympus", bufferMinutes: "", callMinutes: "33" },
    });
    expect(await kit.db.select().from(schedulingSettings)).toEqual([]);
    expect(await kit.db.select().from(adminActions)).toEqual([]);
  });

  it("without JavaScript, Add window and Remove come back as an edited form, unsaved; a made-up intent is a 400", async () => {
    const added = await answer(() => send("admin", { ...valid, intent: "add-window:1" }));
    expect(added.status).toBe(200);
    expect((added.body.draft as { weekly: unknown[][] }).weekly[1]).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "12:00", end: "13:00" },
    ]);
    const removed = await answer(() => send("admin", { ...valid, intent: "remove-blackout:0" }));
    expect((removed.body.draft as { blackout: string[] }).blackout).toEqual([]);
    expect(await answer(() => send("admin", { ...valid, intent: "drop-table" }))).toMatchObject({
      status: 400,
      body: { ok: false, message: "Unknown action. Reload the page and try again." },
    });
    expect(await kit.db.select().from(schedulingSettings)).toEqual([]);
    expect(await statusOf(() => send("member", valid))).toBe(404);
    expect(await kit.db.select().from(schedulingSettings)).toEqual([]);
  });
});
