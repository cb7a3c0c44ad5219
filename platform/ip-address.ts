import { isIPv4, isIPv6 } from "node:net";

/**
 * Addresses as the per-address limits and counts see them (issue 40, items 6 and 10). One
 * network gets one count: an IPv4 address is usually a whole household or office behind NAT,
 * while an IPv6 subscriber is handed at least a /64 and picks any of its 2^64 addresses at will
 * (privacy extensions rotate them on their own), so counting the full /128 let one visitor
 * claim a fresh allowance per request.
 */

/** The 4 (IPv4) or 16 (IPv6) bytes of an address, or null when the text is not one. Brackets and an IPv6 zone id (`%eth0`) are dropped. */
export function addressBytes(text: string): Uint8Array | null {
  let address = text.trim();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  const zone = address.indexOf("%");
  if (zone !== -1 && address.includes(":")) address = address.slice(0, zone);
  if (isIPv4(address)) return Uint8Array.from(address.split(".").map(Number));
  if (!isIPv6(address)) return null;
  // A trailing dotted IPv4 part (::ffff:198.51.100.7) becomes the two groups it stands for.
  const lastColon = address.lastIndexOf(":");
  const tail = address.slice(lastColon + 1);
  if (tail.includes(".")) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    address = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = "", right] = address.split("::");
  const head = left ? left.split(":") : [];
  const rest = right === undefined ? [] : right ? right.split(":") : [];
  const groups =
    right === undefined ? head : [...head, ...Array<string>(8 - head.length - rest.length).fill("0"), ...rest];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = Number.parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/** ::ffff:0:0/96, an IPv4 address written as IPv6 (how a dual-stack socket reports IPv4 clients). */
export function isIPv4Mapped(bytes: Uint8Array) {
  return bytes.length === 16 && bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
}

/**
 * The network a visitor's address counts for: an IPv4 address (also written IPv4-mapped, as
 * `::ffff:198.51.100.7`) is itself; an IPv6 address stands for its /64, written
 * `2001:db8:1:2::/64` (`::/64` for `::1`). Anything that is not an address ("unknown") is kept as it is, lower-cased.
 * better-auth's own limiter groups the same way (advanced.ipAddress.ipv6Subnet, 64).
 */
export function addressGroup(ip: string): string {
  const bytes = addressBytes(ip);
  if (!bytes) return ip.trim().toLowerCase();
  if (bytes.length === 4) return bytes.join(".");
  if (isIPv4Mapped(bytes)) return bytes.subarray(12).join(".");
  const groups: string[] = [];
  for (let i = 0; i < 8; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  // The network's canonical text (RFC 5952): its zero groups from the last non-zero one on become "::".
  const last = groups.findLastIndex((g) => g !== "0");
  return `${groups.slice(0, last + 1).join(":")}::/64`;
}
