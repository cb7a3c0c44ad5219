import { describe, expect, it } from "vitest";
import { calculateRoi, checkRoiInputs, formatCompactDollars, formatDollars, parseRoiInputs } from "./roi";

describe("ROI estimate (spec §9)", () => {
  it("10 agents × $25 → $28,000.00 a month", () => {
    const r = calculateRoi({ agents: 10, hourly: 25, calls: 5000 });
    expect(formatDollars(r.monthlyCents)).toBe("$28,000.00");
    expect(formatDollars(r.yearlyCents)).toBe("$336,000.00");
  });

  it("is agents × 160 × hourly × 0.7, to the cent, and ignores call volume", () => {
    expect(calculateRoi({ agents: 3, hourly: 17.35, calls: 1 }).monthlyCents).toBe(582960); // 3×160×17.35×0.7 = 5829.60
    expect(formatDollars(calculateRoi({ agents: 1, hourly: 0.01, calls: 0 }).monthlyCents)).toBe("$1.12");
    expect(calculateRoi({ agents: 4, hourly: 20, calls: 1 })).toEqual(
      calculateRoi({ agents: 4, hourly: 20, calls: 99999 }),
    );
  });

  it("adds up month by month and knows the payback of the $3,000 package", () => {
    const r = calculateRoi({ agents: 10, hourly: 25, calls: 1 });
    expect(r.cumulativeCents).toHaveLength(12);
    expect(r.cumulativeCents[0]).toBe(2_800_000);
    expect(r.cumulativeCents[11]).toBe(r.yearlyCents);
    expect(r.paybackDays).toBe(4); // 3000 / 28000 × 30 = 3.2 → 4
    expect(calculateRoi({ agents: 0, hourly: 25, calls: 1 }).paybackDays).toBeNull();
  });

  it("needs all three numbers", () => {
    expect(parseRoiInputs({ agents: "10", hourly: "25", calls: "100" })).toEqual({
      agents: 10,
      hourly: 25,
      calls: 100,
    });
    expect(parseRoiInputs({ agents: "10", hourly: "25", calls: "" })).toBeNull();
    expect(parseRoiInputs({ agents: "10", hourly: null, calls: "1" })).toBeNull();
    expect(parseRoiInputs({ agents: "-1", hourly: "25", calls: "1" })).toBeNull();
    expect(parseRoiInputs({ agents: "ten", hourly: "25", calls: "1" })).toBeNull();
    expect(parseRoiInputs({ agents: "1e9", hourly: "25", calls: "1" })).toBeNull();
    expect(parseRoiInputs({ agents: "0", hourly: "25", calls: "1" })).toBeNull();
  });

  it("tells an empty field from a zero, negative, non-numeric or too-large one", () => {
    expect(checkRoiInputs({ agents: "10", hourly: "25", calls: "100" }).problems).toEqual({});
    expect(checkRoiInputs({ agents: "", hourly: " ", calls: null }).problems).toEqual({
      agents: "missing",
      hourly: "missing",
      calls: "missing",
    });
    const r = checkRoiInputs({ agents: "-3", hourly: "0", calls: "1e12" });
    expect(r.inputs).toBeNull();
    expect(r.problems).toEqual({ agents: "notPositive", hourly: "notPositive", calls: "tooLarge" });
    expect(checkRoiInputs({ agents: "ten", hourly: "25", calls: "1" }).problems).toEqual({ agents: "notNumber" });
  });

  it("writes short axis labels the same way everywhere", () => {
    expect([0, 75_000, 12_500_000, 250_000_000, 150_000_000_0].map(formatCompactDollars)).toEqual(["$0", "$750", "$125K", "$2.5M", "$15M"]);
  });
});
