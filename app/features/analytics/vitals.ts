import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import type { Vitals } from "./beacon";

/**
 * Core Web Vitals of this page load, measured by Google's `web-vitals` (the definitions the
 * Chrome UX Report uses) and handed over once, when the page is first hidden or left. LCP, INP
 * and TTFB in milliseconds, CLS unitless.
 *
 * Every change is kept as it comes (`reportAllChanges`), so the values are complete at the
 * moment the page is hidden whichever listener the browser runs first. The report may come
 * after the beacon sent its queue (on `pagehide` the beacon's listener can run first): the
 * beacon then sends it at once instead of queueing it (./beacon `send`).
 */
export function watchVitals(report: (v: Vitals) => void) {
  const v: Vitals = {};
  const keep = (key: keyof Vitals) => (metric: Metric) => {
    v[key] = key === "cls" ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  };
  const all = { reportAllChanges: true };
  onTTFB(keep("ttfb"), all);
  onLCP(keep("lcp"), all);
  onCLS(keep("cls"), all);
  onINP(keep("inp"), all);

  let sent = false;
  const hidden = (leaving: boolean) => {
    if (sent || (!leaving && document.visibilityState !== "hidden")) return;
    // Left before any metric was measured (a quick click away): nothing to report now, and an empty
    // vitals event would have the beacon's whole batch refused, its page view with it. A later hide
    // may still carry them.
    if (!Object.keys(v).length) return;
    sent = true;
    report(v);
  };
  addEventListener("visibilitychange", () => hidden(false), true);
  addEventListener("pagehide", () => hidden(true), true);
}
