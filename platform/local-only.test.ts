import { describe, expect, it } from "vitest";
import { isLocalOnly, isLocalRequest, isLoopbackAddress, isLoopbackHost } from "./local-only";

describe("isLocalOnly", () => {
  it("is true only when both the listening address and the public URL are loopback", () => {
    expect(isLocalOnly({ HOST: "127.0.0.1", PUBLIC_SITE_URL: "http://127.0.0.1:3000" })).toBe(true);
    expect(isLocalOnly({ HOST: "localhost", PUBLIC_SITE_URL: "http://localhost:3000" })).toBe(true);
    expect(isLocalOnly({ HOST: "::1", PUBLIC_SITE_URL: "http://[::1]:3000" })).toBe(true);
    expect(isLocalOnly({ HOST: "0.0.0.0", PUBLIC_SITE_URL: "http://127.0.0.1:3000" })).toBe(false);
    expect(isLocalOnly({ HOST: "127.0.0.1", PUBLIC_SITE_URL: "http://voxa.example" })).toBe(false);
    expect(isLocalOnly({ HOST: "127.0.0.1", PUBLIC_SITE_URL: "https://voxa.example" })).toBe(false);
    expect(isLocalOnly({ HOST: "10.0.0.5", PUBLIC_SITE_URL: "http://10.0.0.5:3000" })).toBe(false);
  });
  it("does not mistake look-alike names for loopback", () => {
    expect(isLoopbackHost("127.0.0.1.evil.example")).toBe(false);
    expect(isLoopbackHost("localhost.evil.example")).toBe(false);
    expect(isLoopbackHost("app.localhost")).toBe(true);
  });
});

/**
 * Issue 40 item 7: a local-only instance reached through a reverse proxy on the same machine
 * served the dev mailbox (a magic link for the owner) and its console without two-factor. The
 * conveniences now also need the request itself to come from this machine, straight.
 */
describe("isLocalRequest", () => {
  const local = { HOST: "127.0.0.1", PUBLIC_SITE_URL: "http://127.0.0.1:3000" };
  const req = (headers: Record<string, string> = {}, url = "http://127.0.0.1:3000/dev/mailbox") =>
    new Request(url, { headers });

  it("is true for this machine's own browser, by any loopback name the site answers to", () => {
    for (const host of ["127.0.0.1:3000", "localhost:3000", "[::1]:3000", "LOCALHOST:4000", "127.0.0.1"])
      expect(isLocalRequest(local, req({ host }), "127.0.0.1"), host).toBe(true);
    expect(isLocalRequest(local, req({ host: "[::1]:3000" }), "::1")).toBe(true);
    expect(isLocalRequest(local, req({ host: "127.0.0.1:3000" }), "::ffff:127.0.0.1")).toBe(true);
    // PUBLIC_SITE_URL's own loopback name, and the address the server listens on.
    const named = { HOST: "127.0.0.2", PUBLIC_SITE_URL: "http://voxa.localhost:3000" };
    expect(isLocalRequest(named, req({ host: "voxa.localhost:3000" }), "127.0.0.1")).toBe(true);
    expect(isLocalRequest(named, req({ host: "127.0.0.2:3000" }), "127.0.0.1")).toBe(true);
    // No Host header (a request built without one): the URL's host decides.
    expect(isLocalRequest(local, req(), "127.0.0.1")).toBe(true);
  });

  it("is false for a request that came through a proxy, whatever else it says", () => {
    for (const [name, value] of [
      ["x-forwarded-for", "203.0.113.9"],
      ["x-forwarded-for", "127.0.0.1"],
      ["forwarded", "for=203.0.113.9;proto=https"],
      ["x-real-ip", "203.0.113.9"],
      ["x-forwarded-host", "voxa.example.com"],
      ["x-forwarded-proto", "https"],
      ["via", "1.1 proxy"],
    ])
      expect(isLocalRequest(local, req({ host: "127.0.0.1:3000", [name!]: value! }), "127.0.0.1"), name).toBe(false);
  });

  it("is false for a socket that is not loopback, or unknown", () => {
    for (const address of [
      "192.0.2.10",
      "10.0.0.5",
      "::ffff:192.0.2.10",
      "2001:db8::1",
      "unknown",
      "",
      null,
      undefined,
    ])
      expect(isLocalRequest(local, req({ host: "127.0.0.1:3000" }), address), String(address)).toBe(false);
  });

  it("is false for a request naming another host (a proxy's public name, a rebound DNS name, a look-alike)", () => {
    for (const host of [
      "voxa.example.com",
      "voxa.example.com:3000",
      "127.0.0.1.evil.example",
      "localhost.evil.example",
      "evil@127.0.0.1",
      "127.0.0.1:3000/",
      "app.localhost:3000",
      "",
    ])
      expect(isLocalRequest(local, req({ host }), "127.0.0.1"), host).toBe(false);
  });

  it("is false on a site that is not local-only, even from this machine", () => {
    expect(
      isLocalRequest(
        { HOST: "0.0.0.0", PUBLIC_SITE_URL: "http://127.0.0.1:3000" },
        req({ host: "127.0.0.1:3000" }),
        "127.0.0.1",
      ),
    ).toBe(false);
    expect(
      isLocalRequest(
        { HOST: "127.0.0.1", PUBLIC_SITE_URL: "https://voxa.example" },
        req({ host: "127.0.0.1:3000" }),
        "127.0.0.1",
      ),
    ).toBe(false);
  });

  it("knows loopback addresses from others", () => {
    expect(isLoopbackAddress("127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("127.8.9.10")).toBe(true);
    expect(isLoopbackAddress("::1")).toBe(true);
    expect(isLoopbackAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("localhost")).toBe(false);
    expect(isLoopbackAddress("128.0.0.1")).toBe(false);
  });
});
