import type { IncomingMessage, ServerResponse } from "node:http";
import proxyAddr from "proxy-addr";
import { readNodeBodyText } from "../app/lib/body.server";
import type { AppServices } from "#platform/context";
import type { FastAnswer, FastPost } from "#platform/fast-answers";
import { createNonce } from "./security";
import {
  answerError,
  isCrossSite,
  loggedRequest,
  requestLogLevel,
  setSecurityHeaders,
  type siteSettings,
} from "./request-basics";

/** A registered path compiled once: "/api/leads/:formType" → its pattern and parameter names. */
export type CompiledPost = { post: FastPost; pattern: RegExp; names: string[] };

const compiled = new WeakMap<readonly FastPost[], CompiledPost[]>();

/** The app's registered POSTs (app/flows/fast-answers.server.ts), each path compiled once. */
export function compilePosts(posts: readonly FastPost[]): CompiledPost[] {
  let list = compiled.get(posts);
  if (!list) {
    list = posts.map((post) => {
      const names: string[] = [];
      const source = post.path
        .split("/")
        .map((part) =>
          part.startsWith(":") ? (names.push(part.slice(1)), "([^/?#]+)") : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        )
        .join("/");
      return { post, pattern: new RegExp(`^${source}(?:\\?.*)?$`), names };
    });
    compiled.set(posts, list);
  }
  return list;
}

/** The registered POST a URL is for, with its decoded parameters; null for none (or a malformed one). */
export function matchPost(
  posts: readonly FastPost[],
  url: string,
  which: (post: FastPost) => boolean = () => true,
): { post: FastPost; params: Record<string, string> } | null {
  for (const c of compilePosts(posts)) {
    if (!which(c.post)) continue;
    const m = c.pattern.exec(url);
    if (!m) continue;
    try {
      return { post: c.post, params: Object.fromEntries(c.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
    } catch {
      return null;
    }
  }
  return null;
}

const headerValue = (value: string | string[] | undefined) =>
  value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;

/**
 * The registered POSTs marked `beforeExpress` (today the lead API, POST /api/leads/:formType) answered
 * before Express (decision 095), as the beacon is before React Router (decision 074): Express's
 * middleware, router and per-request logger were a tenth of a lead's CPU. What Express would do for this request is done here, the same way:
 * - the address and protocol as `trust proxy` (TRUST_PROXY) gives them, with Express's own
 *   compiled trust function;
 * - the origin check (a cross-site POST goes on to Express, which refuses it);
 * - a body announced larger than any route takes goes on to Express (its 413);
 * - the request id, nosniff, the Content-Security-Policy and security headers;
 * - the "request completed" log line, at the level pino-http would give it.
 * Returns false, before reading a byte of the body, when Express is to answer: another path, a
 * cross-site request, or a request the app does not answer here (a form that needs the visitor's
 * session, an unknown form, the database down: the answer says so, null, before it reads the body).
 */
export function postFastPath(opts: {
  services: AppServices;
  settings: ReturnType<typeof siteSettings>;
  /** Express's compiled `trust proxy` function (app.get("trust proxy fn")). */
  trust: (address: string, hop: number) => boolean;
  largestBody: number;
  /** The app's registered POSTs (the build's `fastAnswers.posts`), when it has them. */
  posts: () => Promise<readonly FastPost[] | undefined>;
  /** What Express does to an answer sent before its body was read (server/app.ts closeIfBodyUnread). */
  beforeAnswer: (req: IncomingMessage, res: ServerResponse) => void;
}) {
  const { services, settings, trust, largestBody } = opts;
  const { logger } = services;
  return async (req: IncomingMessage, res: ServerResponse, requestId: string): Promise<boolean> => {
    if (req.method !== "POST" || !req.url) return false;
    const posts = await opts.posts();
    const hit = posts && matchPost(posts, req.url, (p) => p.beforeExpress);
    if (!hit) return false;
    if (Number(req.headers["content-length"] ?? 0) > largestBody) return false;
    const remote = req.socket.remoteAddress ?? "";
    const forwardedProto = trust(remote, 0) ? headerValue(req.headers["x-forwarded-proto"]) : null;
    const protocol = forwardedProto
      ? forwardedProto.split(",", 1)[0]!.trim()
      : (req.socket as { encrypted?: boolean }).encrypted
        ? "https"
        : "http";
    const own = `${protocol}://${req.headers.host ?? ""}`;
    const origin = headerValue(req.headers.origin) ?? undefined;
    const fetchSite = headerValue(req.headers["sec-fetch-site"]) ?? undefined;
    if (isCrossSite({ origin, fetchSite }, own, settings.siteOrigin)) return false;
    const started = Date.now();
    let answer: FastAnswer | null;
    try {
      answer = await hit.post.answer(services, {
        method: "POST",
        params: hit.params,
        url: `${protocol}://${req.headers.host ?? ""}${req.url}`,
        headers: { get: (name) => headerValue(req.headers[name.toLowerCase()]) },
        // As Express's req.ip, and the route's fallback when the socket is already gone.
        ip: proxyAddr(req, trust) ?? req.socket.remoteAddress ?? "unknown",
        readText: (limit) => readNodeBodyText(req, limit),
      });
    } catch (err) {
      logWhenDone(req, res, loggedRequest(req, requestId), started);
      opts.beforeAnswer(req, res);
      commonHeaders(res, requestId);
      answerError(res, err, logger.child({ req: loggedRequest(req, requestId) }), services.database);
      return true;
    }
    // Only before the body is read (see above): Express answers it.
    if (!answer) return false;
    logWhenDone(req, res, loggedRequest(req, requestId), started);
    opts.beforeAnswer(req, res);
    commonHeaders(res, requestId);
    res.statusCode = answer.status;
    for (const [name, value] of Object.entries(answer.headers))
      res.setHeader(
        name,
        name.toLowerCase() === "content-type" && !/charset=/i.test(value) ? `${value}; charset=utf-8` : value,
      );
    res.end(answer.body ?? undefined);
    return true;
  };

  /** The line pino-http would write when the answer is done (its default messages, our levels). */
  function logWhenDone(
    req: IncomingMessage,
    res: ServerResponse,
    request: ReturnType<typeof loggedRequest>,
    started: number,
  ) {
    const done = () => {
      res.off("finish", done).off("close", done);
      const { statusCode } = res;
      const level = requestLogLevel(req.url, statusCode);
      if (level === "silent") return;
      const fields = { req: request, res: { statusCode }, responseTime: Date.now() - started };
      if (statusCode >= 500)
        logger[level]({ ...fields, err: new Error(`failed with status code ${statusCode}`) }, "request errored");
      else logger[level](fields, !req.readableAborted && res.writableEnded ? "request completed" : "request aborted");
    };
    res.on("finish", done).on("close", done);
  }

  function commonHeaders(res: ServerResponse, requestId: string) {
    res.setHeader("X-Request-Id", requestId);
    res.setHeader("X-Content-Type-Options", "nosniff");
    setSecurityHeaders(res, settings, createNonce());
  }
}
