import type { Vitals } from "./beacon";

/**
 * Core Web Vitals of this page load, measured with the browser's own performance entries (the
 * definitions web-vitals uses, simplified: decision 072) and handed over once, when the page is
 * first hidden. LCP, INP and TTFB in milliseconds, CLS unitless.
 */
export function watchVitals(report: (v: Vitals) => void) {
  const v: Vitals = {};
  const observe = (type: string, each: (e: PerformanceEntry) => void, extra?: object) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true, ...extra });
    } catch {
      // This browser does not measure that one.
    }
  };
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (nav && nav.responseStart > 0) v.ttfb = Math.round(nav.responseStart);

  observe("largest-contentful-paint", (e) => (v.lcp = Math.round(e.startTime)));

  // CLS: the largest session window (shifts less than 1 s apart, at most 5 s long) without recent input.
  let session = 0;
  let first = 0;
  let last = 0;
  observe("layout-shift", (e) => {
    const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (shift.hadRecentInput) return;
    if (session && e.startTime - last < 1000 && e.startTime - first < 5000) session += shift.value;
    else {
      session = shift.value;
      first = e.startTime;
    }
    last = e.startTime;
    v.cls = Math.max(v.cls ?? 0, Math.round(session * 1000) / 1000);
  });

  // INP: the longest interaction (one in fifty ignored on busy pages, as the p98 of the metric).
  const interactions = new Map<number, number>();
  observe(
    "event",
    (e) => {
      const id = (e as PerformanceEntry & { interactionId?: number }).interactionId;
      if (!id) return;
      interactions.set(id, Math.max(interactions.get(id) ?? 0, e.duration));
      const longest = [...interactions.values()].sort((a, b) => b - a);
      v.inp = Math.round(longest[Math.min(longest.length - 1, Math.floor(longest.length / 50))]);
    },
    { durationThreshold: 40 },
  );

  let sent = false;
  // Capturing listeners, so the event is queued before the beacon's own listener flushes the queue.
  const hidden = (leaving: boolean) => {
    if (sent || (!leaving && document.visibilityState !== "hidden")) return;
    sent = true;
    report(v);
  };
  document.addEventListener("visibilitychange", () => hidden(false), true);
  addEventListener("pagehide", () => hidden(true), true);
}
