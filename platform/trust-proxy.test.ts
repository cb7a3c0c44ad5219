import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

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
