import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./security";

type Entry = {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  headers: Record<string, string>;
};

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".pdf": "application/pdf",
  ".wasm": "application/wasm",
  ".mp4": "video/mp4",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".vtt": "text/vtt; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".html": "text/html; charset=utf-8",
};
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
  ".data",
  ".html",
  ".wasm",
  ".ico",
  ".vtt",
]);
/** Media a player reads in byte ranges (Safari plays nothing from a server that answers none). */
const RANGED = new Set([".wav", ".mp3", ".mp4"]);

/** Query parameters that do not change a prerendered page (campaign tracking). */
const HARMLESS_PARAMS = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/i;

/**
 * Everything the build wrote to build/client, held in memory and compressed once:
 * prerendered pages (served at `/x` and `/x/` without a redirect), their `.data` payloads for
 * client navigation, and the fingerprinted assets (cached immutable).
 *
 * Compression (brotli 11, gzip 9) is slow — seconds for the voice resampler alone — so its
 * results are kept in `build/compressed/`, named by the content's hash: `npm run build` fills it
 * (scripts/build-server.mjs), and a start only compresses what is missing there. A read-only
 * build directory just means compressing in memory.
 */
export class StaticFiles {
  private files = new Map<string, Entry>();
  private pagePaths: string[] = [];

  private cacheDir: string | null;
  readonly stats = { compressed: 0, fromCache: 0 };

  constructor(
    private clientDir: string,
    private opts: { secure: boolean; connectSources?: string[]; cacheDir?: string | null },
  ) {
    this.cacheDir = opts.cacheDir === undefined ? path.join(clientDir, "..", "compressed") : opts.cacheDir;
  }

  load() {
    this.files.clear();
    this.pagePaths = [];
    this.walk(this.clientDir);
    return { pages: this.pagePaths.length, files: this.files.size };
  }

  pages() {
    return [...this.pagePaths];
  }

  private walk(dir: string) {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        this.walk(full);
        continue;
      }
      const rel = "/" + path.relative(this.clientDir, full).split(path.sep).join("/");
      if (name === "index.html") {
        const pagePath = rel === "/index.html" ? "/" : rel.slice(0, -"/index.html".length);
        this.pagePaths.push(pagePath);
        this.add(pagePath, readFileSync(full), ".html");
      } else {
        this.add(rel, readFileSync(full), path.extname(name).toLowerCase());
      }
    }
  }

  private add(urlPath: string, body: Buffer, ext: string) {
    const headers: Record<string, string> = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "X-Content-Type-Options": "nosniff",
    };
    if (ext === ".html") {
      Object.assign(headers, baseSecurityHeaders(this.opts.secure), {
        "Cache-Control": "public, max-age=0, must-revalidate",
        "Content-Security-Policy": contentSecurityPolicy({
          scriptSources: inlineScriptHashes(body.toString("utf8")),
          production: this.opts.secure,
          connectSources: this.opts.connectSources,
        }),
      });
    } else if (urlPath.startsWith("/assets/")) {
      headers["Cache-Control"] = "public, max-age=31536000, immutable";
    } else {
      headers["Cache-Control"] = ext === ".data" ? "public, max-age=0, must-revalidate" : "public, max-age=3600";
    }
    if (RANGED.has(ext)) headers["Accept-Ranges"] = "bytes";
    const hash = createHash("sha1").update(body).digest("base64url");
    const entry: Entry = { identity: body, etag: `"${hash}"`, headers };
    if (COMPRESSIBLE.has(ext) && body.length > 256) {
      headers.Vary = "Accept-Encoding";
      entry.gzip = this.compressed(hash, "gz", () => gzipSync(body, { level: 9 }));
      entry.br = this.compressed(hash, "br", () =>
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
    }
    this.files.set(urlPath, entry);
  }

  /** A compressed variant from the cache, or compressed now (and stored for the next start). */
  private compressed(hash: string, kind: "gz" | "br", compress: () => Buffer): Buffer {
    const file = this.cacheDir ? path.join(this.cacheDir, `${hash}.${kind}`) : null;
    if (file) {
      try {
        const cached = readFileSync(file);
        this.stats.fromCache++;
        return cached;
      } catch {
        /* not cached yet */
      }
    }
    const out = compress();
    this.stats.compressed++;
    if (file) {
      try {
        mkdirSync(this.cacheDir!, { recursive: true });
        // Write then rename: two servers starting at once never read a half-written file.
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, out);
        renameSync(tmp, file);
      } catch {
        /* read-only build directory: keep it in memory only */
      }
    }
    return out;
  }

  /**
   * The file or page for a URL. A page with a query its loader reads (?q=, ?addons=...) is
   * rendered by the server instead; `?ref=` only sets a cookie (the page's script reads it from
   * the address), so with `allowRef` such a page is still this one (decision 077).
   */
  lookup(rawUrl: string, allowRef = false): Entry | undefined {
    const q = rawUrl.indexOf("?");
    let pathname = q === -1 ? rawUrl : rawUrl.slice(0, q);
    if (pathname.length > 1 && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
    const entry = this.files.get(pathname);
    if (!entry || q === -1) return entry;
    if (entry.headers["Content-Type"]?.startsWith("text/html")) {
      for (const key of new URLSearchParams(rawUrl.slice(q + 1)).keys())
        if (!HARMLESS_PARAMS.test(key) && !(allowRef && key === "ref")) return undefined;
    }
    return entry;
  }

  /**
   * A GET or HEAD of a prerendered page whose only meaningful query is `?ref=`: the code (which
   * may be empty); otherwise null.
   */
  referredPage(req: IncomingMessage): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    if (q === -1) return null;
    const ref = new URLSearchParams(url.slice(q + 1)).get("ref");
    if (ref === null) return null;
    const entry = this.lookup(url, true);
    return entry?.headers["Content-Type"]?.startsWith("text/html") ? ref : null;
  }

  /**
   * Answers the request from memory if it can; returns false otherwise. `allowRef` serves a
   * prerendered page for a `?ref=` address, with `setCookie` (the referral cookie, or null) — such
   * an answer is never stored by a shared cache (no-store, as a server-rendered page).
   */
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    referred?: { allowRef: true; setCookie: string | null },
  ): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const entry = this.lookup(url, Boolean(referred));
    if (!entry) {
      if (url.startsWith("/assets/")) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" });
        res.end("Not found");
        return true;
      }
      return false;
    }
    const headers: Record<string, string | number | string[]> = {
      ...entry.headers,
      ETag: entry.etag,
      "X-Request-Id": requestId,
    };
    if (referred) {
      headers["Cache-Control"] = "no-store";
      if (referred.setCookie) headers["Set-Cookie"] = [referred.setCookie];
    }
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const range = entry.headers["Accept-Ranges"] ? req.headers.range : undefined;
    if (range) return this.sendRange(res, req, entry, range, headers);
    let body = entry.identity;
    const accept = entry.br ? String(req.headers["accept-encoding"] ?? "") : "";
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br;
      headers["Content-Encoding"] = "br";
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      body = entry.gzip;
      headers["Content-Encoding"] = "gzip";
    }
    headers["Content-Length"] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /** One byte range of a media file (`Range: bytes=a-b`, `a-` or `-n`): 206, or 416 when it is outside the file. */
  private sendRange(
    res: ServerResponse,
    req: IncomingMessage,
    entry: Entry,
    range: string,
    headers: Record<string, string | number | string[]>,
  ): true {
    const size = entry.identity.length;
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    let start = m && m[1] !== "" ? Number(m[1]) : Number.NaN;
    let end = m && m[2] !== "" ? Number(m[2]) : size - 1;
    if (m && m[1] === "" && m[2] !== "") {
      start = Math.max(0, size - Number(m[2]));
      end = size - 1;
    }
    end = Math.min(end, size - 1);
    if (!m || Number.isNaN(start) || start > end) {
      res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}`, "Content-Length": 0 });
      res.end();
      return true;
    }
    res.writeHead(206, {
      ...headers,
      "Content-Range": `bytes ${start}-${end}/${size}`,
      "Content-Length": end - start + 1,
    });
    res.end(req.method === "HEAD" ? undefined : entry.identity.subarray(start, end + 1));
    return true;
  }
}
