// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** The metric callbacks web-vitals was given, so the test can deliver a measurement. */
const handlers: Record<string, (m: { value: number }) => void> = {};
vi.mock("web-vitals", () => ({
  onTTFB: (cb: (m: { value: number }) => void) => (handlers.ttfb = cb),
  onLCP: (cb: (m: { value: number }) => void) => (handlers.lcp = cb),
  onCLS: (cb: (m: { value: number }) => void) => (handlers.cls = cb),
  onINP: (cb: (m: { value: number }) => void) => (handlers.inp = cb),
}));

const { watchVitals } = await import("./vitals");

describe("watchVitals", () => {
  beforeEach(() => {
    for (const k of Object.keys(handlers)) delete handlers[k];
  });

  it("a page left before any metric was measured reports nothing (an empty vitals event would have the beacon's batch refused)", () => {
    const report = vi.fn();
    watchVitals(report);
    dispatchEvent(new Event("pagehide"));
    expect(report).not.toHaveBeenCalled();
  });

  it("reports the measured values once, at the first hide after a metric came", () => {
    const report = vi.fn();
    watchVitals(report);
    dispatchEvent(new Event("pagehide"));
    handlers.ttfb!({ value: 123.4 });
    handlers.cls!({ value: 0.01234 });
    dispatchEvent(new Event("pagehide"));
    dispatchEvent(new Event("pagehide"));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ ttfb: 123, cls: 0.012 });
  });
});
