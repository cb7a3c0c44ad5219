import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { AnchorHTMLAttributes, FormHTMLAttributes } from "react";
import { carryToastsToNextPage } from "./toast-carry";

/**
 * What an island sees when it imports "react-router" (decision 079). An island page is a plain
 * document: no router runs on it, links are ordinary links and every navigation loads the next
 * page (from memory, prerendered). The islands' build aliases "react-router" to this module, so the
 * same components serve React Router pages and island pages; a hook an island uses that is not
 * here fails that build instead of failing in a visitor's browser.
 */
type To = string | { pathname?: string; search?: string; hash?: string };

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

function toHref(to: To): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ""}${to.hash ?? ""}`;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  reloadDocument?: boolean;
  replace?: boolean;
  state?: unknown;
  prefetch?: string;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  discover?: "render" | "none";
  relative?: string;
  ref?: React.Ref<HTMLAnchorElement>;
};

export function Link({
  to,
  reloadDocument,
  replace,
  state,
  prefetch,
  preventScrollReset,
  viewTransition,
  discover,
  relative,
  ...anchor
}: LinkProps) {
  void [reloadDocument, replace, state, prefetch, preventScrollReset, viewTransition, relative];
  const href = toHref(to);
  // The same attributes React Router writes, so the server's markup is adopted as it is.
  const discoverable = discover !== "none" && href.startsWith("/") && !href.startsWith("//");
  const { onClick } = anchor;
  return (
    <a
      {...anchor}
      href={href}
      data-discover={discoverable ? "true" : undefined}
      onClick={
        onClick &&
        ((e) => {
          onClick(e);
          // A toast asked for by the click (a specialty card's) shows on the page the link loads.
          const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !anchor.target;
          if (plain && !e.defaultPrevented) carryToastsToNextPage();
        })
      }
    />
  );
}

/** A plain form: it submits natively (React Router's navigation options have nothing to do here). */
export function Form({
  replace,
  state,
  preventScrollReset,
  viewTransition,
  discover,
  relative,
  navigate,
  fetcherKey,
  reloadDocument,
  ...form
}: FormHTMLAttributes<HTMLFormElement> & {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  discover?: string;
  relative?: string;
  navigate?: boolean;
  fetcherKey?: string;
  reloadDocument?: boolean;
  ref?: React.Ref<HTMLFormElement>;
}) {
  void [replace, state, preventScrollReset, viewTransition, discover, relative, navigate, fetcherKey, reloadDocument];
  return <form {...form} />;
}

/** The address, as a store: a same-page change (search or hash) re-renders the islands that read it. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    removeEventListener("popstate", listener);
  };
}
const currentHref = () => window.location.href;

export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, currentHref, currentHref);
  return useMemo(() => {
    const { pathname, search, hash } = new URL(href);
    return { pathname, search, hash, state: null, key: "default" };
  }, [href]);
}

type NavigateOptions = { replace?: boolean; preventScrollReset?: boolean; state?: unknown };

function navigateTo(to: To | number, options?: NavigateOptions) {
  if (typeof to === "number") return window.history.go(to);
  const href = toHref(to);
  // Only the query or the fragment of this page: the address changes in place, as in the app.
  if (typeof to === "object" && to.pathname === undefined) {
    window.history[options?.replace ? "replaceState" : "pushState"](null, "", href);
    listeners.forEach((l) => l());
    return;
  }
  // A toast asked for with the navigation (e.g. "Let's build your solution") shows on the next page.
  carryToastsToNextPage();
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
}

export function useNavigate() {
  return navigateTo;
}

export function useSearchParams() {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback((next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigateTo({ search: query ? `?${query}` : "" }, options);
  }, []);
  return [params, set] as const;
}

/** Nothing on an island page comes from a loader: the session-dependent parts update themselves. */
export function useRevalidator() {
  return { state: "idle" as const, revalidate: async () => {} };
}
