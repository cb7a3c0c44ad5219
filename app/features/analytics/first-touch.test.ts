import { describe, expect, it } from "vitest";
import { parseFirstTouch, touchSource } from "./first-touch";

describe("parseFirstTouch", () => {
  it("reads a JSON string or an object, dropping empty parts", () => {
    const touch = { landing: "/pricing", utmSource: "newsletter", utmCampaign: "fall", referrerHost: "" };
    expect(parseFirstTouch(JSON.stringify(touch))).toEqual({ landing: "/pricing", utmSource: "newsletter", utmCampaign: "fall" });
    expect(parseFirstTouch({ landing: "/", ref: "VOXA2345" })).toEqual({ landing: "/", ref: "VOXA2345" });
  });

  it("gives null for anything malformed, never throws", () => {
    for (const bad of [undefined, null, "", "{", "[]", 42, { landing: "pricing" }, { landing: "/", extra: 1 }, { landing: "/".repeat(201) }, "x".repeat(2001)])
      expect(parseFirstTouch(bad)).toBeNull();
  });

  it("counts a touch under utm_source, else the referrer, else direct", () => {
    expect(touchSource({ landing: "/", utmSource: "ads", referrerHost: "google.com" })).toBe("ads");
    expect(touchSource({ landing: "/", referrerHost: "google.com" })).toBe("google.com");
    expect(touchSource({ landing: "/" })).toBe("");
    expect(touchSource(null)).toBe("");
  });
});
