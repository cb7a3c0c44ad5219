import { describe, expect, it } from "vitest";
import { totpFromUri } from "#tests/support/totp";
import { describeUserAgent } from "./account.server";
import { secretFromUri } from "./account-panels";

describe("describeUserAgent", () => {
  it.each([
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15", "Safari on macOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0", "Edge on Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0", "Firefox on Linux"],
    ["Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36", "Chrome on Android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1", "Safari on iOS"],
  ])("%s → %s", (ua, expected) => {
    expect(describeUserAgent(ua)).toBe(expected);
  });

  it("says nothing for an unknown or missing agent", () => {
    expect(describeUserAgent(null)).toBeNull();
    expect(describeUserAgent("curl/8.0")).toBeNull();
  });
});

describe("TOTP setup helpers", () => {
  const uri = "otpauth://totp/Voxa%20AI:a%40b.co?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Voxa%20AI&digits=6&period=30";

  it("groups the secret of an otpauth URI in fours", () => {
    expect(secretFromUri(uri)).toBe("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ");
    expect(secretFromUri("not a uri")).toBe("");
  });

  it("the test authenticator matches RFC 6238's SHA-1 vectors", () => {
    // RFC 6238 appendix B: secret "12345678901234567890", 8 digits.
    const rfc = "otpauth://totp/x?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&digits=8&period=30";
    expect(totpFromUri(rfc, 59_000)).toBe("94287082");
    expect(totpFromUri(rfc, 1_111_111_109_000)).toBe("07081804");
    expect(totpFromUri(rfc, 20_000_000_000_000)).toBe("65353130");
  });
});
