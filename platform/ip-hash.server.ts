import { createHmac } from "node:crypto";
import { addressGroup } from "./ip-address";

/** Recent addresses' hashes: a visitor's requests come from one address, and each lead hashed it twice (decision 094). */
const recent = new Map<string, string>();
const RECENT_MAX = 4096;

/**
 * A visitor's address as every feature stores and counts it (leads, rate limits, analytics): a
 * keyed hash, so the raw address is never stored and the hash cannot be reversed by brute force
 * without the secret. It is the hash of the address's network (`addressGroup`: an IPv4 address,
 * an IPv6 /64), taken here so that no limit can count a /64's addresses one by one (issue 40).
 * The hashes of the last few thousand addresses are kept in memory (never stored): computing
 * one is about 2 % of a lead's CPU.
 */
export function hashIp(secret: string, ip: string) {
  const key = `${secret}\n${ip}`;
  let hash = recent.get(key);
  if (hash === undefined) {
    hash = createHmac("sha256", secret).update(`lead-ip:${addressGroup(ip)}`).digest("hex");
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(key, hash);
  }
  return hash;
}
