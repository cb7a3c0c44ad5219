/**
 * The script of a page built from islands (decision 079), started after the first paint like any
 * prerendered page's script (decision 034). Kept tiny: React and the islands load in the next
 * steps (./hydrate.ts), each in a task of its own.
 */

/**
 * Spec §2 (decision 003): Back or Forward to a page starts at its top, as on React Router pages.
 * The browser is told not to restore this entry's position, and a page the back/forward cache
 * restores is placed at the top. (Hydration itself never moves the page: decision 046.)
 */
function startAtTopOnReturn() {
  window.history.scrollRestoration = "manual";
  addEventListener("pageshow", (e) => {
    if (e.persisted) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  });
}

startAtTopOnReturn();
void import("./hydrate").then((m) => m.hydrateIslands());
