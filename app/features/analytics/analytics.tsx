import { refusesTracking } from "./privacy";

/**
 * Starts the beacon (./beacon, a chunk of its own) after the page's load event, once the browser
 * is idle: never on the critical path. Called once, when the page has hydrated. Kept to a few
 * lines: it is on every page, and the JavaScript budget has little room (decision 072).
 * `linksLeavePage`: no router runs (an island page, decision 079), so a link loads the next page.
 */
export function startAnalytics(linksLeavePage = false) {
  // Do Not Track or GPC: the beacon is not even loaded (its own check stays, for other callers).
  if (refusesTracking()) return;
  const start = () => void import("./beacon").then((m) => m.start(linksLeavePage));
  const idle = () => (window.requestIdleCallback || setTimeout)(start);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
