import { describe, expect, it } from "vitest";
import { BASIC_PACKAGE_CENTS, calculateRoi } from "./roi";
import { savingsAxis } from "./savings-chart";

describe("savings chart axis", () => {
  it("ends at 1.1 × the tallest bar, with round grid lines below it", () => {
    // 10 agents × $25: $336,000 after a year → the axis ends at $369,600, not at $500,000.
    const { cumulativeCents } = calculateRoi({ agents: 10, hourly: 25, calls: 1 });
    const { top, ticks } = savingsAxis(cumulativeCents, BASIC_PACKAGE_CENTS);
    expect(top).toBe(36_960_000);
    expect(ticks).toEqual([0, 10_000_000, 20_000_000, 30_000_000]);
  });

  it("keeps the $3,000 package line inside the plot when savings are smaller", () => {
    const { cumulativeCents } = calculateRoi({ agents: 1, hourly: 0.01, calls: 1 });
    const { top, ticks } = savingsAxis(cumulativeCents, BASIC_PACKAGE_CENTS);
    expect(top).toBe(330_000);
    expect(ticks.at(-1)).toBeLessThanOrEqual(top);
  });

  it("always fits the data within 10 % head room and draws three to six grid lines", () => {
    for (const [agents, hourly] of [[1, 1], [3, 17.35], [10, 25], [250, 40], [100_000, 10_000]] as const) {
      const { cumulativeCents } = calculateRoi({ agents, hourly, calls: 1 });
      const largest = Math.max(...cumulativeCents, BASIC_PACKAGE_CENTS);
      const { top, ticks } = savingsAxis(cumulativeCents, BASIC_PACKAGE_CENTS);
      expect(top / largest).toBeCloseTo(1.1, 5);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(Math.max(...ticks)).toBeLessThanOrEqual(top);
    }
  });
});
