/**
 * "Local only" is the embedded-defaults set-up: the server listens on a loopback address and
 * the site's public address is a loopback URL, so nobody but this machine can reach it. The
 * conveniences of a fresh clone (the dev mailbox, a generated auth secret, localhost callbacks)
 * exist only then (docs/decisions/041).
 */
const LOOPBACK_HOSTS = new Set(["localhost", "::1", "[::1]"]);

export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  if (LOOPBACK_HOSTS.has(h) || h.endsWith(".localhost")) return true;
  return /^127(\.\d{1,3}){3}$/.test(h);
}

export function isLocalOnly(env: { HOST: string; PUBLIC_SITE_URL: string }): boolean {
  let siteHost: string;
  try {
    siteHost = new URL(env.PUBLIC_SITE_URL).hostname;
  } catch {
    return false;
  }
  return isLoopbackHost(env.HOST) && isLoopbackHost(siteHost);
}

/**
 * What a reverse proxy, load balancer or CDN adds to a request it passes on. Any one of them means
 * the request came from another machine through something on this one (issue 40).
 */
export const PROXY_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "via",
] as const;

/** A loopback IP address as a socket reports it (IPv4-mapped IPv6 included); names are not addresses. */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  const a = address
    ?.trim()
    .toLowerCase()
    .replace(/^::ffff:/, "");
  if (!a) return false;
  return a === "::1" || /^127(\.\d{1,3}){3}$/.test(a);
}

/** The name a Host header gives, lower-case and without port or brackets; null when it is not a plain host[:port]. */
function hostNameOf(host: string): string | null {
  const m = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::\d{1,5})?$/i.exec(host.trim());
  if (!m) return null;
  return (m[1] ?? m[2]!).toLowerCase();
}

/** The names this machine's own browser reaches a local-only site by. */
function ownHostNames(env: { HOST: string; PUBLIC_SITE_URL: string }) {
  const names = new Set(["127.0.0.1", "localhost", "::1"]);
  try {
    names.add(new URL(env.PUBLIC_SITE_URL).hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1"));
  } catch {
    /* isLocalOnly is false for it anyway */
  }
  if (isLoopbackHost(env.HOST))
    names.add(
      env.HOST.trim()
        .toLowerCase()
        .replace(/^\[(.*)\]$/, "$1"),
    );
  return names;
}

/**
 * Whether this request may have the conveniences of a local-only site (the dev mailbox, the console
 * without two-factor): the site is local-only, and the request itself came from this machine
 * straight to the server, naming it by a loopback name. A local-only server can still be reached
 * from elsewhere through a reverse proxy or a tunnel on the same machine; such a request carries
 * a proxy's header, or a socket address that is not loopback, or another Host (as does a page
 * whose DNS was rebound to 127.0.0.1). `clientAddress` is the socket's peer: with none of the
 * proxy headers present, Express's `req.ip` is exactly that, whatever TRUST_PROXY says.
 * A proxy on this machine that adds none of those headers and rewrites Host to a loopback name
 * cannot be told from a local browser.
 */
export function isLocalRequest(
  env: { HOST: string; PUBLIC_SITE_URL: string },
  request: { url: string; headers: { get(name: string): string | null } },
  clientAddress: string | null | undefined,
): boolean {
  if (!isLocalOnly(env)) return false;
  if (PROXY_HEADERS.some((name) => request.headers.get(name) !== null)) return false;
  if (!isLoopbackAddress(clientAddress)) return false;
  let host = request.headers.get("host");
  if (host === null) {
    try {
      host = new URL(request.url).host;
    } catch {
      return false;
    }
  }
  const name = hostNameOf(host);
  return name !== null && ownHostNames(env).has(name);
}
