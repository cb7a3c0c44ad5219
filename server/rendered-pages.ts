import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, crc32, deflateRawSync } from "node:zlib";
import type { PageFromMemory } from "#platform/fast-answers";
import { createNonce } from "./security";

/**
 * What the app says about a GET of a server-rendered page it lets us keep (decision 089): the
 * key naming everything the page's HTML depends on, the version of the data it shows (a change
 * makes every page kept under an older one stale), and the referral cookie this visit gets. The
 * type is the app's and the entry's contract (platform/fast-answers.ts).
 */
export type { PageFromMemory } from "#platform/fast-answers";

type Kept = {
  /** The HTML with holes where the nonce it was rendered with was. */
  identity: Spliced;
  /** The same, gzipped once (see `gzipTemplate`). */
  gzip: Spliced;
  nonceLength: number;
  headers: Record<string, string | string[]>;
  /** The Content-Security-Policy it was sent with, split at its nonce. */
  csp: string[];
  version: number;
  until: number;
  /** When a request set out to render the page again, once it was past its time. */
  refreshingSince?: number;
};

/** Response headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set([
  "set-cookie",
  "content-security-policy",
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
  "etag",
]);
const MAX_PAGE_BYTES = 1024 * 1024;
/** How long a page past its time is still answered while one request renders it again. */
const REFRESH_GRACE_MS = 5000;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with the final bit set: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * CRC-32 is affine in the CRC it starts from: crc32(s, c) = A·c ⊕ crc32(s, 0), A a 32×32 bit
 * matrix that depends on s. Kept once per segment (A as its 32 columns), a segment's CRC from any
 * start costs at most 32 XORs instead of reading the segment again: the page's 115 KB were the
 * largest cost of an answer from memory (decision 089).
 */
type CrcStep = { base: number; columns: Uint32Array };

export function crcStep(segment: Buffer): CrcStep {
  const columns = new Uint32Array(32);
  // Never with no bytes: zlib.crc32 then passes a null pointer, and zlib answers 0 for that.
  const base = segment.length ? crc32(segment, 0) : 0;
  for (let k = 0; k < 32; k++) columns[k] = segment.length ? (crc32(segment, 2 ** k) ^ base) >>> 0 : 2 ** k;
  return { base, columns };
}

function applyStep(step: CrcStep, crc: number) {
  let out = step.base;
  for (let k = 0, c = crc >>> 0; c !== 0; k++, c >>>= 1) if (c & 1) out ^= step.columns[k]!;
  return out >>> 0;
}

/**
 * An answer's bytes with holes for the nonce: copied whole, then the nonce written into each hole.
 * `crcSteps` (gzip only) carry the trailer's CRC over the segments between the holes.
 */
type Spliced = { template: Buffer; holes: number[]; crcSteps?: CrcStep[]; size?: number };

/** The page as it was rendered, with holes where its nonce was. */
export function identityTemplate(segments: Buffer[], nonceLength: number): Spliced {
  const holes: number[] = [];
  const parts: Buffer[] = [];
  let at = 0;
  segments.forEach((segment, i) => {
    if (i > 0) {
      holes.push(at);
      parts.push(Buffer.alloc(nonceLength));
      at += nonceLength;
    }
    parts.push(segment);
    at += segment.length;
  });
  return { template: Buffer.concat(parts), holes };
}

/**
 * The page gzipped once: each segment as raw deflate ending on a byte boundary (a sync flush),
 * and between them a stored (uncompressed) block for the nonce. Any gzip reader decodes it.
 */
export function gzipTemplate(segments: Buffer[], nonceLength: number): Spliced {
  const storedHead = Buffer.alloc(5);
  storedHead.writeUInt16LE(nonceLength, 1);
  storedHead.writeUInt16LE(~nonceLength & 0xffff, 3);
  const holes: number[] = [];
  const parts: Buffer[] = [GZIP_HEADER];
  let at = GZIP_HEADER.length;
  let size = 0;
  segments.forEach((segment, i) => {
    if (i > 0) {
      parts.push(storedHead, Buffer.alloc(nonceLength));
      holes.push(at + storedHead.length);
      at += storedHead.length + nonceLength;
      size += nonceLength;
    }
    const deflated = deflateRawSync(segment, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
    parts.push(deflated);
    at += deflated.length;
    size += segment.length;
  });
  parts.push(FINAL_BLOCK, Buffer.alloc(8));
  return { template: Buffer.concat(parts), holes, crcSteps: segments.map(crcStep), size };
}

/** The answer with this nonce in every hole (and, for gzip, the trailer it now needs). */
export function fillTemplate(spliced: Spliced, nonce: Buffer): Buffer {
  const out = Buffer.allocUnsafe(spliced.template.length);
  spliced.template.copy(out);
  for (const hole of spliced.holes) nonce.copy(out, hole);
  if (spliced.crcSteps) {
    let crc = 0;
    spliced.crcSteps.forEach((step, i) => {
      if (i > 0) crc = crc32(nonce, crc);
      crc = applyStep(step, crc);
    });
    out.writeUInt32LE(crc >>> 0, out.length - 8);
    out.writeUInt32LE(spliced.size! >>> 0, out.length - 4);
  }
  return out;
}

function splitBuffer(body: Buffer, separator: Buffer): Buffer[] {
  const segments: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator, from); at !== -1; at = body.indexOf(separator, from)) {
    segments.push(body.subarray(from, at));
    from = at + separator.length;
  }
  segments.push(body.subarray(from));
  return segments;
}

/**
 * Server-rendered pages kept in memory for a few seconds (decision 089). A page is rendered by
 * React Router once per key and version; until it expires, the same page is answered from here
 * at memory speed, with a fresh nonce in its scripts and its Content-Security-Policy (each answer
 * still vouches only for its own inline scripts) and the visit's own referral cookie.
 */
export class RenderedPages {
  private kept = new Map<string, Kept>();
  private marked = new WeakMap<IncomingMessage, PageFromMemory>();
  readonly stats = { hits: 0, kept: 0 };

  constructor(private opts: { ttlMs: number; maxPages: number; now?: () => number }) {}

  private now() {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  /** Whether this page can be answered from memory now. */
  /**
   * Whether this page can be answered from memory now. A page whose data changed (another
   * version) is dropped. A page past its time is rendered again by the one request that finds it
   * so; the requests arriving meanwhile still get the kept page (for at most REFRESH_GRACE_MS):
   * otherwise every request in flight as it expired would render it too.
   */
  has(page: PageFromMemory) {
    const kept = this.kept.get(page.key);
    if (!kept) return false;
    if (kept.version !== page.version) {
      this.kept.delete(page.key);
      return false;
    }
    const now = this.now();
    if (kept.until > now) return true;
    if (kept.refreshingSince === undefined || now - kept.refreshingSince > REFRESH_GRACE_MS) {
      kept.refreshingSince = now;
      return false;
    }
    return true;
  }

  /** Answers a GET or HEAD from memory (after `has`); false when the page is not kept. */
  send(req: IncomingMessage, res: ServerResponse, requestId: string, page: PageFromMemory, setCookie: string | null) {
    const kept = this.kept.get(page.key);
    if (!kept || kept.version !== page.version) return false;
    const nonceText = createNonce();
    const nonce = Buffer.from(nonceText);
    if (nonce.length !== kept.nonceLength) return false;
    const headers: Record<string, string | string[] | number> = {
      ...kept.headers,
      "Content-Security-Policy": kept.csp.join(nonceText),
      "X-Request-Id": requestId,
    };
    if (setCookie) headers["Set-Cookie"] = [setCookie];
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = fillTemplate(gzip ? kept.gzip : kept.identity, nonce);
    if (gzip) headers["Content-Encoding"] = "gzip";
    headers["Content-Length"] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    this.stats.hits++;
    return true;
  }

  /** This request's page, rendered by React Router, is to be kept (see `capture`). */
  mark(req: IncomingMessage, page: PageFromMemory) {
    this.marked.set(req, page);
  }

  /**
   * Called in Express once the answer's nonce is known: a marked GET's HTML is collected as
   * React Router writes it (before compression) and kept when it went out whole as a 200 with no
   * cookie but the referral one (which each answer gets for itself).
   */
  capture(req: IncomingMessage, res: ServerResponse, nonce: string) {
    const page = this.marked.get(req);
    if (!page || req.method !== "GET") return;
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || size > MAX_PAGE_BYTES) return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse["write"];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk !== "function") collect(chunk, rest[0]);
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse["end"];
    res.once("finish", () => {
      if (res.statusCode !== 200 || size > MAX_PAGE_BYTES) return;
      const cookies = res.getHeader("set-cookie");
      const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
      if (list.some((c) => !c.startsWith("voxa_ref="))) return;
      const csp = String(res.getHeader("content-security-policy") ?? "");
      if (!csp.includes(`'nonce-${nonce}'`) || !String(res.getHeader("content-type") ?? "").startsWith("text/html"))
        return;
      this.keep(page, Buffer.concat(chunks), nonce, res, csp);
    });
  }

  private keep(page: PageFromMemory, body: Buffer, nonce: string, res: ServerResponse, csp: string) {
    const headers: Kept["headers"] = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue;
      headers[name] = Array.isArray(value) ? value : String(value);
    }
    const segments = splitBuffer(body, Buffer.from(nonce));
    const nonceLength = Buffer.byteLength(nonce);
    // The oldest page goes first when the map is full: made-up queries cannot grow it.
    this.kept.delete(page.key);
    if (this.kept.size >= this.opts.maxPages) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(page.key, {
      identity: identityTemplate(segments, nonceLength),
      gzip: gzipTemplate(segments, nonceLength),
      nonceLength,
      headers,
      csp: csp.split(nonce),
      version: page.version,
      until: this.now() + this.opts.ttlMs,
    });
    this.stats.kept++;
  }
}
