import { createElement, type ComponentType, type ReactElement } from "react";

/**
 * Islands (decision 079): a prerendered marketing page hydrates only its interactive parts. Each
 * part is a component wrapped here; the server writes it inside `<x-island data-name data-props>`
 * and `app/islands/entry.client.ts` hydrates that element alone with the same component and props.
 * Everything between islands stays the server's HTML: links and forms work natively.
 *
 * Props cross the page as JSON, so an island takes plain data (no functions, no React elements).
 * On a page React Router hydrates (checkout, account, any client-side navigation) the wrapper is
 * just a `display: contents` element around the component.
 */
export const ISLAND_TAG = "x-island";

export type IslandComponent<P> = ((props: P) => ReactElement) & { island: string; Component: ComponentType<P> };

/**
 * When an island hydrates. "load" (the default): with the page's other islands, after its first
 * paint. "visible": once it comes within a screen of the viewport, or the visitor focuses or
 * presses inside it, whichever is first (decision 109: the paid session's picker, far down
 * /checkout, is not part of the first view); the page counts as hydrated without it.
 */
export type IslandHydration = "load" | "visible";

export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  options: { hydrate?: IslandHydration } = {},
): IslandComponent<P> {
  const when = options.hydrate === "visible" ? { "data-hydrate": "visible" } : {};
  function Island(props: P) {
    return createElement(
      ISLAND_TAG,
      { "data-name": name, "data-props": JSON.stringify(props), ...when },
      createElement(Component as ComponentType<object>, props as object),
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: name, Component });
}
