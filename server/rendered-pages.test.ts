import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RenderedPages, fillTemplate, gzipTemplate, identityTemplate, type PageFromMemory } from "./rendered-pages";

const NONCE = "cmVuZGVyZWQtd2l0aC10aGlz";
/** What React Router writes for the page: the nonce on its scripts, in pieces, as a stream does. */
const renderedHtml = (label: string) => [
  `<!doctype html><html><head><script nonce="${NONCE}">window.a=1</script></head>`,
  `<body><h1>${label}</h1>${"<p>Pick a time</p>".repeat(300)}`,
  `<script nonce="${NONCE}">window.b=2</script><script nonce="${NONCE}">window.c=3</script></body></html>`,
];

let clock = 1_000_000;
let renders = 0;
let pages: RenderedPages;
let page: PageFromMemory;
let extraCookie: string | null = null;
let status = 200;
let server: Server;
let base: string;

/** As server/app.ts does: from memory if kept, otherwise "rendered" (here: written in chunks) and kept. */
function listener(req: IncomingMessage, res: ServerResponse) {
  void (async () => {
    if (pages.has(page) && pages.send(req, res, "req-id", page, await page.referralCookie())) return;
    pages.mark(req, page);
    res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${NONCE}'; object-src 'none'`);
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("X-Request-Id", "rendered-id");
    const cookies = ["voxa_ref=ABC.1.sig; Path=/", ...(extraCookie ? [extraCookie] : [])];
    res.setHeader("Set-Cookie", cookies);
    pages.capture(req, res, NONCE);
    renders++;
    res.statusCode = status;
    const [a, b, c] = renderedHtml(`render ${renders}`);
    res.write(a);
    res.write(Buffer.from(b!));
    res.end(c);
  })();
}

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const nonceOf = (csp: string | string[] | undefined) => String(csp).match(/'nonce-([^']+)'/)?.[1];

beforeAll(async () => {
  server = createServer(listener);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  pages = new RenderedPages({ ttlMs: 2000, maxPages: 2, now: () => clock });
  page = { key: "/checkout?ref=abc\nABC", version: 1, referralCookie: async () => "voxa_ref=ABC.2.sig; Path=/" };
  renders = 0;
  extraCookie = null;
  status = 200;
});

describe("a server-rendered page kept in memory (decision 089)", () => {
  it("is rendered once, then answered from memory with the same page, a fresh nonce and the visit's own cookie", async () => {
    const first = await get("/checkout?ref=abc");
    const second = await get("/checkout?ref=abc");
    expect(renders).toBe(1);
    expect(first.body.toString()).toContain("<h1>render 1</h1>");
    const nonce = nonceOf(second.headers["content-security-policy"]);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(NONCE);
    // The same HTML, byte for byte, but for the nonce on each script.
    expect(second.body.toString()).toBe(first.body.toString().replaceAll(NONCE, nonce!));
    expect(second.body.toString().split(`nonce="${nonce}"`)).toHaveLength(4);
    expect(second.headers["content-security-policy"]).toBe(`script-src 'self' 'nonce-${nonce}'; object-src 'none'`);
    expect(second.headers["set-cookie"]).toEqual(["voxa_ref=ABC.2.sig; Path=/"]);
    expect(second.headers["cache-control"]).toBe("private, no-store");
    expect(second.headers["x-request-id"]).toBe("req-id");
    expect(Number(second.headers["content-length"])).toBe(second.body.length);
    const third = await get("/checkout?ref=abc");
    expect(nonceOf(third.headers["content-security-policy"])).not.toBe(nonce);
  });

  it("answers gzip that any gzip reader decodes to the page with the answer's nonce", async () => {
    await get("/checkout?ref=abc");
    const zipped = await get("/checkout?ref=abc", { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const nonce = nonceOf(zipped.headers["content-security-policy"])!;
    const html = gunzipSync(zipped.body).toString();
    expect(html).toBe(renderedHtml("render 1").join("").replaceAll(NONCE, nonce));
    // Compressed once when kept: about as small as compressing the whole page now (each of the
    // three nonces is sent as it is, 29 bytes, and each piece ends on a 5-byte flush).
    expect(zipped.body.length).toBeLessThan(gzipSync(html).length + 3 * 29 + 4 * 5 + 64);
  });

  it("splices segments that start or end with the nonce, and a page without one", () => {
    const nonce = Buffer.from("NONCE");
    for (const parts of [["", "a", ""], ["only"], ["", ""], ["x".repeat(70_000), "y"]]) {
      const segments = parts.map((p) => Buffer.from(p));
      expect(gunzipSync(fillTemplate(gzipTemplate(segments, 5), nonce)).toString()).toBe(parts.join("NONCE"));
      expect(fillTemplate(identityTemplate(segments, 5), nonce).toString()).toBe(parts.join("NONCE"));
    }
  });

  it("renders again once the open times changed (a new version) or after its two seconds", async () => {
    await get("/checkout?ref=abc");
    page = { ...page, version: 2 };
    expect((await get("/checkout?ref=abc")).body.toString()).toContain("render 2");
    expect((await get("/checkout?ref=abc")).body.toString()).toContain("render 2");
    clock += 2001;
    expect((await get("/checkout?ref=abc")).body.toString()).toContain("render 3");
    expect(renders).toBe(3);
  });

  it("past its time, one request renders it again; those arriving meanwhile get the kept page", async () => {
    await get("/checkout?ref=abc");
    clock += 2001;
    // The first request to find it past its time renders it; it is marked as being rendered.
    expect(pages.has(page)).toBe(false);
    // Meanwhile (no new render yet): the kept page, for up to five seconds.
    expect((await get("/checkout?ref=abc")).body.toString()).toContain("render 1");
    expect(renders).toBe(1);
    clock += 5001;
    // That render never came back: another request tries.
    expect((await get("/checkout?ref=abc")).body.toString()).toContain("render 2");
    expect((await get("/checkout?ref=abc")).body.toString()).toContain("render 2");
    expect(renders).toBe(2);
  });

  it("keeps no error page, no page sent with another cookie, no HEAD; and at most maxPages pages", async () => {
    status = 503;
    await get("/checkout");
    await get("/checkout");
    expect(renders).toBe(2);
    status = 200;
    extraCookie = "session=abc; Path=/";
    await get("/checkout");
    await get("/checkout");
    expect(renders).toBe(4);
    extraCookie = null;
    await get("/checkout", {}, "HEAD");
    await get("/checkout", {}, "HEAD");
    expect(renders).toBe(6);
    for (const key of ["a", "b", "c"]) {
      page = { ...page, key };
      await get("/checkout");
    }
    expect(renders).toBe(9);
    page = { ...page, key: "a" }; // the oldest of three, with room for two: gone
    await get("/checkout");
    expect(renders).toBe(10);
    page = { ...page, key: "c" };
    const head = await get("/checkout", {}, "HEAD");
    expect(renders).toBe(10);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
  });
});
