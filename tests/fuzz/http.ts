import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import type { Fields } from "./arbitraries";

/** What the fuzzer sends: a method, a path, a content type (possibly lying) and a body. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; size: number; fill?: string };

export type Body =
  | { type: "none" }
  | { type: "json"; value: unknown }
  | { type: "text"; text: string }
  | { type: "form"; fields: Fields }
  | {
      type: "multipart";
      parts: Part[];
      boundary: string;
      breakage?: "none" | "no-closing" | "wrong-boundary" | "garbage" | "no-boundary-param";
    }
  /** An oversized body: prefix + `bytes` filler characters + suffix. */
  | { type: "padding"; bytes: number; prefix: string; suffix: string; fill: string };

export type FuzzRequest = {
  method: string;
  path: string;
  /** The Content-Type header sent (null: none). */
  contentType: string | null;
  body: Body;
  /** How the request was made: valid, near-valid, junk-json, invalid-json, wrong-content-type, oversized... */
  variant: string;
  /** Form actions: a plain document POST (no JavaScript) or React Router's `.data` request. */
  via?: "document" | "data";
  detail?: unknown;
  headers?: Record<string, string>;
  /** Stripe webhooks: signed just before sending (a valid signature, or a wrong / stale / garbled one). */
  sign?: "valid" | "wrong-secret" | "stale" | "garbled";
};

export type Exchange = {
  req: FuzzRequest;
  status: number;
  headers: Record<string, string>;
  text: string;
  /** A network error instead of an answer (the server hung up). */
  error?: string;
  /** Decoded body: JSON, or React Router's turbo-stream (`.data` and the page's hydration data). */
  decoded?: unknown;
};

/** As browsers write names in a multipart header: quotes and line breaks percent-encoded. */
const escapeName = (name: string) => name.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

export function encodeBody(body: Body): Buffer | undefined {
  switch (body.type) {
    case "none":
      return undefined;
    case "json":
      return Buffer.from(JSON.stringify(body.value) ?? "null");
    case "text":
      return Buffer.from(body.text);
    case "form":
      return Buffer.from(new URLSearchParams(body.fields).toString());
    case "padding":
      return Buffer.concat([Buffer.from(body.prefix), Buffer.alloc(body.bytes, body.fill), Buffer.from(body.suffix)]);
    case "multipart": {
      const b = body.boundary;
      const chunks: Buffer[] = [];
      const sep = body.breakage === "wrong-boundary" ? `${b}X` : b;
      for (const p of body.parts) {
        chunks.push(Buffer.from(`--${sep}\r\n`));
        if ("filename" in p) {
          chunks.push(
            Buffer.from(
              `Content-Disposition: form-data; name="${escapeName(p.name)}"; filename="${escapeName(p.filename)}"\r\nContent-Type: ${p.contentType}\r\n\r\n`,
            ),
          );
          chunks.push(Buffer.alloc(p.size, p.fill ?? "x"));
          chunks.push(Buffer.from("\r\n"));
        } else {
          chunks.push(
            Buffer.from(`Content-Disposition: form-data; name="${escapeName(p.name)}"\r\n\r\n${p.value}\r\n`),
          );
        }
      }
      if (body.breakage === "garbage") return Buffer.from(`--${b}\r\nthis is not a part\r\n\r\n\u0000\u0001garbage`);
      if (body.breakage !== "no-closing") chunks.push(Buffer.from(`--${sep}--\r\n`));
      return Buffer.concat(chunks);
    }
  }
}

export function bodyLength(body: Body) {
  return encodeBody(body)?.length ?? 0;
}

export function multipartType(body: Body) {
  if (body.type !== "multipart") return "multipart/form-data";
  return body.breakage === "no-boundary-param"
    ? "multipart/form-data"
    : `multipart/form-data; boundary=${body.boundary}`;
}

export async function send(baseUrl: string, origin: string, req: FuzzRequest, cookie?: string): Promise<Exchange> {
  // identity: the server would otherwise gzip every page it answers, which costs it CPU and says nothing here.
  const headers: Record<string, string> = { origin, "accept-encoding": "identity", ...req.headers };
  if (req.contentType !== null) headers["content-type"] = req.contentType;
  if (cookie) headers.cookie = cookie;
  const path = req.via === "data" ? dataPath(req.path) : req.path;
  const payload = req.method === "GET" || req.method === "HEAD" ? undefined : encodeBody(req.body);
  {
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method: req.method,
        headers,
        body: payload as unknown as BodyInit | undefined,
        redirect: "manual",
        signal: AbortSignal.timeout(90_000),
      });
      const text = await res.text();
      const ex: Exchange = { req, status: res.status, headers: Object.fromEntries(res.headers), text };
      ex.decoded = await decode(ex);
      return ex;
    } catch (err) {
      const message =
        err instanceof Error
          ? `${err.message}${err.cause ? ` (${String((err.cause as Error).message ?? err.cause)})` : ""}`
          : String(err);
      return { req, status: 0, headers: {}, text: "", error: message };
    }
  }
}

/** React Router's single-fetch URL for a form action (what a browser with JavaScript posts to). */
export function dataPath(path: string) {
  const [p, q] = path.split("?");
  const withData = p === "/" ? "/_root.data" : `${p!.replace(/\/$/, "")}.data`;
  return q ? `${withData}?${q}` : withData;
}

async function decodeTurbo(text: string): Promise<unknown> {
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode(text));
      c.close();
    },
  });
  const result = await decodeViaTurboStream(stream, globalThis as unknown as Window);
  await result.done.catch(() => {});
  return result.value;
}

function unescapeHtml(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

async function decode(ex: Exchange): Promise<unknown> {
  const type = ex.headers["content-type"] ?? "";
  try {
    if (type.includes("application/json")) return JSON.parse(ex.text);
    if (type.includes("text/x-script")) return await decodeTurbo(ex.text);
    if (type.includes("text/html")) {
      // The hydration data React Router streams into the page: loader/action data and errors.
      const chunks = [...ex.text.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
        (m) => JSON.parse(m[1]!) as string,
      );
      if (chunks.length) return await decodeTurbo(chunks.join(""));
      // An island page (decision 079) carries no hydration data: the error page's own words are
      // what the sender reads (root.tsx's ErrorBoundary: "Error 405", the heading, the message).
      const shown =
        /<p class="text-sm font-semibold text-primary">Error (?:<!-- -->)?(\d+)<\/p><h1[^>]*>([^<]*)<\/h1><p class="text-muted-foreground">([^<]*)<\/p>/.exec(
          ex.text,
        );
      if (shown)
        return { status: Number(shown[1]), statusText: unescapeHtml(shown[2]!), data: unescapeHtml(shown[3]!) };
      // A form on an island page gets the action's answer as its island's props (the /contact form:
      // `posted`, shown above the fields): each object-valued prop, as action data.
      const answers: Record<string, unknown> = {};
      for (const m of ex.text.matchAll(/<x-island data-name="([^"]+)" data-props="([^"]*)"/g)) {
        const props = JSON.parse(unescapeHtml(m[2]!)) as Record<string, unknown>;
        for (const [key, value] of Object.entries(props))
          if (typeof value === "object" && value !== null) answers[`${m[1]}.${key}`] = value;
      }
      if (Object.keys(answers).length) return { actionData: answers };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

const STACK = /(\n\s*at [^\n]*:\d+:\d+)|(\bat (async )?[\w$.<>]+ \([^)]*:\d+:\d+\))|node_modules\/|file:\/\/\//;
const INTERNAL =
  /TypeError|ReferenceError|RangeError|Cannot read prop|is not a function|is not defined|Unexpected Application Error|invalid input syntax|violates|relation "|duplicate key|ECONNREFUSED|DrizzleQueryError|PostgresError|Failed query/i;

export function looksLikeInternals(text: string) {
  return STACK.test(text) || INTERNAL.test(text);
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null;

/** The message a rejection carries, wherever this kind of response keeps it; "" when there is none. */
export function rejectionMessage(ex: Exchange): string {
  const d = ex.decoded;
  // A resource route's thrown data("…") (a 404 under /admin, a 413 or 415 from readForm) is a JSON string.
  if (typeof d === "string") return d;
  if (!isObj(d)) return "";
  const pick = (o: unknown, depth = 0): string => {
    if (typeof o === "string") return o;
    if (!isObj(o) || depth > 4) return "";
    for (const k of ["error", "message"]) {
      if (typeof o[k] === "string" && o[k]) return o[k] as string;
      if (isObj(o[k])) {
        const m = pick(o[k], depth + 1);
        if (m) return m;
      }
    }
    // A page's own notice (the sign-in page's { notice: { tone: "error", text } }).
    if (isObj(o.notice) && o.notice.tone === "error" && typeof o.notice.text === "string") return o.notice.text;
    // An ErrorResponse (thrown data()/Response): its data is the message.
    if ("status" in o && "data" in o) return pick(o.data, depth + 1);
    return "";
  };
  // JSON APIs: { error } (ours) or { message, code } (better-auth).
  const direct = pick(d);
  if (direct) return direct;
  // .data: { data } for action data, { error } for a thrown response.
  if ("data" in d) {
    const m = pick(d.data);
    if (m) return m;
  }
  // The page's hydration data: actionData or errors of some route.
  for (const key of ["errors", "actionData"]) {
    const group = d[key];
    if (isObj(group))
      for (const v of Object.values(group)) {
        const m = pick(v);
        if (m) return m;
      }
  }
  return "";
}

/** Where a redirect points (a real 3xx, or the `.data` answer that asks the browser to redirect). */
export function redirectTarget(ex: Exchange): string | null {
  if (ex.status >= 300 && ex.status < 400) return ex.headers.location ?? "";
  const d = ex.decoded;
  if (ex.req.via === "data" && isObj(d) && typeof d.redirect === "string") return d.redirect;
  return null;
}

/** The status the app meant: `.data` answers carry a redirect's status inside the body (HTTP 202). */
export function effectiveStatus(ex: Exchange): number {
  const d = ex.decoded;
  if (ex.req.via === "data" && ex.status === 202 && isObj(d) && typeof d.status === "number") return d.status;
  return ex.status;
}

export function describe(ex: Exchange, maxBody = 1500) {
  const body = ex.req.body;
  let shown: string;
  if (body.type === "padding")
    shown = `<${body.bytes} × ${JSON.stringify(body.fill)} between ${JSON.stringify(body.prefix)} and ${JSON.stringify(body.suffix)}>`;
  else if (body.type === "multipart")
    shown = JSON.stringify({ ...body, parts: body.parts.map((p) => ("filename" in p ? { ...p, bytes: p.size } : p)) });
  else
    shown =
      body.type === "json"
        ? (JSON.stringify(body.value) ?? "undefined")
        : body.type === "text"
          ? JSON.stringify(body.text)
          : JSON.stringify(body);
  if (shown.length > maxBody) shown = `${shown.slice(0, maxBody)}… (${shown.length} chars)`;
  const text = ex.error
    ? `NETWORK ERROR: ${ex.error}`
    : ex.text.length > 800
      ? `${ex.text.slice(0, 800)}… (${ex.text.length} chars)`
      : ex.text;
  return [
    `${ex.req.method} ${ex.req.via === "data" ? dataPath(ex.req.path) : ex.req.path}  [${ex.req.variant}]`,
    `content-type: ${ex.req.contentType}`,
    ex.req.detail ? `mutations: ${JSON.stringify(ex.req.detail).slice(0, 600)}` : "",
    `body: ${shown}`,
    `→ ${ex.status} ${ex.headers["content-type"] ?? ""}`,
    `message: ${JSON.stringify(rejectionMessage(ex)).slice(0, 300)}`,
    `response: ${text.replace(/\s+/g, " ")}`,
  ]
    .filter(Boolean)
    .join("\n  ");
}
