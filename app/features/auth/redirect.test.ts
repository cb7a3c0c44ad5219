import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirect("/user-dashboard")).toBe("/user-dashboard");
    expect(safeRedirect("/affiliate-program/x?tab=1#top")).toBe("/affiliate-program/x?tab=1#top");
  });

  it.each([
    ["absolute", "https://evil.example/x"],
    ["protocol-relative", "//evil.example/x"],
    ["backslash", "/\\evil.example"],
    ["backslash later", "/foo\\bar"],
    ["scheme", "javascript:alert(1)"],
    ["relative", "checkout"],
    ["control character", "/\tevil"],
    ["login loop", "/login?redirectTo=/x"],
    ["api", "/api/auth/sign-out"],
    ["not a string", 42],
    ["empty", ""],
  ])("refuses %s", (_name, value) => {
    expect(safeRedirect(value)).toBe("/checkout");
  });

  it("keeps an encoded path on this site", () => {
    expect(safeRedirect("/%0a//evil")).toBe("/%0a//evil");
    expect(new URL(safeRedirect("/%0a//evil"), "https://site.test").origin).toBe("https://site.test");
  });

  it("drops the router's markers: ?index, .data and _routes never reach the address bar", () => {
    expect(safeRedirect("/affiliate-program?index")).toBe("/affiliate-program");
    expect(safeRedirect("/affiliate-program?index=&x=1")).toBe("/affiliate-program?x=1");
    expect(safeRedirect("/affiliate-program.data?_routes=routes%2F_account%2Faffiliate-program%2Flayout")).toBe("/affiliate-program");
    expect(loginPathFor("/affiliate-program?index")).toBe("/login?redirectTo=%2Faffiliate-program");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("https://evil.example", "/")).toBe("/");
  });
});

describe("loginPathFor", () => {
  it("encodes the return path", () => {
    expect(loginPathFor("/user-dashboard")).toBe("/login?redirectTo=%2Fuser-dashboard");
    expect(loginPathFor("/affiliate-program?x=1")).toBe("/login?redirectTo=%2Faffiliate-program%3Fx%3D1");
  });
});
