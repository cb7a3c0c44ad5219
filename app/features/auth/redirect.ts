/** Where a signed-in visitor goes when nothing else was asked for (spec §2 "Auth page"). */
export const DEFAULT_AFTER_AUTH = "/checkout";

/**
 * A same-origin path to go to after signing in, or the fallback. Refuses anything that
 * could leave the site: absolute and protocol-relative URLs, backslashes (browsers read
 * `/\evil.com` as `//evil.com`), control characters, and loops back into /login.
 */
export function safeRedirect(to: unknown, fallback: string = DEFAULT_AFTER_AUTH): string {
  if (typeof to !== "string") return fallback;
  const value = to.trim();
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  if (value.includes("\\") || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://same.origin");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.origin") return fallback;
  if (url.pathname === "/login" || url.pathname.startsWith("/api/")) return fallback;
  // The router's own markers (a form posted to an index route adds `?index`, a data request
  // `.data` and `_routes`) are never part of the page the visitor asked for.
  url.pathname = url.pathname.replace(/\.data$/, "") || "/";
  // Only rebuild the query when a marker is there: URLSearchParams re-encodes everything it writes.
  if (url.searchParams.has("index") || url.searchParams.has("_routes")) {
    url.searchParams.delete("index");
    url.searchParams.delete("_routes");
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirectTo=...` for a guarded path the visitor asked for. */
export function loginPathFor(pathWithSearch: string) {
  const target = safeRedirect(pathWithSearch, "");
  return target ? `/login?${new URLSearchParams({ redirectTo: target })}` : "/login";
}
