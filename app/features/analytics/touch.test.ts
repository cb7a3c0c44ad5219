import { describe, expect, it } from "vitest";
import { firstTouchHeader } from "~/features/auth/auth-api";
import { parseFirstTouch } from "./first-touch";
import { refusesTracking } from "./privacy";
import { firstTouchFrom } from "./touch";

const site = "https://www.example.com";

describe("firstTouchFrom", () => {
  it("takes the landing path, the UTM parameters and the partner's ref code from the first page", () => {
    const { touch, isNew } = firstTouchFrom(
      `${site}/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=fall&utm_term=voice+agents&utm_content=hero&ref=VOXA2345&x=1#faq`,
      "",
      null,
    );
    expect(isNew).toBe(true);
    expect(touch).toEqual({
      landing: "/pricing",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "fall",
      utmTerm: "voice agents",
      utmContent: "hero",
      ref: "VOXA2345",
    });
  });

  it("keeps only another site's host from the referrer", () => {
    expect(firstTouchFrom(`${site}/`, "https://www.google.com/search?q=voxa", null).touch).toEqual({
      landing: "/",
      referrerHost: "www.google.com",
    });
    expect(firstTouchFrom(`${site}/about`, `${site}/pricing`, null).touch).toEqual({ landing: "/about" });
    expect(firstTouchFrom(`${site}/about`, "not a url", null).touch).toEqual({ landing: "/about" });
  });

  it("a visit without UTM parameters or referrer is direct", () => {
    expect(firstTouchFrom(`${site}/contact?utm_source=%20%20`, "", null)).toEqual({
      touch: { landing: "/contact" },
      isNew: true,
    });
  });

  it("keeps the stored first touch on later pages, whatever their URL says", () => {
    const stored = JSON.stringify({ landing: "/", utmSource: "newsletter", utmCampaign: "fall" });
    expect(firstTouchFrom(`${site}/pricing?utm_source=ads`, "https://www.bing.com/", stored)).toEqual({
      touch: { landing: "/", utmSource: "newsletter", utmCampaign: "fall" },
      isNew: false,
    });
  });

  it("takes it again when the stored value is unreadable", () => {
    for (const bad of ["{", "null", "[]", '{"landing":"pricing"}', '{"utmSource":"x"}'])
      expect(firstTouchFrom(`${site}/about?utm_source=x`, "", bad)).toEqual({
        touch: { landing: "/about", utmSource: "x" },
        isNew: true,
      });
  });

  it("cuts long values to what the server accepts, so the server never drops the touch", () => {
    const long = "a".repeat(500);
    const { touch } = firstTouchFrom(
      `${site}/${long}?utm_source=${long}&utm_campaign=${long}&ref=${long}`,
      `https://${"b".repeat(200)}.com/`,
      null,
    );
    expect(touch.landing).toHaveLength(200);
    expect(touch.utmSource).toHaveLength(100);
    expect(touch.ref).toHaveLength(40);
    expect(touch.referrerHost).toHaveLength(120);
    expect(parseFirstTouch(JSON.stringify(touch))).toEqual(touch);
  });
});

describe("refusesTracking", () => {
  it("is true with Do Not Track or Global Privacy Control", () => {
    expect(refusesTracking({ doNotTrack: "1" } as Navigator)).toBe(true);
    expect(refusesTracking({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(refusesTracking({ doNotTrack: "0" } as Navigator)).toBe(false);
    expect(refusesTracking({ doNotTrack: null } as Navigator)).toBe(false);
  });
});

describe("firstTouchHeader (the sign-up's X-First-Touch)", () => {
  it("is the JSON, in ASCII so a header can carry it, and still reads back as the same touch", () => {
    const json = JSON.stringify({ landing: "/", utmCampaign: "rentrée" });
    const header = firstTouchHeader(json)["X-First-Touch"];
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(parseFirstTouch(header)).toEqual({ landing: "/", utmCampaign: "rentrée" });
    expect(firstTouchHeader("")).toEqual({});
  });
});
