import { eq } from "drizzle-orm";
import { bookings, orders, type Onboarding } from "#db/schema";
import type { AppServices } from "#platform/context";
import type { Db } from "#platform/db.server";
import { nextStepsCopy } from "~/content/onboarding";
import { bookCall, dropCancelledBooking, pickerSlots, type CallBooking } from "~/features/scheduling/bookings.server";
import { manageLinks } from "~/features/scheduling/manage.server";
import { announceCall } from "~/features/scheduling/notify.server";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { callTimeLabel } from "~/features/scheduling/slots";
import { Conflict, NotFound, ValidationFailed } from "~/lib/errors";
import type { NextStepsView } from "./next-steps";
import { onboardingStart } from "./onboarding.server";
import { buildOf, buildTimeline } from "./timeline";

type Services = Pick<AppServices, "database" | "jobs" | "env">;

const copy = nextStepsCopy.kickoff;

/** The order's kickoff call (any status), or null. */
export async function kickoffFor(db: Db, orderId: string): Promise<CallBooking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.orderId, orderId)).limit(1);
  return row?.kind === "kickoff" ? row : null;
}

/**
 * Books a paid build's kickoff call (issue 42): the same calendar and emails as every call (the
 * invite, reminders, move and cancel links), in the order's own transaction. Refused with a clear
 * message when the order is not paid, has no build, or already has its kickoff; a cancelled
 * kickoff gives way to a new one.
 */
export async function bookKickoff(
  services: Services,
  orderId: string,
  choice: { start: Date; timeZone: string },
  now = new Date(),
): Promise<CallBooking> {
  return services.database.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for("update");
    if (!order) throw new NotFound("Order not found");
    if (order.status !== "paid") throw new ValidationFailed(copy.notPaid);
    if (!buildOf(order.selection.priceId)) throw new ValidationFailed(copy.notABuild);
    const [current] = await tx.select().from(bookings).where(eq(bookings.orderId, orderId)).limit(1);
    if (current && current.status !== "cancelled") throw new Conflict(copy.alreadyBooked);
    if (current) await dropCancelledBooking(tx, orderId);
    const booking = await bookCall(
      tx,
      {
        kind: "kickoff",
        start: choice.start,
        timeZone: choice.timeZone,
        name: order.onboarding?.businessName ?? "",
        email: order.email ?? "",
        phone: order.onboarding?.phone ?? null,
        orderId,
      },
      now,
    );
    await announceCall(services, tx, booking, "booked", undefined, now);
    return booking;
  });
}

/** "Monday, December 14" in a zone: the timeline's dates. */
function dayLabel(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" }).format(at);
}

/**
 * What the success page shows after a paid build (issue 42): the dated road to go-live, the kickoff
 * (booked, or the picker's open times) and the onboarding form's answers. Null for an order that
 * is not a paid build.
 */
export async function nextStepsFor(
  services: Pick<AppServices, "database" | "env">,
  order: { id: string; status: string; selection: { priceId: string }; paidAt: Date | null; createdAt: Date; onboarding: Onboarding | null; userId: string | null },
  now = new Date(),
): Promise<NextStepsView | null> {
  const build = buildOf(order.selection.priceId);
  if (order.status !== "paid" || !build) return null;
  const { db } = services.database;
  const schedule = await loadSchedule(db);
  const kickoff = await kickoffFor(db, order.id);
  const booked = kickoff && kickoff.status !== "cancelled" ? kickoff : null;
  const zone = booked?.timeZone ?? schedule.availability.timeZone;
  const steps = buildTimeline(build, order.paidAt ?? order.createdAt, booked?.slotStart ?? null, now).map((s) => ({
    id: s.id,
    label: s.at ? (s.id === "kickoff" ? callTimeLabel(s.at, zone) : dayLabel(s.at, zone)) : null,
    ...(s.days !== undefined ? { days: s.days } : {}),
    done: s.done,
  }));
  return {
    steps,
    kickoff: booked ? { when: callTimeLabel(booked.slotStart, booked.timeZone), links: manageLinks(services.env, booked) } : null,
    kickoffSlots: booked ? null : await pickerSlots(db, "kickoff", zone, now, schedule),
    onboarding: { values: await onboardingStart(db, order), saved: Boolean(order.onboarding) },
  };
}
