import { buildTimelines } from "~/content/onboarding";
import type { PriceId } from "~/content/catalog";

const DAY = 86_400_000;

export type TimelineStep = {
  id: "paid" | "kickoff" | "test" | "live";
  /** When it happened or will happen; null until the kickoff call fixes the dates. */
  at: Date | null;
  /** Days after the kickoff call (test and live), for the undated wording. */
  days?: number;
  done: boolean;
};

/** The build an order pays for, when it has one: its days to test and to go live. */
export function buildOf(priceId: string) {
  return buildTimelines[priceId as PriceId] ?? null;
}

/**
 * The dated road to go-live (issue 42): paid, kickoff, ready to test, live. Test and live are
 * counted from the kickoff call, so they carry dates once it is booked. Pure: the caller passes now.
 */
export function buildTimeline(
  build: { testDays: number; liveDays: number },
  paidAt: Date,
  kickoff: Date | null,
  now: Date,
): TimelineStep[] {
  const after = (days: number) => (kickoff ? new Date(kickoff.getTime() + days * DAY) : null);
  const test = after(build.testDays);
  const live = after(build.liveDays);
  return [
    { id: "paid", at: paidAt, done: true },
    { id: "kickoff", at: kickoff, done: Boolean(kickoff && kickoff <= now) },
    { id: "test", at: test, days: build.testDays, done: Boolean(test && test <= now) },
    { id: "live", at: live, days: build.liveDays, done: Boolean(live && live <= now) },
  ];
}
