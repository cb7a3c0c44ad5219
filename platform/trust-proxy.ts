import { isIP } from "node:net";
import proxyAddr from "proxy-addr";
import { addressBytes, isIPv4Mapped } from "./ip-address";

/**
 * TRUST_PROXY: which X-Forwarded-For entries are believed (docs/decisions/041). The value is
 * what Express's "trust proxy" setting takes: nothing (false), the number of proxies in front
 * of the server, or the proxies' addresses. Never a blanket `true`, which believes whatever
 * address a client writes into the header and so defeats every per-address limit, nor a range
 * that reaches beyond private networks, which does the same for every client inside it.
 */
export type TrustProxy = false | number | string[];

/** Express's names for address ranges (proxy-addr). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

const FORMS =
  "set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2, 10.0.0.0/8, loopback)";

/**
 * The only networks a trusted range may span (issue 40 item 10): addresses no visitor on the
 * internet can connect from. A client inside a trusted range is believed about whom it forwards
 * for, so a range reaching public addresses lets anyone there pick the address every limit counts.
 */
const PRIVATE_V4: [string, number][] = [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  // Carrier-grade NAT: a provider's own network between its customers and the internet.
  ["100.64.0.0", 10],
];
const PRIVATE_V6: [string, number][] = [
  ["::1", 128],
  ["fe80::", 10],
  ["fc00::", 7],
];

const withinPrefix = (a: Uint8Array, b: Uint8Array, bits: number) => {
  for (let i = 0; i < bits; i++) {
    const mask = 0x80 >> i % 8;
    if ((a[i >> 3]! & mask) !== (b[i >> 3]! & mask)) return false;
  }
  return true;
};
const blocks = (list: [string, number][]) => list.map(([address, bits]) => ({ bytes: addressBytes(address)!, bits }));
const PRIVATE_BLOCKS = { 4: blocks(PRIVATE_V4), 6: blocks(PRIVATE_V6) };

/** Whether every address of `bytes`/`bits` is private (see PRIVATE_V4, PRIVATE_V6); an IPv4-mapped IPv6 range is judged as the IPv4 range it maps. */
function isPrivateRange(bytes: Uint8Array, bits: number): boolean {
  if (bytes.length === 16 && bits >= 96 && isIPv4Mapped(bytes)) return isPrivateRange(bytes.subarray(12), bits - 96);
  // CIDR blocks nest or are disjoint, so a range inside the private space lies inside one of its blocks.
  return PRIVATE_BLOCKS[bytes.length === 4 ? 4 : 6].some((block) => bits >= block.bits && withinPrefix(bytes, block.bytes, block.bits));
}

type Entry = { ok: true } | { ok: false; reason: "malformed" | "public" };

/** One proxy address, CIDR range or Express range name: well formed, and a range only over private addresses. */
function checkEntry(entry: string): Entry {
  if (RANGE_NAMES.has(entry)) return { ok: true };
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return { ok: false, reason: "malformed" };
  const width = family === 4 ? 32 : 128;
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= width)) return { ok: false, reason: "malformed" };
  const bits = prefix === undefined ? width : Number(prefix);
  // One address is one proxy, public or not (a proxy's own public address is fine).
  if (bits === width) return { ok: true };
  return isPrivateRange(addressBytes(address)!, bits) ? { ok: true } : { ok: false, reason: "public" };
}

const quoted = (entries: string[]) => entries.map((e) => `"${e}"`).join(", ");

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
  const checked = entries.map((entry) => ({ entry, result: checkEntry(entry) }));
  const bad = checked.filter((c) => !c.result.ok && c.result.reason === "malformed").map((c) => c.entry);
  if (bad.length)
    return {
      error: `${quoted(bad)} ${bad.length === 1 ? "is" : "are"} neither a hop count nor a proxy address, CIDR range or one of loopback, linklocal, uniquelocal; ${FORMS}`,
    };
  const open = checked.filter((c) => !c.result.ok).map((c) => c.entry);
  if (open.length)
    return {
      error: `${quoted(open)} ${open.length === 1 ? "covers" : "cover"} public addresses, and any client inside a trusted range can choose the address every limit counts; a range may only hold private, loopback, link-local, unique-local or carrier-grade NAT (100.64.0.0/10) addresses: give a public proxy by its own address (e.g. 203.0.113.5), or the number of proxies in front of the server (e.g. 1)`,
    };
  // Whatever Express's own parser (proxy-addr) would still refuse is a line here, not a stack
  // trace when the server starts.
  try {
    proxyAddr.compile(entries);
  } catch (err) {
    return { error: `${quoted(entries)} cannot be used (${(err as Error).message}); ${FORMS}` };
  }
  return { value: entries };
}
