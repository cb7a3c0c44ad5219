import { describe, expect, it } from "vitest";
import { isLocalOnly, isLoopbackHost } from "./local-only";

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
