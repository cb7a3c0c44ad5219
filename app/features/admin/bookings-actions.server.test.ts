import { settleSessionRefund } from "~/features/checkout/session-refund.server";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminActions, bookings, formSubmissions, orders } from "#db/schema";
import { bookCall, manageToken, openCallSlots } from "~/features/scheduling/bookings.server";
import { visitorCancelCall } from "~/features/scheduling/manage.server";
import { action as bookingsAction, loader as bookingsLoader } from "~/routes/_admin/bookings";
import { cancelBooking, listBookings, moveBooking } from "./bookings.server";
import { startAdminTestKit, type AdminTestKit } from "#tests/support/admin-kit";

/**
 * The owner moves a call and gives a reason when cancelling (issue 43, decision 108). The rules run
 * at a fixed instant (decision 096); the route is asked only what does not depend on the day.
 */

/** Tuesday 1 December 2026, 08:00 in Austin; Thursday 9:00 CST is 15:00Z. */
const NOW = new Date("2026-12-01T14:00:00Z");
const THU_9 = new Date("2026-12-03T15:00:00Z");
const FRI_10 = new Date("2026-12-04T16:00:00Z");

let kit: AdminTestKit;
let leadId = "";
beforeAll(async () => {
  kit = await startAdminTestKit({ PUBLIC_SITE_URL: "http://127.0.0.1:3000" });
  const [lead] = await kit.db
    .insert(formSubmissions)
    .values({ formType: "strategy_call", data: { name: "Dana Scully", email: "dana@example.com" }, email: "dana@example.com" })
    .returning();
  leadId = lead!.id;
}, 60_000);
afterAll(async () => {
  await kit?.close();
});
beforeEach(async () => {
  await kit.db.delete(bookings);
  await kit.db.delete(adminActions);
  await kit.db.execute(sql`delete from pgboss.job where name in ('call-email', 'session-refund')`);
});

const book = (start = THU_9, more: Partial<Parameters<typeof bookCall>[1]> = {}) =>
  bookCall(
    kit.db,
    { kind: "strategy_call", start, timeZone: "Europe/Berlin", name: "Dana Scully", email: "dana@example.com", leadId, phone: "+1 512 555 0199", notes: "After-hours calls", ...more },
    NOW,
  );

const post = (form: Record<string, string>, query = "") =>
  bookingsAction({ request: kit.request("admin", `/admin/bookings${query}`, { form }), context: kit.context(), params: {} } as never);

async function answer(run: () => Promise<unknown>) {
  const result = (await run()) as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (result?.type === "DataWithResponseInit") return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown> };
  return { status: 200, body: result as Record<string, unknown> };
}

type CallJob = { event: string; audience: string; by?: string; version: number };
async function callJobs(): Promise<CallJob[]> {
  const rows = (await kit.db.execute(sql`select data from pgboss.job where name = 'call-email' order by created_on, data->>'audience' desc`)) as unknown as
    | { data: CallJob }[]
    | { rows: { data: CallJob }[] };
  return (Array.isArray(rows) ? rows : rows.rows).map((r) => r.data);
}

describe("cancelling from the console takes a reason (issue 43)", () => {
  it("without a reason: 400 at the reason field, and the call stays booked", async () => {
    const b = await book();
    const res = await answer(() => post({ intent: "cancel", id: b.id, reason: "   " }, `?confirm=${b.id}`));
    expect(res).toEqual({
      status: 400,
      body: {
        ok: false,
        message: "Give a reason for cancelling: the visitor reads it in their email.",
        fieldErrors: { reason: "Give a reason for cancelling: the visitor reads it in their email." },
        id: b.id,
        intent: "cancel",
      },
    });
    expect(await answer(() => post({ intent: "cancel", id: b.id, reason: "x".repeat(501) }))).toMatchObject({
      status: 400,
      body: { message: "Keep the reason under 500 characters." },
    });
    const [row] = await kit.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row!.status).toBe("booked");
    expect(await kit.db.select().from(adminActions)).toEqual([]);
  });

  it("the reason is recorded on the call and in the audit log, the visitor's email is queued, and the list says who cancelled", async () => {
    const mine = await book();
    const theirs = await book(FRI_10, { name: "Walter Skinner", email: "walter@example.com" });
    const done = await cancelBooking(kit.services, kit.adminUser, mine.id, "I'm unwell on Thursday.", NOW);
    expect(done.message).toBe("Call with Dana Scully cancelled. Its time is open again.");
    const [audit] = await kit.db.select().from(adminActions).orderBy(desc(adminActions.createdAt));
    expect(audit!.details).toMatchObject({ reason: "I'm unwell on Thursday.", from: "booked" });
    expect((await callJobs()).filter((j) => j.version === 2).map((j) => [j.event, j.audience, j.by])).toEqual([
      ["cancelled", "visitor", "owner"],
      ["cancelled", "owner", "owner"],
    ]);
    await visitorCancelCall(kit.services, manageToken(kit.services.env.BETTER_AUTH_SECRET, "cancel", theirs), settleSessionRefund, NOW);
    const { upcoming } = await listBookings(kit.db, "America/Chicago", NOW);
    const views = upcoming.flatMap((d) => d.items);
    expect(views.map((v) => [v.name, v.label, v.cancelNote])).toEqual([
      ["Dana Scully", "Cancelled", "Cancelled by you: I'm unwell on Thursday."],
      ["Walter Skinner", "Cancelled", "Cancelled by the visitor."],
    ]);
    expect(views[0]).toMatchObject({ phone: "+1 512 555 0199", notes: "After-hours calls", canMove: false });
  });

  it("a paid session cancelled by the owner is refunded in full, and the notice says so", async () => {
    const [order] = await kit.db
      .insert(orders)
      .values({ email: "fox@example.com", status: "paid", amountTotal: 25_000, testMode: true, selection: { priceId: "strategy-session", upsellPriceIds: [] } })
      .returning();
    const session = await book(THU_9, { kind: "strategy_session", orderId: order!.id, leadId: undefined, name: "Fox Mulder", email: "fox@example.com" });
    const done = await cancelBooking(kit.services, kit.adminUser, session.id, "We double-booked this hour.", NOW);
    expect(done).toMatchObject({ refund: "full", message: "Call with Fox Mulder cancelled. Its time is open again. The paid session will be refunded in full." });
  });
});

describe("moving a call from the console (issue 43)", () => {
  it("moves it to an open time, frees the old one, records the move and emails the visitor", async () => {
    const b = await book();
    const done = await moveBooking(kit.services, kit.adminUser, b.id, FRI_10, "Our 9:00 ran long.", "America/Chicago", NOW);
    expect(done.message).toBe("Call with Dana Scully moved to Friday, December 4, 2026, 10:00 AM CST. They have been emailed the new time and invite.");
    expect(done.booking).toMatchObject({ sequence: 1, version: 2, timeZone: "Europe/Berlin", moveNote: "Our 9:00 ran long." });
    const open = (await openCallSlots(kit.db, "strategy_call", NOW)).map((d) => d.toISOString());
    expect(open).toContain(THU_9.toISOString());
    expect(open).not.toContain(FRI_10.toISOString());
    const [audit] = await kit.db.select().from(adminActions);
    expect(audit).toMatchObject({ action: "booking.move", targetType: "booking", targetId: b.id, adminEmail: "owner@example.com" });
    expect(audit!.details).toEqual({ from: THU_9.toISOString(), to: FRI_10.toISOString(), note: "Our 9:00 ran long." });
    expect((await callJobs()).filter((j) => j.version === 2 && j.event === "moved").map((j) => [j.audience, j.by])).toEqual([
      ["visitor", "owner"],
      ["owner", "owner"],
    ]);
    const { upcoming } = await listBookings(kit.db, "America/Chicago", NOW);
    expect(upcoming.flatMap((d) => d.items).map((v) => [v.name, v.label, v.time])).toEqual([["Dana Scully", "Rescheduled", "10:00 AM – 10:30 AM CST"]]);
  });

  it("refuses a missing time or a long note with 400 at the field, a taken time with 409, and changes nothing", async () => {
    const b = await book();
    expect(await answer(() => post({ intent: "move", id: b.id, slotStart: "" }, `?move=${b.id}`))).toEqual({
      status: 400,
      body: { ok: false, message: "Pick one of the open times.", fieldErrors: { slotStart: "Pick one of the open times." }, id: b.id, intent: "move" },
    });
    expect(await answer(() => post({ intent: "move", id: b.id, slotStart: FRI_10.toISOString(), note: "n".repeat(501) }))).toMatchObject({
      status: 400,
      body: { message: "Keep the note under 500 characters.", fieldErrors: { note: "Keep the note under 500 characters." } },
    });
    await book(FRI_10, { email: "other@example.com", name: "Other Visitor" });
    await expect(moveBooking(kit.services, kit.adminUser, b.id, FRI_10, null, "America/Chicago", NOW)).rejects.toThrow("That time was just taken — pick another.");
    const [row] = await kit.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({ version: 1, sequence: 0 });
    expect(await kit.db.select().from(adminActions)).toEqual([]);
  });

  it("the page's ?move= step offers the call's own kind of times in the owner's zone, for a booked call only", async () => {
    // The loader runs at the real time: a call three days from it.
    const soon = await bookCall(kit.db, {
      kind: "strategy_call",
      start: (await openCallSlots(kit.db, "strategy_call")).at(-1)!,
      timeZone: "UTC",
      name: "Dana Scully",
      email: "dana@example.com",
    });
    const load = async (qs: string) =>
      (await bookingsLoader({ request: kit.request("admin", `/admin/bookings${qs}`), context: kit.context(), params: {} } as never)) as {
        move: { id: string; slots: { timeZone: string; minutes: number; days: unknown[] } } | null;
      };
    const { move } = await load(`?move=${soon.id}`);
    expect(move).toMatchObject({ id: soon.id, slots: { timeZone: "America/Chicago", minutes: 30 } });
    expect(move!.slots.days.length).toBeGreaterThan(0);
    expect((await load("?move=not-an-id")).move).toBeNull();
    await kit.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, soon.id));
    expect((await load(`?move=${soon.id}`)).move).toBeNull();
  });
});
