import { request } from "node:http";
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

/** A raw request (fetch would hide nothing, but node:http leaves Accept-Encoding to us). */
function encodingOf(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; encoding: string | undefined }>((resolve, reject) => {
    const req = request(url, { method: init.method ?? "GET", headers: { "accept-encoding": "br, gzip", ...init.headers } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"] }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

describe("compression", () => {
  it("server-rendered pages are compressed; the small answers to a form's POST are not (decision 088)", async () => {
    const page = await encodingOf(`${site.url}/checkout`);
    expect(page.status).toBe(200);
    expect(page.encoding).toMatch(/^(br|gzip)$/);
    const post = await encodingOf(`${site.url}/api/leads/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.url, accept: "application/json" },
      body: JSON.stringify({ name: "", email: "not-an-email" }),
    });
    expect(post.status).toBe(400);
    expect(post.encoding).toBeUndefined();
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
