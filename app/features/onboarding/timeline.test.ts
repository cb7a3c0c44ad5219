import { describe, expect, it } from "vitest";
import { buildOf, buildTimeline } from "./timeline";

describe("the road to go-live after a paid build (issue 42)", () => {
  const paid = new Date("2027-03-01T15:00:00Z");
  it("is undated past the payment until the kickoff call is booked, then counts from the call", () => {
    const build = buildOf("main-offer")!;
    expect(build).toEqual({ testDays: 3, liveDays: 7 });
    expect(buildTimeline(build, paid, null, paid)).toEqual([
      { id: "paid", at: paid, done: true },
      { id: "kickoff", at: null, done: false },
      { id: "test", at: null, days: 3, done: false },
      { id: "live", at: null, days: 7, done: false },
    ]);
    const kickoff = new Date("2027-03-04T16:00:00Z");
    const steps = buildTimeline(build, paid, kickoff, new Date("2027-03-08T12:00:00Z"));
    expect(steps.map((s) => [s.id, s.at?.toISOString() ?? null, s.done])).toEqual([
      ["paid", paid.toISOString(), true],
      ["kickoff", "2027-03-04T16:00:00.000Z", true],
      ["test", "2027-03-07T16:00:00.000Z", true],
      ["live", "2027-03-11T16:00:00.000Z", false],
    ]);
  });

  it("only builds have one: the ebook and the strategy session do not", () => {
    expect(buildOf("core-professional")).toEqual({ testDays: 10, liveDays: 21 });
    expect(buildOf("plan-premium")).toEqual({ testDays: 21, liveDays: 45 });
    expect(buildOf("ebook")).toBeNull();
    expect(buildOf("strategy-session")).toBeNull();
  });
});
