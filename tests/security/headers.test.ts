import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite } from "./server";

let site: Awaited<ReturnType<typeof startSite>>;
let secure: Awaited<ReturnType<typeof startSite>>;
let pages: string[] = [];

beforeAll(async () => {
  site = await startSite();
  secure = await startSite({ PUBLIC_SITE_URL: "https://voxa.example", BETTER_AUTH_SECRET: "a-private-secret-for-the-https-test-0123456789" });
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}, 120_000);
afterAll(async () => {
  await site?.stop();
  await secure?.stop();
});

function checkCsp(csp: string | null, where: string) {
  expect(csp, `CSP on ${where}`).toBeTruthy();
  const directives = Object.fromEntries(csp!.split(";").map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
  expect(directives["script-src"], where).toBeDefined();
  expect(directives["script-src"], where).not.toContain("'unsafe-inline'");
  expect(directives["script-src"].some((s: string) => s.startsWith("'nonce-") || s.startsWith("'sha256-")), where).toBe(true);
  expect(directives["frame-ancestors"], where).toEqual(["'none'"]);
  expect(directives["object-src"], where).toEqual(["'none'"]);
}

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

  it("in production over https: HSTS on pages and Secure cookies", async () => {
    const res = await fetch(`${secure.url}/`);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const dyn = await fetch(`${secure.url}/checkout`);
    expect(dyn.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("cross-site requests", () => {
  const evil = { origin: "https://evil.example", "content-type": "application/json" };
  it.each(["/api/create-checkout", "/api/auth/sign-in/email", "/api/auth/sign-up/email", "/checkout", "/affiliate-program"])(
    "a cross-origin POST to %s is refused with 403",
    async (p) => {
      const res = await fetch(site.url + p, { method: "POST", headers: evil, body: JSON.stringify({ priceId: "ebook" }), redirect: "manual" });
      expect(res.status).toBe(403);
    },
  );
  it("a same-origin POST is not refused by the origin check", async () => {
    const res = await fetch(`${site.url}/api/create-checkout`, {
      method: "POST",
      headers: { origin: site.url, "content-type": "application/json" },
      body: JSON.stringify({ priceId: "ebook" }),
    });
    expect(res.status).toBe(200);
  });
});
