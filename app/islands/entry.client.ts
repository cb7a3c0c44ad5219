import { createElement, startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { startAnalytics } from "~/features/analytics/analytics";
import { showCarriedToasts } from "./toast-carry";
import { ISLAND_TAG } from "./island";
import { islandLoaders } from "./registry";

/**
 * The script of a page built from islands (decision 079), started after the first paint like any
 * prerendered page's script (decision 034). It hydrates each outermost `<x-island>` on its own
 * root, one after another, each in a transition so that React yields to the browser while it
 * works; an island inside another is hydrated with its parent. When all are live it marks
 * `<html data-hydrated>` (held presses are replayed then) and starts the analytics beacon.
 */
function Hydrated({ onDone, children }: { onDone: () => void; children?: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

async function hydrateIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)].filter(
    (el) => !el.parentElement?.closest(ISLAND_TAG),
  );
  // Every island's code is requested at once; hydration then goes in page order.
  const components = elements.map((el) => {
    const load = islandLoaders[el.dataset.name ?? ""];
    return load ? load() : Promise.reject(new Error(`no island is registered as "${el.dataset.name}"`));
  });
  for (const [i, el] of elements.entries()) {
    try {
      const Component = await components[i];
      const props = JSON.parse(el.dataset.props || "{}") as object;
      await new Promise<void>((done) =>
        startTransition(() => {
          hydrateRoot(el, createElement(Hydrated, { onDone: done }, createElement(Component, props)), {
            onRecoverableError: (error) => console.error(`island ${el.dataset.name}:`, error),
          });
        }),
      );
    } catch (error) {
      console.error(`island ${el.dataset.name} did not start:`, error);
    }
  }
  document.documentElement.dataset.hydrated = "true";
  showCarriedToasts();
  startAnalytics(true);
}

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
void hydrateIslands();
