import type { FirstTouch } from "#db/schema/analytics";
import { publicEnv } from "~/lib/public-env";
import { refusesTracking } from "./privacy";
import { currentFirstTouch } from "./touch";

/**
 * The beacon (issue 20, decision 072), loaded after the page's load event once the browser is
 * idle. Events wait in a queue and leave in one navigator.sendBeacon when the page is hidden or
 * left, or once ten are waiting.
 */
type Name = "pageview" | "cta" | "form_start" | "vitals";
export type Vitals = { lcp?: number; inp?: number; cls?: number; ttfb?: number };
type BeaconEvent = { n: Name; p: string; l?: string; ft?: FirstTouch; v?: Vitals };

const queue: BeaconEvent[] = [];
let touch: FirstTouch | null = null;

function flush() {
  if (!queue.length) return;
  navigator.sendBeacon("/api/beacon", JSON.stringify({ e: queue.splice(0) }));
}

export function send(n: Name, p: string, l?: string, v?: Vitals) {
  const event: BeaconEvent = { n, p };
  if (l) event.l = l.trim().replace(/\s+/g, " ").slice(0, 100);
  if (touch) event.ft = touch;
  if (v) event.v = v;
  // Once the page is hidden or being left, nothing waits: a late event (the vitals) goes at once.
  if (queue.push(event) >= 10 || document.visibilityState === "hidden" || leaving) flush();
}

let leaving = false;

const started = new WeakSet<HTMLFormElement>();

let path = "";

/** A pageview when the path changed (a query or hash change alone is the same page). */
function view() {
  if (location.pathname === path) return;
  path = location.pathname;
  send("pageview", path);
}

/**
 * Starts the beacon: a pageview for the page loaded (and the current one, if the visitor already
 * moved on), then one per client-side navigation. React Router navigates with history.pushState
 * and replaceState, and back/forward fire popstate. On a page without a router (`linksLeavePage`),
 * a CTA link's click is sent at once, while the page is still whole.
 */
export function start(linksLeavePage = false) {
  // Do Not Track or GPC: nothing is sent and no first touch is kept.
  if (refusesTracking()) return;
  touch = currentFirstTouch();
  const loaded = (performance.getEntriesByType("navigation")[0] as PerformanceEntry | undefined)?.name;
  const first = loaded ? new URL(loaded).pathname : location.pathname;
  path = first;
  send("pageview", first);
  view();
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
      original.apply(this, args);
      view();
    };
  }
  addEventListener("popstate", view);
  document.addEventListener(
    "click",
    (e) => {
      const cta = (e.target as Element | null)?.closest?.("[data-cta]");
      if (!cta) return;
      send("cta", location.pathname, cta.getAttribute("data-cta") ?? "");
      // A link that loads the next page: the click leaves now, not from a page being torn down.
      if (linksLeavePage && cta.closest("a[href]")) flush();
    },
    true,
  );
  document.addEventListener(
    "input",
    (e) => {
      const form = (e.target as HTMLInputElement | null)?.form;
      if (!form || started.has(form)) return;
      started.add(form);
      // Attributes, not properties: an input named "id" or "name" shadows form.id and form.name.
      const label = form.getAttribute("data-form") || form.getAttribute("id") || form.getAttribute("name") || "";
      send("form_start", location.pathname, label);
    },
    true,
  );
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", () => {
    leaving = true;
    flush();
  });
  // Back from the back/forward cache: events wait for their batch again.
  addEventListener("pageshow", () => (leaving = false));
  // Real-user speed on a sampled share of page loads (ANALYTICS_VITALS_SAMPLE), for the page it loaded as.
  if (Math.random() < publicEnv().vitalsSample)
    void import("./vitals").then((m) => m.watchVitals((v) => send("vitals", first, undefined, v)));
}
