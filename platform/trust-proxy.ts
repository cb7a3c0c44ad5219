import { isIP } from "node:net";

/**
 * TRUST_PROXY: which X-Forwarded-For entries are believed (docs/decisions/041). The value is
 * what Express's "trust proxy" setting takes: nothing (false), the number of proxies in front
 * of the server, or the proxies' addresses. Never a blanket `true`, which believes whatever
 * address a client writes into the header and so defeats every per-address limit.
 */
export type TrustProxy = false | number | string[];

/** Express's names for address ranges (proxy-addr). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

const FORMS =
  "set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2, 10.0.0.0/8, loopback)";

/** One proxy address, CIDR range or Express range name; false when it is none of those. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; `error` is the one line the server prints when it refuses the value. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const value = raw.trim();
  if (value === "" || value.toLowerCase() === "false" || value === "0") return { value: false };
  if (value.toLowerCase() === "true")
    return { error: `true would trust any address a client writes into X-Forwarded-For; ${FORMS}` };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 100 ? { value: hops } : { error: `${value} proxies in a row is not a plausible set-up; ${FORMS}` };
  }
  const entries = value.split(",").map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length)
    return {
      error: `${bad.map((b) => `"${b}"`).join(", ")} ${bad.length === 1 ? "is" : "are"} neither a hop count nor a proxy address, CIDR range or one of loopback, linklocal, uniquelocal; ${FORMS}`,
    };
  return { value: entries };
}
