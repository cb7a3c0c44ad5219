import { describe, expect, it } from "vitest";
import { pricesIn, settledLength, unknownPrices } from "./prices";

describe("the price check's reading of amounts", () => {
  it("reads every way a reply writes dollars, as whole cents", () => {
    expect(pricesIn("a one-time $247, or $1,997.00 later")).toEqual([24_700, 199_700]);
    expect(pricesIn("about $ 2.5k a year, USD 500 or 1,500 dollars")).toEqual([250_000, 50_000, 150_000]);
    expect(pricesIn("open 24/7, 14 days, 99.9% uptime, 2 hours")).toEqual([]);
  });

  it("lets through the catalog's prices and the visitor's own, nothing else", () => {
    expect(unknownPrices("The voice agent is a one-time $247; CRM integration adds $1,500.")).toEqual([]);
    expect(unknownPrices("The Premium plan is $25,000 to set up, then $3,000 a month.")).toEqual([]);
    expect(unknownPrices("The voice agent is only $199 this week.")).toEqual([19_900]);
    expect(unknownPrices("A consultation is $89.")).toEqual([8_900]);
    expect(unknownPrices("A consultation is $89.", "Our consultation costs $89 for new patients.")).toEqual([]);
  });

  it("holds back the last two words of a growing reply (they may be the start of an amount)", () => {
    expect(settledLength("It costs $1,")).toBe("It".length);
    expect(settledLength("Hello")).toBe(0);
    const text = "It costs 1,500 dollars";
    expect(text.slice(0, settledLength(text))).toBe("It costs");
  });
});
