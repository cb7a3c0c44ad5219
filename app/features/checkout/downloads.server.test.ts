import { describe, expect, it } from "vitest";
import { DOWNLOAD_LINK_TTL_MS, ebookDownloadPath, verifyDownload } from "./downloads.server";

const secret = "download-secret-0123456789abcdef0123456789";
const orderId = "11111111-2222-4333-8444-555555555555";
const parts = (path: string) => {
  const url = new URL(path, "http://x");
  return { expires: url.searchParams.get("expires"), sig: url.searchParams.get("sig") };
};

describe("signed ebook download links", () => {
  const now = Date.UTC(2027, 0, 10, 12);
  const { expires, sig } = parts(ebookDownloadPath(secret, orderId, now));

  it("are valid for 7 days, then expired (a past link keeps a valid signature: 410, not 403)", () => {
    expect(Number(expires)).toBe(now + DOWNLOAD_LINK_TTL_MS);
    expect(verifyDownload(secret, orderId, expires, sig, now)).toBe("ok");
    expect(verifyDownload(secret, orderId, expires, sig, now + DOWNLOAD_LINK_TTL_MS)).toBe("ok");
    expect(verifyDownload(secret, orderId, expires, sig, now + DOWNLOAD_LINK_TTL_MS + 1)).toBe("expired");
  });

  it("are invalid when anything signed is changed, missing or signed with another secret", () => {
    const flipped = `${sig![0] === "A" ? "B" : "A"}${sig!.slice(1)}`;
    expect(verifyDownload(secret, orderId, expires, flipped, now)).toBe("invalid");
    expect(verifyDownload(secret, orderId, String(Number(expires) + 1), sig, now)).toBe("invalid");
    expect(verifyDownload(secret, "11111111-2222-4333-8444-555555555556", expires, sig, now)).toBe("invalid");
    expect(verifyDownload(`${secret}x`, orderId, expires, sig, now)).toBe("invalid");
    expect(verifyDownload(secret, orderId, null, sig, now)).toBe("invalid");
    expect(verifyDownload(secret, orderId, expires, null, now)).toBe("invalid");
    expect(verifyDownload(secret, orderId, "soon", sig, now)).toBe("invalid");
    expect(verifyDownload(secret, orderId, expires, `${sig}A`, now)).toBe("invalid");
    // A tampered link is refused as invalid even once expired.
    expect(verifyDownload(secret, orderId, expires, flipped, now + DOWNLOAD_LINK_TTL_MS + 1)).toBe("invalid");
  });
});
