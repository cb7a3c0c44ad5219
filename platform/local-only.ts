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
