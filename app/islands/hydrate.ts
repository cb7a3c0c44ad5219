import { createElement, startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { startAnalytics } from "~/features/analytics/analytics";
import { showCarriedToasts } from "./toast-carry";
import { ISLAND_TAG } from "./island";
import { islandLoaders } from "./registry";

/**
 * Hydrates each outermost `<x-island>` on its own root (decision 079), in page order; an island
 * inside another is hydrated with its parent. The work is cut into short tasks so that no single
 * one blocks the page for long: React and React DOM start in one (this module), each island's
 * code in the next, and each island's hydration after that, in a transition (React yields to the
 * browser while it works). When all are live it marks `<html data-hydrated>` (held presses are
 * replayed then), shows toasts the previous page handed over, and starts the analytics beacon.
 */
function Hydrated({ onDone, children }: { onDone: () => void; children?: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/** A new task, without a timer (tests that freeze the clock still hydrate). */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function hydrateIsland(el: HTMLElement) {
  try {
    const load = islandLoaders[el.dataset.name ?? ""];
    if (!load) throw new Error(`no island is registered as "${el.dataset.name}"`);
    // The files were preloaded after the first paint: this only runs the island's code.
    const Component = await load();
    await nextTask();
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

/**
 * An island marked `hydrate: "visible"` (decision 109) hydrates once it comes within a screen of
 * the viewport (its first box: the island element itself has none), or as soon as the visitor
 * focuses or presses inside it. A choice made on one of its radio buttons or checkboxes before it
 * ran is made again through it, so that its state holds what the page shows.
 */
function hydrateWhenNeeded(el: HTMLElement) {
  let started = false;
  let touched: HTMLInputElement | null = null;
  const onClick = (e: Event) => {
    const target = e.target;
    if (target instanceof HTMLInputElement && (target.type === "radio" || target.type === "checkbox")) touched = target;
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    el.removeEventListener("focusin", start, true);
    el.removeEventListener("pointerdown", start, true);
    void hydrateIsland(el).then(() => {
      el.removeEventListener("click", onClick, true);
      const input = touched as HTMLInputElement | null;
      if (input?.isConnected && input.checked) {
        input.checked = false;
        input.click();
      }
    });
  };
  el.addEventListener("focusin", start, true);
  el.addEventListener("pointerdown", start, true);
  el.addEventListener("click", onClick, true);
  const box = el.firstElementChild;
  const observer =
    box && "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: "100% 0px" })
      : null;
  if (observer && box) observer.observe(box);
  else start();
}

export async function hydrateIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)].filter(
    (el) => !el.parentElement?.closest(ISLAND_TAG),
  );
  for (const el of elements) if (el.dataset.hydrate !== "visible") await hydrateIsland(el);
  document.documentElement.dataset.hydrated = "true";
  showCarriedToasts();
  startAnalytics(true);
  for (const el of elements) if (el.dataset.hydrate === "visible") hydrateWhenNeeded(el);
}
