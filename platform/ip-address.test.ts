import { normalizeIP } from "@better-auth/core/utils/ip";
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addressGroup } from "./ip-address";
import { hashIp } from "./ip-hash.server";

/** Issue 40 item 6: every per-address limit and count sees an IPv4 address, or an IPv6 /64. */
describe("addressGroup (the network a visitor's address counts for)", () => {
  it("keeps an IPv4 address whole, also when it is written IPv4-mapped", () => {
    expect(addressGroup("198.51.100.7")).toBe("198.51.100.7");
    expect(addressGroup("198.51.100.8")).toBe("198.51.100.8");
    for (const mapped of [
      "::ffff:198.51.100.7",
      "::FFFF:198.51.100.7",
      "::ffff:c633:6407",
      "0:0:0:0:0:ffff:198.51.100.7",
      "0000:0000:0000:0000:0000:FFFF:C633:6407",
    ])
      expect(addressGroup(mapped), mapped).toBe("198.51.100.7");
  });

  it("groups an IPv6 address by its /64, however it is written", () => {
    for (const ip of [
      "2001:db8:1:2::1",
      "2001:db8:1:2::25",
      "2001:DB8:1:2::ABCD",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:0:0:198.51.100.7",
      "[2001:db8:1:2::9]",
      " 2001:db8:1:2::1 ",
    ])
      expect(addressGroup(ip), ip).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8::/64");
    expect(addressGroup("2001:0:0:1::1")).toBe("2001:0:0:1::/64");
    expect(addressGroup("1:2:3:4:5:6:7:8")).toBe("1:2:3:4::/64");
  });

  it("reads the unspecified address, loopback and zone ids", () => {
    expect(addressGroup("::")).toBe("::/64");
    expect(addressGroup("::1")).toBe("::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80::/64");
    expect(addressGroup("fe80::2%25en0")).toBe("fe80::/64");
  });

  it("keeps what is not an address as it is (lower-cased), and is the same when applied twice", () => {
    expect(addressGroup("unknown")).toBe("unknown");
    expect(addressGroup("Not-An-IP")).toBe("not-an-ip");
    expect(addressGroup("2001:db8::1::2")).toBe("2001:db8::1::2");
    for (const ip of ["198.51.100.7", "::ffff:198.51.100.7", "2001:db8:1:2::1", "::1", "unknown"])
      expect(addressGroup(addressGroup(ip)), ip).toBe(addressGroup(ip));
  });

  it("puts two addresses together exactly when better-auth's own limiter does (its ipv6Subnet 64)", () => {
    const addresses = [
      "198.51.100.7",
      "198.51.100.8",
      "::ffff:198.51.100.7",
      "2001:db8:1:2::1",
      "2001:DB8:1:2::25",
      "2001:db8:1:3::1",
      "2001:db8::1",
      "::1",
      "::",
      "fe80::1",
    ];
    for (const a of addresses)
      for (const b of addresses)
        expect(addressGroup(a) === addressGroup(b), `${a} / ${b}`).toBe(
          normalizeIP(a, { ipv6Subnet: 64 }) === normalizeIP(b, { ipv6Subnet: 64 }),
        );
  });
});

describe("hashIp counts a network, not an address", () => {
  const secret = "g".repeat(32);
  const hmac = (ip: string) => createHmac("sha256", secret).update(`lead-ip:${ip}`).digest("hex");

  it("gives every address of one IPv6 /64 the same hash, and another /64 another", () => {
    const one = hashIp(secret, "2001:db8:1:2::1");
    for (let i = 2; i <= 25; i++) expect(hashIp(secret, `2001:db8:1:2::${i.toString(16)}`)).toBe(one);
    expect(hashIp(secret, "2001:DB8:1:2:AAAA:BBBB:CCCC:DDDD")).toBe(one);
    expect(hashIp(secret, "2001:db8:1:3::1")).not.toBe(one);
  });

  it("keeps an IPv4 address's hash as it was, and gives its IPv4-mapped form the same one", () => {
    expect(hashIp(secret, "203.0.113.7")).toBe(hmac("203.0.113.7"));
    expect(hashIp(secret, "::ffff:203.0.113.7")).toBe(hmac("203.0.113.7"));
    expect(hashIp(secret, "203.0.113.8")).not.toBe(hashIp(secret, "203.0.113.7"));
  });
});
