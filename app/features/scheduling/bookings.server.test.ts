import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
import { createTestDatabase } from "#tests/support/db";
import { schedulingCopy as copy } from "~/content/scheduling";
import { Conflict, NotFound, ValidationFailed } from "~/lib/errors";
import {
  bookCall,
  cancelCall,
  confirmHold,
  manageToken,
  openCallSlots,
  ownerMoveCall,
  readManageToken,
  rescheduleCall,
  type BookCallInput,
} from "./bookings.server";
import { slotsVersion } from "./slots-version";

const SECRET = "s".repeat(64);
/** Wednesday 2 December 2026, 08:00 in Austin (the default zone): the first open slot is Thursday 9:00 CST (15:00Z). */
const NOW = new Date("2026-12-02T14:00:00Z");
const THU_9 = new Date("2026-12-03T15:00:00Z");
const at = (iso: string) => new Date(iso);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());
beforeEach(async () => {
  await database.db.delete(bookings);
});

const call = (start: Date, more: Partial<BookCallInput> = {}): BookCallInput => ({
  kind: "strategy_call",
  start,
  timeZone: "Europe/Berlin",
  name: "Dana Scully",
  email: "dana@example.com",
  ...more,
});

describe("booking a call", () => {
  it("a free call takes 30 minutes and holds 15 more (the buffer); the slot and the one it overlaps leave the picker", async () => {
    const row = await bookCall(database.db, call(THU_9), NOW);
    expect(row).toMatchObject({ kind: "strategy_call", status: "booked", timeZone: "Europe/Berlin", sequence: 0, version: 1 });
    expect(row.slotEnd.toISOString()).toBe("2026-12-03T15:30:00.000Z");
    expect(row.blocksUntil.toISOString()).toBe("2026-12-03T15:45:00.000Z");
    const open = (await openCallSlots(database.db, "strategy_call", NOW)).map((s) => s.toISOString());
    expect(open).not.toContain("2026-12-03T15:00:00.000Z");
    expect(open).not.toContain("2026-12-03T15:30:00.000Z"); // starts inside the buffer
    expect(open).toContain("2026-12-03T16:00:00.000Z");
  });

  it("50 visitors asking for the same slot at once: exactly one booking, 49 clear 'That time was just taken — pick another'", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => bookCall(database.db, call(THU_9, { email: `v${i}@example.com` }), NOW)),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(Conflict);
      expect((r.reason as Error).message).toBe("That time was just taken — pick another.");
    }
    const rows = await database.db.select().from(bookings).where(eq(bookings.slotStart, THU_9));
    expect(rows).toHaveLength(1);
  });

  it("the database refuses an overlap the checks did not see (a row written behind their back)", async () => {
    await bookCall(database.db, call(THU_9), NOW);
    await expect(
      database.db.insert(bookings).values({
        kind: "strategy_call",
        slotStart: at("2026-12-03T15:15:00Z"),
        slotEnd: at("2026-12-03T15:45:00Z"),
        blocksUntil: at("2026-12-03T16:00:00Z"),
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23P01" }) });
  });

  it("a paid session's hold keeps its hour while the visitor pays, and gives it back once lapsed", async () => {
    const holdUntil = at("2026-12-02T14:30:00Z");
    const held = await bookCall(database.db, call(at("2026-12-03T16:00:00Z"), { kind: "strategy_session", holdUntil }), NOW);
    expect(held).toMatchObject({ status: "held", kind: "strategy_session" });
    expect(held.slotEnd.toISOString()).toBe("2026-12-03T17:00:00.000Z");
    // 10:30 is inside the session; 9:30 ends into its start… no: 9:30 + 30 + 15 buffer reaches 10:15.
    await expect(bookCall(database.db, call(at("2026-12-03T16:30:00Z")), NOW)).rejects.toThrow("That time was just taken — pick another.");
    await expect(bookCall(database.db, call(at("2026-12-03T15:30:00Z")), NOW)).rejects.toThrow("That time was just taken — pick another.");
    // After the hold lapses (the checkout expired), the time is free again.
    const later = at("2026-12-02T14:31:00Z");
    const free = await bookCall(database.db, call(at("2026-12-03T16:30:00Z")), later);
    expect(free.status).toBe("booked");
    const [lapsed] = await database.db.select().from(bookings).where(eq(bookings.id, held.id));
    expect(lapsed!.status).toBe("expired");
    // Paid anyway, but the time is gone: no booking is forced over someone else's.
    expect(await confirmHold(database.db, held.orderId ?? "00000000-0000-0000-0000-000000000000", later)).toBeNull();
  });

  it("refuses, with the reason, a time in the past, too soon, outside the hours, on a day off, or a made-up zone", async () => {
    const refused = async (start: Date, msg: string, more: Partial<BookCallInput> = {}) => {
      const err = await bookCall(database.db, call(start, more), NOW).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ValidationFailed);
      expect((err as Error).message).toBe(msg);
    };
    await refused(at("2026-12-01T15:00:00Z"), "That time has passed. Please pick one of the listed times.");
    await refused(at("2026-12-02T16:00:00Z"), "That time is too soon. Please pick a later one.");
    await refused(at("2026-12-05T15:00:00Z"), "That time isn't one we offer. Please pick one of the listed times.");
    await refused(at("2026-12-03T15:10:00Z"), "That time isn't one we offer. Please pick one of the listed times.");
    await refused(THU_9, "Choose a time zone from the list.", { timeZone: "Mars/Olympus" });
    expect(await database.db.select().from(bookings)).toHaveLength(0);
  });
});

describe("moving and cancelling from the email's links", () => {
  it("reschedule moves the call, frees the old time and retires every earlier link", async () => {
    const row = await bookCall(database.db, call(THU_9), NOW);
    const move = manageToken(SECRET, "reschedule", row);
    const cancel = manageToken(SECRET, "cancel", row);
    const moved = await rescheduleCall(database.db, SECRET, move, at("2026-12-04T15:00:00Z"), "America/Chicago", NOW);
    expect(moved).toMatchObject({ id: row.id, status: "booked", timeZone: "America/Chicago", sequence: 1, version: 2 });
    expect(moved.slotStart.toISOString()).toBe("2026-12-04T15:00:00.000Z");
    const open = (await openCallSlots(database.db, "strategy_call", NOW)).map((s) => s.toISOString());
    expect(open).toContain("2026-12-03T15:00:00.000Z");
    expect(open).not.toContain("2026-12-04T15:00:00.000Z");
    await expect(rescheduleCall(database.db, SECRET, move, THU_9, "UTC", NOW)).rejects.toThrow(copy.linkInvalid);
    await expect(cancelCall(database.db, SECRET, cancel, NOW)).rejects.toBeInstanceOf(NotFound);
    // The new links work.
    const cancelled = await cancelCall(database.db, SECRET, manageToken(SECRET, "cancel", moved), NOW);
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 2, version: 3 });
    expect((await openCallSlots(database.db, "strategy_call", NOW)).map((s) => s.toISOString())).toContain("2026-12-04T15:00:00.000Z");
  });

  it("a reschedule onto a taken time changes nothing", async () => {
    const mine = await bookCall(database.db, call(THU_9), NOW);
    await bookCall(database.db, call(at("2026-12-04T15:00:00Z")), NOW);
    await expect(
      rescheduleCall(database.db, SECRET, manageToken(SECRET, "reschedule", mine), at("2026-12-04T15:00:00Z"), "UTC", NOW),
    ).rejects.toThrow("That time was just taken — pick another.");
    const [still] = await database.db.select().from(bookings).where(eq(bookings.id, mine.id));
    expect(still).toMatchObject({ version: 1, sequence: 0 });
    expect(still!.slotStart.toISOString()).toBe(THU_9.toISOString());
  });

  it("links are single-purpose, unforgeable, and end when the call does", async () => {
    const row = await bookCall(database.db, call(THU_9), NOW);
    const cancel = manageToken(SECRET, "cancel", row);
    expect(readManageToken(SECRET, "cancel", cancel, NOW)).toEqual({ id: row.id, version: 1 });
    expect(readManageToken(SECRET, "reschedule", cancel, NOW)).toBeNull(); // a cancel link cannot move the call
    expect(readManageToken("x".repeat(64), "cancel", cancel, NOW)).toBeNull(); // another secret
    expect(readManageToken(SECRET, "cancel", cancel.replace(/\.1\./, ".2."), NOW)).toBeNull(); // a version of its own
    expect(readManageToken(SECRET, "cancel", `${cancel}x`, NOW)).toBeNull();
    expect(readManageToken(SECRET, "cancel", 42, NOW)).toBeNull();
    expect(readManageToken(SECRET, "cancel", cancel, at("2026-12-03T15:30:00Z"))).toBeNull(); // the call has ended
    await expect(cancelCall(database.db, SECRET, "nonsense", NOW)).rejects.toThrow(copy.linkInvalid);
    const [unchanged] = await database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(unchanged!.status).toBe("booked");
  });
});

describe("the owner moves a call from the console (issue 43)", () => {
  it("to another open time: the visitor's zone stays, the note is kept, the old time is free and the old links stop working", async () => {
    const row = await bookCall(database.db, call(THU_9), NOW);
    const moved = await ownerMoveCall(database.db, row.id, at("2026-12-04T16:00:00Z"), "Running late that morning.", NOW);
    expect(moved).toMatchObject({ id: row.id, status: "booked", timeZone: "Europe/Berlin", moveNote: "Running late that morning.", sequence: 1, version: 2 });
    const open = (await openCallSlots(database.db, "strategy_call", NOW)).map((s) => s.toISOString());
    expect(open).toContain(THU_9.toISOString());
    expect(open).not.toContain("2026-12-04T16:00:00.000Z");
    await expect(rescheduleCall(database.db, SECRET, manageToken(SECRET, "reschedule", row), THU_9, "UTC", NOW)).rejects.toThrow(copy.linkInvalid);
    // The visitor's own move afterwards clears the owner's note.
    const again = await rescheduleCall(database.db, SECRET, manageToken(SECRET, "reschedule", moved), THU_9, "Europe/Berlin", NOW);
    expect(again).toMatchObject({ moveNote: null, sequence: 2, version: 3 });
  });

  it("follows the booking rules: a taken, past or unoffered time is refused and nothing changes; only a booked call that has not ended moves", async () => {
    const row = await bookCall(database.db, call(THU_9), NOW);
    await bookCall(database.db, call(at("2026-12-04T16:00:00Z"), { email: "other@example.com" }), NOW);
    await expect(ownerMoveCall(database.db, row.id, at("2026-12-04T16:00:00Z"), null, NOW)).rejects.toThrow("That time was just taken — pick another.");
    await expect(ownerMoveCall(database.db, row.id, at("2026-12-04T16:10:00Z"), null, NOW)).rejects.toThrow(
      "That time isn't one we offer. Please pick one of the listed times.",
    );
    await expect(ownerMoveCall(database.db, row.id, at("2026-12-01T16:00:00Z"), null, NOW)).rejects.toThrow(
      "That time has passed. Please pick one of the listed times.",
    );
    const [still] = await database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(still).toMatchObject({ version: 1, sequence: 0 });
    const held = await bookCall(database.db, call(at("2026-12-07T16:00:00Z"), { kind: "strategy_session", holdUntil: at("2026-12-02T14:30:00Z"), email: "fox@example.com" }), NOW);
    await expect(ownerMoveCall(database.db, held.id, at("2026-12-08T16:00:00Z"), null, NOW)).rejects.toThrow("Only a booked call that hasn't ended can be moved.");
    await expect(ownerMoveCall(database.db, row.id, at("2026-12-08T16:00:00Z"), null, at("2026-12-03T15:31:00Z"))).rejects.toThrow(
      "Only a booked call that hasn't ended can be moved.",
    );
    await expect(ownerMoveCall(database.db, "00000000-0000-4000-8000-000000000000", THU_9, null, NOW)).rejects.toBeInstanceOf(NotFound);
  });
});

describe("the open times' version (a page kept in memory with the times on it, decision 089)", () => {
  it("changes once a booking has committed, not while its transaction is open, and not for a refused one", async () => {
    const before = slotsVersion();
    await database.db.transaction(async (tx) => {
      await bookCall(tx, call(THU_9), NOW);
      expect(slotsVersion()).toBe(before);
    });
    expect(slotsVersion()).toBeGreaterThan(before);

    const afterBooking = slotsVersion();
    await expect(bookCall(database.db, call(THU_9, { email: "other@example.com" }), NOW)).rejects.toThrow(Conflict);
    expect(slotsVersion()).toBe(afterBooking);
  });

  it("changes when a call is moved or cancelled (saving the hours: schedule.server.test.ts)", async () => {
    const row = await bookCall(database.db, call(THU_9), NOW);
    let version = slotsVersion();
    const moved = await rescheduleCall(database.db, SECRET, manageToken(SECRET, "reschedule", row), at("2026-12-03T17:00:00Z"), "UTC", NOW);
    expect(slotsVersion()).toBeGreaterThan(version);
    version = slotsVersion();
    await cancelCall(database.db, SECRET, manageToken(SECRET, "cancel", moved), NOW);
    expect(slotsVersion()).toBeGreaterThan(version);
  });
});
