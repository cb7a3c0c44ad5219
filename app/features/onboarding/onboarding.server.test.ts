import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, businessDetails, orders, user } from "#db/schema";
import type { AppServices } from "#platform/context";
import { createTestServices } from "#tests/support/services";
import { createCheckout } from "~/features/checkout/orders.server";
import { confirmPayment } from "~/flows/payment.server";
import { pickerSlots } from "~/features/scheduling/bookings.server";
import { bookKickoff, kickoffFor, nextStepsFor } from "./kickoff.server";
import { saveOnboarding } from "./onboarding.server";

/** Issue 42: after paying for a build, a kickoff call to book, the onboarding form and dated steps. */

type T = Awaited<ReturnType<typeof createTestServices>>;
let t: T;
let services: AppServices;
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestServices({});
  services = { ...t.services, env: { ...t.services.env, STRIPE_SECRET_KEY: undefined } };
});
afterAll(async () => {
  await t.close();
});

async function paidOrder(priceId: string, extra: { user?: { id: string; email: string } } = {}) {
  const { orderId } = await createCheckout(services, { priceId, ...extra });
  expect(await confirmPayment(services, orderId, { email: extra.user?.email ?? "buyer@example.com" })).toBe(true);
  return (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
}
const openKickoffTimes = async () => (await pickerSlots(db(), "kickoff", "UTC")).days.flatMap((d) => d.slots.map((s) => s.iso));
const callEmails = async (bookingId: string) =>
  (await db().execute(sql`select data->>'event' as event, data->>'audience' as audience from pgboss.job where name = 'call-email' and data->>'bookingId' = ${bookingId} order by data->>'audience' desc`)) as unknown as
    | { event: string; audience: string }[]
    | { rows: { event: string; audience: string }[] };
const rows = <R,>(r: R[] | { rows: R[] }) => (Array.isArray(r) ? r : r.rows);

describe("the kickoff call of a paid build", () => {
  it("is booked on the shared calendar as an hour, announced with the invite and reminders, and dates the road to go-live", async () => {
    const order = await paidOrder("main-offer");
    const before = await nextStepsFor(services, order);
    expect(before!.kickoff).toBeNull();
    expect(before!.steps.map((s) => [s.id, s.label === null, s.days ?? null])).toEqual([
      ["paid", false, null],
      ["kickoff", true, null],
      ["test", true, 3],
      ["live", true, 7],
    ]);
    const [time] = await openKickoffTimes();
    const booking = await bookKickoff(services, order.id, { start: new Date(time!), timeZone: "America/Chicago" });
    expect(booking).toMatchObject({ kind: "kickoff", status: "booked", orderId: order.id, email: "buyer@example.com", timeZone: "America/Chicago" });
    expect(booking.slotEnd.getTime() - booking.slotStart.getTime()).toBe(60 * 60_000);
    expect(rows(await callEmails(booking.id))).toEqual(
      expect.arrayContaining([
        { event: "booked", audience: "visitor" },
        { event: "booked", audience: "owner" },
      ]),
    );
    // The time left the calendar for everyone else.
    expect(await openKickoffTimes()).not.toContain(time);
    const after = await nextStepsFor(services, (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!);
    expect(after!.kickoff!.when).toMatch(/^\w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) C[SD]T$/);
    expect(after!.kickoffSlots).toBeNull();
    expect(after!.steps.every((s) => s.label !== null)).toBe(true);
  });

  it("is refused for an order not paid, for an order with no build, and a second time; a cancelled one gives way", async () => {
    const [a, b] = await openKickoffTimes();
    const { orderId: pending } = await createCheckout(services, { priceId: "core-basic" });
    await expect(bookKickoff(services, pending, { start: new Date(a!), timeZone: "UTC" })).rejects.toMatchObject({ status: 400, message: "This order is not paid yet." });
    const ebook = await paidOrder("ebook");
    await expect(bookKickoff(services, ebook.id, { start: new Date(a!), timeZone: "UTC" })).rejects.toMatchObject({
      status: 400,
      message: "This order has no build to kick off.",
    });
    expect(await nextStepsFor(services, ebook)).toBeNull();
    const plan = await paidOrder("core-basic");
    await bookKickoff(services, plan.id, { start: new Date(a!), timeZone: "UTC" });
    await expect(bookKickoff(services, plan.id, { start: new Date(b!), timeZone: "UTC" })).rejects.toMatchObject({
      status: 409,
      message: "This order already has its kickoff call.",
    });
    await db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.orderId, plan.id));
    await expect(bookKickoff(services, plan.id, { start: new Date(b!), timeZone: "UTC" })).resolves.toMatchObject({ status: "booked" });
    expect((await kickoffFor(db(), plan.id))!.slotStart.toISOString()).toBe(b);
  });
});

describe("the onboarding form", () => {
  it("saves what the buyer says on the order, names each field that is wrong, and starts from the demo's saved details", async () => {
    const [u] = await db()
      .insert(user)
      .values({ id: "onboarding-user", name: "Dr. Lee", email: "lee@example.com", emailVerified: true })
      .returning();
    await db().insert(businessDetails).values({ userId: u!.id, businessName: "Lakeview Dental", industry: "healthcare", keyServices: ["Cleanings", "Implants"] });
    const order = await paidOrder("core-professional", { user: { id: u!.id, email: u!.email } });
    const start = await nextStepsFor(services, order);
    expect(start!.onboarding).toEqual({ values: { businessName: "Lakeview Dental", industry: "healthcare", services: "Cleanings, Implants" }, saved: false });

    await expect(saveOnboarding(db(), order.id, { businessName: " ", industry: "pets", phone: "12", website: "not a site at all" })).rejects.toMatchObject({
      status: 400,
      message: "Enter your business's name.",
      fieldErrors: {
        businessName: "Enter your business's name.",
        industry: "Choose your industry.",
        phone: "Enter the number callers dial, with its area code.",
        website: "Enter a web address, such as https://example.com.",
      },
    });
    const saved = await saveOnboarding(db(), order.id, {
      businessName: "Lakeview Dental",
      industry: "healthcare",
      phone: "+1 512 555 0188",
      website: "lakeviewdental.example",
      hours: "Mon–Fri 8am–5pm, closed weekends",
      urgent: "Call our emergency line 512-555-0100; for a medical emergency, dial 911.",
      notes: "",
    });
    expect(saved).toEqual({
      businessName: "Lakeview Dental",
      industry: "healthcare",
      phone: "+1 512 555 0188",
      website: "https://lakeviewdental.example",
      hours: "Mon–Fri 8am–5pm, closed weekends",
      urgent: "Call our emergency line 512-555-0100; for a medical emergency, dial 911.",
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.onboarding).toEqual(saved);
    expect(row!.onboardingAt).toBeInstanceOf(Date);
    expect((await nextStepsFor(services, row!))!.onboarding).toEqual({ values: saved, saved: true });
    // The kickoff's invite then names the business and its number.
    const [time] = await openKickoffTimes();
    expect(await bookKickoff(services, order.id, { start: new Date(time!), timeZone: "UTC" })).toMatchObject({ name: "Lakeview Dental", phone: "+1 512 555 0188" });
  });
});
