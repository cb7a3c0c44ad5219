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

export function island<P extends object>(name: string, Component: ComponentType<P>): IslandComponent<P> {
  function Island(props: P) {
    return createElement(
      ISLAND_TAG,
      { "data-name": name, "data-props": JSON.stringify(props) },
      createElement(Component as ComponentType<object>, props as object),
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: name, Component });
}
