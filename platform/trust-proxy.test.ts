import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, type EnvError } from "./env.server";

/**
 * What Express makes of each TRUST_PROXY form (decision 041): the address it resolves is the
 * one every per-address limit keys on (server/app.ts passes env.TRUST_PROXY through as it is).
 */
let server: Server;
let base: string;
let trust: unknown = false;

beforeAll(async () => {
  const app = express();
  app.get("/ip", (req, res) => {
    app.set("trust proxy", trust);
    res.json({ ip: req.ip });
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function clientIp(trustProxy: string, forwardedFor?: string) {
  trust = parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY;
  const res = await fetch(`${base}/ip`, { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });
  return ((await res.json()) as { ip: string }).ip;
}

describe("TRUST_PROXY as Express applies it", () => {
  it("unset: the socket's address, whatever X-Forwarded-For says", async () => {
    expect(await clientIp("false", "203.0.113.7")).toBe("127.0.0.1");
  });

  it("1 (one proxy in front): the address that proxy appended; whatever the client wrote before it is ignored", async () => {
    expect(await clientIp("1", "203.0.113.7")).toBe("203.0.113.7");
    for (const forged of ["198.51.100.1", "10.9.8.7", "not-an-ip"])
      expect(await clientIp("1", `${forged}, 203.0.113.7`)).toBe("203.0.113.7");
  });

  it("the proxies' addresses: trusted hops are skipped, the first untrusted address is the client", async () => {
    // The proxy reaches the server from 127.0.0.1 (loopback); 10.0.0.5 is an inner load balancer.
    expect(await clientIp("loopback, 10.0.0.0/8", "198.51.100.1, 203.0.113.7, 10.0.0.5")).toBe("203.0.113.7");
    // A connection from an address not on the list is the client itself.
    expect(await clientIp("10.0.0.0/8", "203.0.113.7")).toBe("127.0.0.1");
  });
});

/**
 * Issue 40 item 10: a trusted range lets every client inside it choose the address each limit
 * counts, so a range may only hold addresses no visitor on the internet connects from.
 */
describe("TRUST_PROXY ranges over public addresses are refused", () => {
  const lineFor = (value: string) => {
    try {
      parseEnv({ TRUST_PROXY: value });
    } catch (err) {
      return (err as EnvError).lines;
    }
    return null;
  };
  const publicLine = (entries: string, verb: "covers" | "cover") =>
    `  TRUST_PROXY: ${entries} ${verb} public addresses, and any client inside a trusted range can choose the address every limit counts; a range may only hold private, loopback, link-local, unique-local or carrier-grade NAT (100.64.0.0/10) addresses: give a public proxy by its own address (e.g. 203.0.113.5), or the number of proxies in front of the server (e.g. 1)`;

  it("refuses the four-range catch-all and 0.0.0.0/0 in one line naming them", () => {
    expect(lineFor("0.0.0.0/1,128.0.0.0/1,::/1,8000::/1")).toEqual([
      publicLine('"0.0.0.0/1", "128.0.0.0/1", "::/1", "8000::/1"', "cover"),
    ]);
    expect(lineFor("0.0.0.0/0")).toEqual([publicLine('"0.0.0.0/0"', "covers")]);
    expect(lineFor("::/0")).toEqual([publicLine('"::/0"', "covers")]);
    // Only the offending entry is named.
    expect(lineFor("10.0.0.0/8, 203.0.113.0/24")).toEqual([publicLine('"203.0.113.0/24"', "covers")]);
  });

  it.each([
    "203.0.113.0/24",
    "100.0.0.0/8",
    "172.16.0.0/11",
    "10.0.0.0/7",
    "fc00::/6",
    "2001:db8::/32",
    "2001:db8:1:2::/64",
    // Every IPv4 address, written IPv4-mapped; and a short IPv6 prefix that contains them.
    "::ffff:0:0/96",
    "::ffff:10.0.0.0/8",
    "::ffff:203.0.113.0/120",
    "1.2.3.4/0",
  ])("refuses %j, a range with public addresses in it", (value) => {
    expect(lineFor(value)).toEqual([publicLine(`"${value}"`, "covers")]);
  });

  it("takes ranges inside private, loopback, link-local, unique-local and carrier-grade NAT space, and any single address, but not one more", () => {
    const value = [
      "10.0.0.0/8",
      "10.1.2.3/16",
      "172.16.0.0/12",
      "172.31.255.0/24",
      "192.168.0.0/16",
      "127.0.0.0/8",
      "169.254.0.0/16",
      "100.64.0.0/10",
      "100.127.0.0/16",
      "::1/128",
      "fe80::/10",
      "fe80::%eth0/64",
      "fc00::/7",
      "fd12:3456::/48",
      "::ffff:10.0.0.0/104",
      // A proxy's own public address, however written.
      "203.0.113.5",
      "203.0.113.5/32",
      "2001:db8::5",
      "2001:db8::5/128",
      "::ffff:203.0.113.5",
    ].join(",");
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(value.split(","));
    // Each of those networks one bit wider reaches public space.
    for (const wider of ["10.0.0.0/7", "172.16.0.0/11", "192.168.0.0/15", "127.0.0.0/7", "169.254.0.0/15", "100.64.0.0/9", "fe80::/9", "fc00::/6", "203.0.113.4/31", "2001:db8::4/127"])
      expect(lineFor(wider), wider).toHaveLength(1);
  });

  it("never hands Express a value it cannot compile: each accepted form works, each refused one is a line", () => {
    const values = [
      "0.0.0.0/0",
      "::/0",
      "10.0.0.0/00",
      "10.0.0.0/000",
      "fe80::1%eth0",
      "fe80::1%",
      "::ffff:1.2.3.4/128",
      "10.0.0.1/032",
      "0.0.0.0",
      "::",
      "1.2.3.4/255.0.0.0",
      "10.0.0.0/8,",
      ",",
      "::1/0128",
    ];
    for (const value of values) {
      const lines = lineFor(value);
      if (lines) {
        expect(lines, value).toHaveLength(1);
        expect(lines[0], value).toMatch(/^ {2}TRUST_PROXY: /);
        continue;
      }
      const app = express();
      expect(() => app.set("trust proxy", parseEnv({ TRUST_PROXY: value }).TRUST_PROXY), value).not.toThrow();
    }
  });

});
