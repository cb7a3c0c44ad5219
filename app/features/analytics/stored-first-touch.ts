import { refusesTracking } from "./privacy";

/**
 * The visit's first touch for a request sent by script (a lead, a checkout, a sign-up): a JSON
 * string, "" when none is kept (Do Not Track, GPC, no storage). Usually the beacon stored it
 * already; a form sent before the beacon started (it waits for load and idle) takes it here,
 * from the landing URL and referrer, by loading the small ./touch chunk. Part of the page shell
 * (vite.config.ts), so it stays this small (decision 072).
 */
export async function storedFirstTouch(): Promise<string> {
  // Do Not Track or GPC: no first touch, and its code is not even loaded.
  if (refusesTracking()) return "";
  try {
    const stored = sessionStorage.getItem("voxa:first-touch");
    if (stored) return stored;
    const touch = (await import("./touch")).currentFirstTouch();
    return touch ? JSON.stringify(touch) : "";
  } catch {
    return "";
  }
}
