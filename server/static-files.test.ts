import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaticFiles } from "./static-files";

let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), "static-")), "client");
  mkdirSync(path.join(dir, "about"), { recursive: true });
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  writeFileSync(path.join(dir, "index.html"), `<html><script>console.log("home")</script>${"x".repeat(2000)}</html>`);
  writeFileSync(path.join(dir, "about", "index.html"), `<html>about${"y".repeat(2000)}</html>`);
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), `console.log(${"1".repeat(2000)})`);
  const files = new StaticFiles(dir, { secure: false });
  files.load();
  server = createServer((req, res) => {
    if (files.handle(req, res, "test-id")) return;
    // As server/app.ts: a prerendered page with ?ref= is served with the cookie it was given.
    const ref = files.referredPage(req);
    if (
      ref !== null &&
      files.handle(req, res, "test-id", { allowRef: true, setCookie: ref ? `voxa_ref=${ref}; Path=/` : null })
    )
      return;
    res.writeHead(299);
    res.end("fell through");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("StaticFiles", () => {
  it("compresses once: a second start reads build/compressed instead of compressing again", () => {
    const again = new StaticFiles(dir, { secure: false });
    again.load();
    expect(again.stats).toEqual({ compressed: 0, fromCache: 6 });
    const cached = readdirSync(path.join(dir, "..", "compressed")).sort();
    expect(cached).toHaveLength(6);
    expect(cached.filter((f) => f.endsWith(".br"))).toHaveLength(3);
    const none = new StaticFiles(dir, { secure: false, cacheDir: null });
    none.load();
    expect(none.stats).toEqual({ compressed: 6, fromCache: 0 });
  });

  it("serves a prerendered page at /x and /x/ without a redirect", async () => {
    for (const p of ["/about", "/about/"]) {
      const res = await fetch(base + p, { redirect: "manual" });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("about");
    }
  });

  it("sends pre-compressed brotli when asked, with a CSP hashing the inline script", async () => {
    const res = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve) => {
        import("node:http").then(({ get }) =>
          get(base + "/", { headers: { "accept-encoding": "br, gzip" } }, (r) => {
            const chunks: Buffer[] = [];
            r.on("data", (c: Buffer) => chunks.push(c));
            r.on("end", () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
          }),
        );
      },
    );
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toContain('console.log("home")');
    expect(String(res.headers["content-security-policy"])).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const scriptSrc = String(res.headers["content-security-policy"])
      .split("; ")
      .find((d) => d.startsWith("script-src"));
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await fetch(base + "/about");
    const etag = first.headers.get("etag")!;
    const second = await fetch(base + "/about", { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
  });

  it("caches fingerprinted assets for a year and 404s unknown ones", async () => {
    const hit = await fetch(base + "/assets/app-abc123.js");
    expect(hit.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const miss = await fetch(base + "/assets/missing-123.js");
    expect(miss.status).toBe(404);
  });

  it("leaves a page with a meaningful query to the server, but not campaign tags", async () => {
    expect((await fetch(base + "/?q=ABC")).status).toBe(299);
    expect((await fetch(base + "/about?ref=ABC&q=x")).status).toBe(299);
    expect((await fetch(base + "/?ref=ABC", { method: "POST" })).status).toBe(299);
    expect((await fetch(base + "/?utm_source=news")).status).toBe(200);
  });

  it("serves a prerendered page with ?ref= from memory, with the cookie it was given and no-store", async () => {
    const plain = await fetch(base + "/about");
    const referred = await fetch(base + "/about/?ref=ABC&utm_source=partner");
    expect(referred.status).toBe(200);
    expect(await referred.text()).toBe(await plain.text());
    expect(referred.headers.getSetCookie()).toEqual(["voxa_ref=ABC; Path=/"]);
    expect(referred.headers.get("cache-control")).toBe("no-store");
    expect(plain.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const noCookie = await fetch(base + "/?ref=");
    expect(noCookie.status).toBe(200);
    expect(noCookie.headers.getSetCookie()).toEqual([]);
    expect(noCookie.headers.get("cache-control")).toBe("no-store");
  });
});
