import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashIp } from "./ip-hash.server";

const hmac = (secret: string, ip: string) => createHmac("sha256", secret).update(`lead-ip:${ip}`).digest("hex");

describe("hashIp (the address as it is stored and counted)", () => {
  it("is the keyed hash of the address, the same on every call, and another secret's hash for another secret", () => {
    const secret = "s".repeat(32);
    expect(hashIp(secret, "203.0.113.7")).toBe(hmac(secret, "203.0.113.7"));
    expect(hashIp(secret, "203.0.113.7")).toBe(hmac(secret, "203.0.113.7"));
    expect(hashIp("t".repeat(32), "203.0.113.7")).toBe(hmac("t".repeat(32), "203.0.113.7"));
    expect(hashIp(secret, "203.0.113.8")).not.toBe(hashIp(secret, "203.0.113.7"));
  });

  it("stays right past the number of addresses it keeps", () => {
    const secret = "k".repeat(32);
    for (let i = 0; i < 5000; i++) hashIp(secret, `10.0.${i >> 8}.${i & 255}`);
    for (const i of [0, 4095, 4096, 4999])
      expect(hashIp(secret, `10.0.${i >> 8}.${i & 255}`)).toBe(hmac(secret, `10.0.${i >> 8}.${i & 255}`));
  });
});
