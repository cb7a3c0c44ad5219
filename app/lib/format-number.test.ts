import { describe, expect, it } from "vitest";
import { formatNumber } from "./format-number";
import { formatCents } from "./money";

// The oracle: what Intl writes for US English (Node carries the full ICU data).
// One deliberate difference: a negative that rounds to zero is "0" here, where Intl writes "-0".
const intlNumber = (n: number, decimals: number) =>
  new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    .format(n)
    .replace(/^-(0(\.0+)?)$/, "$1");
const intlDollars = (cents: number, decimals: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(cents / 100);

describe("numbers without Intl read exactly as Intl writes them (decision 092)", () => {
  it("groups integers by thousands, signs included", () => {
    const values = [0, 7, 12, 999, 1000, 2000, 12_345, 999_999, 1_000_000, 100_000_000, 9_007_199_254_740_991];
    for (const v of values) {
      expect(formatNumber(v)).toBe(intlNumber(v, 0));
      expect(formatNumber(-v)).toBe(intlNumber(-v, 0));
    }
    expect(formatNumber(2000)).toBe("2,000");
    expect(formatNumber(-1234567)).toBe("-1,234,567");
    expect(formatNumber(-0.4)).toBe("0");
  });

  it("keeps a fixed number of decimals, as the trust figures show them", () => {
    expect(formatNumber(99.9, 1)).toBe("99.9");
    expect(formatNumber(4.9, 1)).toBe("4.9");
    expect(formatNumber(98, 1)).toBe("98.0");
    expect(formatNumber(1234.5, 2)).toBe("1,234.50");
    for (let i = 0; i < 2000; i++) {
      const decimals = i % 3;
      // A value with at most `decimals` digits after the point, as every configured figure has.
      const v = Math.round((i * 7919.37) % 1_000_000) / 10 ** decimals;
      expect(formatNumber(v, decimals), `${v} with ${decimals} decimals`).toBe(intlNumber(v, decimals));
      expect(formatNumber(-v, decimals)).toBe(intlNumber(-v, decimals));
    }
  });

  it("rounds to whole numbers half away from zero, like Intl", () => {
    for (const v of [0.5, 1.5, 2.5, 1234.5, 0.49, 2.51]) {
      expect(formatNumber(v)).toBe(intlNumber(v, 0));
      expect(formatNumber(-v)).toBe(intlNumber(-v, 0));
    }
  });

  it("writes cents as dollars, with cents when asked for or when there are any", () => {
    expect(formatCents(300_000)).toBe("$3,000");
    expect(formatCents(4950)).toBe("$49.50");
    expect(formatCents(300_000, { decimals: "always" })).toBe("$3,000.00");
    expect(formatCents(-1200, { decimals: "always" })).toBe("-$12.00");
    expect(formatCents(0)).toBe("$0");
    for (let cents = -250_000; cents <= 2_500_000; cents += 1337) {
      expect(formatCents(cents, { decimals: "always" })).toBe(intlDollars(cents, 2));
      expect(formatCents(cents)).toBe(intlDollars(cents, cents % 100 === 0 ? 0 : 2));
    }
    // The ROI calculator's cents can carry a fraction: rounded as Intl rounds the dollars.
    for (const cents of [112.5, 1234.4999, 99_999.5, 0.5])
      expect(formatCents(cents, { decimals: "always" })).toBe(intlDollars(cents, 2));
  });
});
