import { beforeAll, describe, expect, it } from "vitest";
import { checkCsp } from "./csp";
import { site as siteRef } from "./http";

const site = siteRef("site");
const secure = siteRef("pairA");
let pages: string[] = [];

beforeAll(async () => {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
});

describe("security headers", () => {
  it("every public page (prerendered) sends CSP with hashes, nosniff, Referrer-Policy and no HSTS over http", async () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const p of pages) {
      const res = await fetch(site.url + p);
      expect(res.status, p).toBe(200);
      checkCsp(res.headers.get("content-security-policy"), p);
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), p).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security"), p).toBeNull();
    }
  });

  it("dynamic pages get a fresh nonce per response", async () => {
    for (const p of ["/checkout", "/login", "/voice-agents-marketplace?q=dental"]) {
      const a = (await fetch(site.url + p)).headers.get("content-security-policy");
      const b = (await fetch(site.url + p)).headers.get("content-security-policy");
      checkCsp(a, p);
      const nonce = (h: string | null) => h?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce(a), p).toBeTruthy();
      expect(nonce(a), p).not.toBe(nonce(b));
    }
  });

  it("in production over https: HSTS on prerendered and dynamic pages (Secure cookies: cookies.test.ts)", async () => {
    const res = await fetch(`${secure.url}/`);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const dyn = await fetch(`${secure.url}/checkout`);
    expect(dyn.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("cross-site requests", () => {
  const evil = { origin: "https://evil.example", "content-type": "application/json" };
  it.each([
    "/api/create-checkout",
    "/api/consent",
    "/api/beacon",
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/checkout",
    "/affiliate-program",
  ])("a cross-origin POST to %s is refused with 403", async (p) => {
    const res = await fetch(site.url + p, {
      method: "POST",
      headers: evil,
      body: JSON.stringify({ priceId: "ebook" }),
      redirect: "manual",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Cross-site requests are not allowed." });
  });
  it("a same-origin POST is not refused by the origin check", async () => {
    const res = await fetch(`${site.url}/api/create-checkout`, {
      method: "POST",
      headers: { origin: site.url, "content-type": "application/json" },
      body: JSON.stringify({ priceId: "ebook" }),
    });
    expect(res.status).toBe(200);
  });
});
