import { createHmac } from "node:crypto";

/**
 * A visitor's address as every feature stores and counts it (leads, rate limits, analytics): a
 * keyed hash, so the raw address is never stored and the hash cannot be reversed by brute force
 * without the secret.
 */
export function hashIp(secret: string, ip: string) {
  return createHmac("sha256", secret).update(`lead-ip:${ip}`).digest("hex");
}
