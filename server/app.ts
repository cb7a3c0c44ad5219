import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { toNodeHandler } from "better-auth/node";
import { BODY_LIMITS, BODY_TOO_LARGE, readNodeBodyText, uploadBodyLimit, withBodyLimit } from "../app/lib/body.server";
import type { AppServices } from "#platform/context";
import { AUTH_BASE_PATH, AUTH_BODY_LIMIT, CLIENT_IP_HEADER, authRequestHandler } from "#platform/auth.server";
import { createNonce } from "./security";
import {
  CROSS_SITE_ANSWER,
  answerError,
  isCrossSite,
  loggedRequest,
  requestLogLevel,
  setSecurityHeaders,
  siteSettings,
} from "./request-basics";
import type { FastAnswers } from "#platform/fast-answers";
import { matchPost, postFastPath } from "./fast-path";
import { RenderedPages } from "./rendered-pages";
import type { StaticFiles } from "./static-files";

type EntryModule = {
  createLoadContext: (services: AppServices, request: { requestId: string; nonce: string; clientIp: string }) => unknown;
  /** What the app answers without React Router: one registry (app/flows/fast-answers.server.ts). */
  fastAnswers?: FastAnswers;
};

export type AppOptions = {
  services: AppServices;
  /** The React Router server build, or a loader of it (dev: through Vite). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticFiles?: StaticFiles;
  /** Vite's dev middleware in development. */
  devMiddleware?: express.RequestHandler;
  /** Server-rendered pages kept for a few seconds (decision 089); made by createRequestListener. */
  renderedPages?: RenderedPages;
  /** Set by the shutdown (server/index.ts): see Lifecycle. */
  lifecycle?: Lifecycle;
};

/**
 * Where the process is in its life. Draining (after SIGTERM, decision 109): /readyz answers 503 so
 * a load balancer stops sending requests here, while those still arriving are served, each on a
 * connection closed after its answer (no idle keep-alive connection is left to race the close).
 */
export type Lifecycle = { draining: boolean };

/** How long a rendered page is answered from memory, and how many are kept (decision 089). */
export const RENDERED_PAGE_TTL_MS = 2000;
const RENDERED_PAGE_LIMIT = 64;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const JSON_LIMIT = "100kb";

function headerValue(value: string | string[] | undefined): string | null {
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}

function requestIdOf(req: IncomingMessage) {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The methods the site answers; any other (TRACE, TRACK, CONNECT, WebDAV's...) gets 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOW = ALLOWED_METHODS.join(", ");
const methodNotAllowedBody = (method: string) =>
  JSON.stringify({ error: `This address does not take ${method} requests.` });

function rawAnswer(status: string, body: string, headers: string[] = []) {
  return [
    `HTTP/1.1 ${status}`,
    ...headers,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "X-Content-Type-Options: nosniff",
    "Cache-Control: no-store",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * Methods Node's HTTP parser does not hand to the request listener: CONNECT (the 'connect'
 * event; unheard, Node drops the connection without a word) and names it does not know (TRACK,
 * made-up ones: a parse error, answered 400). Both get the same 405 and Allow as TRACE.
 * Every other client error is answered as Node would (400, 408, 413, 431).
 */
export function refuseUnsupportedMethods(server: Server) {
  server.on("connect", (req: IncomingMessage, socket: import("node:stream").Duplex) => {
    socket.on("error", () => {});
    socket.end(rawAnswer("405 Method Not Allowed", methodNotAllowedBody(req.method ?? "CONNECT"), [`Allow: ${ALLOW}`]));
  });
  server.on("clientError", (err: NodeJS.ErrnoException, socket: import("node:stream").Duplex) => {
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      if (err.code === "HPE_INVALID_METHOD") {
        socket.end(rawAnswer("405 Method Not Allowed", JSON.stringify({ error: "This address does not take that method." }), [`Allow: ${ALLOW}`]));
        return;
      }
      // Node's own answers when no 'clientError' listener is set (lib/_http_server.js socketOnError).
      const status =
        err.code === "HPE_HEADER_OVERFLOW"
          ? "431 Request Header Fields Too Large"
          : err.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW"
            ? "413 Payload Too Large"
            : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
              ? "408 Request Timeout"
              : "400 Bad Request";
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy(err);
  });
}

/** The Node request listener: prerendered pages and assets from memory first, Express for the rest. */
export function createRequestListener(opts: AppOptions) {
  // Development renders every request: its build changes under it.
  const renderedPages = opts.devMiddleware ? undefined : new RenderedPages({ ttlMs: RENDERED_PAGE_TTL_MS, maxPages: RENDERED_PAGE_LIMIT });
  const app = createExpressApp({ ...opts, renderedPages });
  const staticFiles = opts.staticFiles;
  // The registered POSTs marked beforeExpress (the lead API, decision 095); development keeps Express's path.
  const fastPost = opts.devMiddleware
    ? null
    : postFastPath({
        services: opts.services,
        settings: siteSettings(opts.services.env),
        trust: app.get("trust proxy fn") as (address: string, hop: number) => boolean,
        largestBody: largestBody(opts.services.env),
        posts: async () => (await entryOf()).fastAnswers?.posts,
        beforeAnswer: closeIfBodyUnread,
      });
  const toExpress = (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    (req as IncomingMessage & { id?: string }).id = requestId;
    closeIfBodyUnread(req, res);
    app(req, res);
  };
  // A prerendered page opened from a partner's link (?ref=CODE) is the same page: it is answered
  // from memory too, with the referral cookie the root middleware would have set (decision 077).
  const entryOf = async () => {
    const build = typeof opts.build === "function" ? await opts.build() : opts.build;
    return build.entry.module as unknown as EntryModule;
  };
  const headersOf = (req: IncomingMessage) => ({ get: (name: string) => headerValue(req.headers[name.toLowerCase()]) });
  // A server-rendered page the app lets us keep (/checkout): from memory while it is fresh,
  // otherwise rendered by React Router and kept (decision 089).
  const fromMemory = async (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    const entry = await entryOf();
    const page = await entry.fastAnswers?.pageFromMemory(opts.services, req.url ?? "/", headersOf(req));
    if (!page || !renderedPages) return false;
    if (renderedPages.has(page) && renderedPages.send(req, res, requestId, page, await page.referralCookie())) return true;
    renderedPages.mark(req, page);
    return false;
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    if (opts.lifecycle?.draining) res.setHeader("Connection", "close");
    const requestId = requestIdOf(req);
    if (staticFiles?.handle(req, res, requestId)) return;
    if (fastPost && req.method === "POST") {
      void fastPost(req, res, requestId).then(
        (answered) => answered || toExpress(req, res, requestId),
        () => (res.headersSent ? res.destroy() : toExpress(req, res, requestId)),
      );
      return;
    }
    const ref = staticFiles?.referredPage(req);
    if (ref == null || !staticFiles) {
      if (!renderedPages || (req.method !== "GET" && req.method !== "HEAD")) return toExpress(req, res, requestId);
      void fromMemory(req, res, requestId).then(
        (answered) => answered || toExpress(req, res, requestId),
        // The database is unreachable, say: React Router's answer says what the visitor can do.
        () => (res.headersSent ? res.destroy() : toExpress(req, res, requestId)),
      );
      return;
    }
    void (async () => {
      const entry = await entryOf();
      if (!entry.fastAnswers) return false;
      const cookie = await entry.fastAnswers.referralCookieForPage(opts.services, ref, headersOf(req));
      return staticFiles.handle(req, res, requestId, { allowRef: true, setCookie: cookie });
    })().then(
      (answered) => answered || toExpress(req, res, requestId),
      // The database is unreachable, say: the server-rendered page says what the visitor can do.
      () => (res.headersSent ? res.destroy() : toExpress(req, res, requestId)),
    );
  };
}

/**
 * An answer sent before its request body was read (a 404, 405, 413...) closes the connection:
 * otherwise the unread bytes stay on the keep-alive socket, and the client's next request on
 * it hangs until the keep-alive timeout, then fails.
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse) {
  if (!req.headers["content-length"] && !req.headers["transfer-encoding"]) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && !this.headersSent) {
      this.setHeader("Connection", "close");
      lingerOnClose(req);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/**
 * How long, and how many more body bytes, a closing connection is read (and dropped) for. The
 * byte cap must exceed what can already sit in the kernel's buffers when the answer goes out:
 * Linux grows a loopback socket's receive buffer up to net.ipv4.tcp_rmem's maximum (32 MB here)
 * plus the sender's (4 MB). A 16 MB cap was reached by draining those buffers alone while a busy
 * client had not yet read the 413, and the reset then cost it the answer (EPIPE, seen in CI).
 * Dropping bytes keeps nothing, so the cap bounds only the work; the time is the real bound.
 */
const LINGER_MS = 2000;
const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * A lingering close (as nginx and Apache do) for a connection answered before its body was read.
 * Node closes such a connection with socket.destroySoon(): a FIN after the answer, then the
 * socket is destroyed, and destroying it with unread bytes sends a reset, which can reach a
 * client that is still sending before it has read the answer (it then sees EPIPE/ECONNRESET, not
 * the 413). Instead, after the FIN the rest of the body is read and dropped (nothing is kept:
 * memory stays flat) until the client stops, for at most LINGER_MS and LINGER_BYTES.
 */
function lingerOnClose(req: IncomingMessage) {
  const socket = req.socket as IncomingMessage["socket"] & { destroySoon?: () => void };
  if (!socket || typeof socket.destroySoon !== "function") return;
  socket.destroySoon = function (this: typeof socket) {
    this.end();
    let dropped = 0;
    const destroy = () => {
      clearTimeout(timer);
      if (this.destroyed) return;
      if (this.writableFinished) this.destroy();
      else this.once("finish", () => this.destroy());
    };
    const timer = setTimeout(destroy, LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
    this.once("end", destroy);
    if (req.destroyed || req.complete) return destroy();
    // Whoever was reading the body (a stream nobody pulls any more) lets go of it: drop the bytes.
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) destroy();
    });
    req.once("end", destroy);
    req.resume();
  };
}

/**
 * Pages and page data are compressed. Answers to a POST (a form, a beacon, an action) are a few
 * hundred bytes sent as a stream with no length, so the middleware's size threshold never
 * applied: each one paid for a zlib stream, 3 ms of CPU, to save a few bytes (decision 088).
 * Event streams are never compressed (each event must leave at once).
 */
export function shouldCompress(req: Request, res: Response) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (String(res.getHeader("Content-Type") ?? "").includes("text/event-stream")) return false;
  return compression.filter(req, res);
}

/** A body announced larger than any route takes is refused before a byte is read (docs/decisions/044). */
function largestBody(env: AppServices["env"]) {
  return Math.max(uploadBodyLimit(env.UPLOAD_MAX_BYTES), BODY_LIMITS.webhook, AUTH_BODY_LIMIT);
}

type SiteSettings = ReturnType<typeof siteSettings>;
type LoadBuild = () => Promise<ServerBuild>;

/** Request logging (pino-http), then the request id and nosniff header on every answer. */
function mountRequestLogging(app: express.Express, logger: AppServices["logger"]) {
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req as IncomingMessage & { id?: string }).id ?? randomUUID(),
      customLogLevel: (req, res, err) => requestLogLevel(req.url, res.statusCode, err),
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      serializers: {
        req: (req) => loggedRequest(req, String(req.id)),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use((req, res, next) => {
    res.setHeader("X-Request-Id", String(req.id));
    // On every answer, including health checks, refusals and the bare 404s below (not only pages).
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
}

// TRACE (and any method the site does not use) is refused here: React Router cannot even
// build a request for TRACE, which used to end in a 500.
function mountMethodGuard(app: express.Express) {
  app.use((req, res, next) => {
    if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next();
    res.setHeader("Allow", ALLOW);
    res.setHeader("Cache-Control", "no-store");
    res.status(405).type("application/json").send(methodNotAllowedBody(req.method));
  });
}

/** /healthz (the process answers) and /readyz (not draining, and the database answers within 2 s). */
function mountHealthChecks(app: express.Express, database: AppServices["database"], lifecycle: Lifecycle | undefined) {
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    if (lifecycle?.draining) {
      res.status(503).json({ status: "draining", error: "This instance is shutting down." });
      return;
    }
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000)),
      ]);
      res.json({ status: "ready", database: database.kind });
    } catch {
      res.status(503).json({ status: "unavailable", error: "The database is not answering." });
    }
  });
}

// Cross-site state changes are refused: a browser always sends Origin on such requests.
function mountCrossSiteGuard(app: express.Express, settings: SiteSettings) {
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (req.path === "/api/stripe/webhook") return next();
    const own = `${req.protocol}://${req.get("host")}`;
    if (isCrossSite({ origin: req.get("origin"), fetchSite: req.get("sec-fetch-site") }, own, settings.siteOrigin)) {
      res.status(403).json(CROSS_SITE_ANSWER);
      return;
    }
    next();
  });
}

// A body announced larger than any route takes is refused before a byte is read; each route
// then counts its own body while it streams, against its own limit (docs/decisions/044).
function mountBodySizeGuard(app: express.Express, env: AppServices["env"]) {
  const largest = largestBody(env);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (Number(req.headers["content-length"] ?? 0) <= largest) return next();
    res.setHeader("Connection", "close");
    res.status(413).json({ error: BODY_TOO_LARGE });
  });
}

// better-auth reads its own bodies: mounted before any body parser. Rate limits key on
// the address Express resolved (honouring TRUST_PROXY), passed in a header we overwrite.
// The body reaches it only once counted within AUTH_BODY_LIMIT (a chunked body has no
// Content-Length to check): past the limit it is not read further and the answer is a 413.
function mountAuth(app: express.Express, services: AppServices) {
  const authHandler = toNodeHandler(
    withBodyLimit(authRequestHandler(services.auth, services.logger), AUTH_BODY_LIMIT, {
      tooLarge: () =>
        globalThis.Response.json({ message: BODY_TOO_LARGE, code: "PAYLOAD_TOO_LARGE" }, { status: 413, headers: { Connection: "close" } }),
      unreadable: () =>
        globalThis.Response.json({ message: "The request body could not be read.", code: "UNREADABLE_BODY" }, { status: 400 }),
    }),
  );
  app.all(`${AUTH_BASE_PATH}/{*splat}`, (req, res) => {
    if (Number(req.headers["content-length"] ?? 0) > AUTH_BODY_LIMIT) {
      // The unread body stays on the socket: close it rather than reuse it.
      res.setHeader("Connection", "close");
      res.status(413).json({ message: "Request body is too large.", code: "PAYLOAD_TOO_LARGE" });
      return;
    }
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
    void authHandler(req, res).catch((err: unknown) => {
      req.log.error({ err }, "auth request failed");
      if (!res.headersSent) res.status(500).json({ message: "Something went wrong on our side. Please try again." });
    });
  });
}

// Paths that look like files and were not found in memory are missing assets: 404, not a redirect.
// The owner's calendar feed (/calendar/<token>.ics, decision 108) is a route.
function mountMissingAssets(app: express.Express, devMiddleware: express.RequestHandler | undefined) {
  app.use((req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && /\.[a-z0-9]{2,5}$/i.test(req.path) && !req.path.endsWith(".data") && !/\.(xml|txt)$/.test(req.path) && !req.path.startsWith("/calendar/")) {
      if (!devMiddleware) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
    }
    next();
  });
}

// Only GET and HEAD are ever compressed (shouldCompress): other requests skip the middleware,
// which otherwise wraps every answer's write and end (4 % of a lead POST's CPU, decision 090).
function mountCompression(app: express.Express) {
  const compress = compression({ filter: shouldCompress });
  app.use((req, res, next) => (req.method === "GET" || req.method === "HEAD" ? compress(req, res, next) : next()));
}

/** Each answer's nonce and security headers (and, for a page kept in memory, its capture). */
function mountSecurityHeaders(app: express.Express, settings: SiteSettings, renderedPages: RenderedPages | undefined) {
  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    setSecurityHeaders(res, settings, nonce);
    renderedPages?.capture(req, res, nonce);
    next();
  });
}

/** The beacon and the lead API, answered by the build's entry module without React Router. */
function mountFastAnswers(app: express.Express, services: AppServices, loadBuild: LoadBuild) {
  // The app's registered POSTs (app/flows/fast-answers.server.ts): the analytics beacon, under 1 ms of
  // CPU instead of ~7 through React Router (decision 074), and the lead API (decision 090), the same
  // answers without a web Request and route matching. A null answer goes on to React Router (the
  // forms that need the visitor's session).
  app.use((req, res, next) => {
    if (req.method !== "POST") return next();
    void (async () => {
      const posts = ((await loadBuild()).entry.module as unknown as EntryModule).fastAnswers?.posts;
      const hit = posts && matchPost(posts, req.originalUrl);
      if (!hit) return next();
      const answer = await hit.post.answer(services, {
        method: req.method,
        params: hit.params,
        url: `${req.protocol}://${req.get("host")}${req.originalUrl}`,
        headers: { get: (name) => headerValue(req.headers[name.toLowerCase()]) },
        ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
        readText: (limit) => readNodeBodyText(req, limit),
      });
      if (!answer) return next();
      res.status(answer.status).set(answer.headers);
      res.end(answer.body ?? undefined);
    })().catch(next);
  });
}

/** Everything else goes to React Router. */
function mountReactRouter(app: express.Express, services: AppServices, build: AppOptions["build"], loadBuild: LoadBuild) {
  const handler = createRequestHandler({
    // The build object itself in production: given a function, React Router derives its route
    // tables again on every request (flattening and ranking every route: ~2.5 ms of CPU each).
    build,
    mode: services.env.NODE_ENV === "development" ? "development" : "production",
    getLoadContext: async (rq, rs) => {
      const entry = (await loadBuild()).entry.module as unknown as EntryModule;
      return entry.createLoadContext(services, {
        requestId: String(rq.id),
        nonce: rs.locals.nonce,
        clientIp: rq.ip ?? rq.socket.remoteAddress ?? "unknown",
      }) as never;
    },
  });
  app.all("/{*splat}", handler);
}

/** The Express app, its middleware in this order (each step's reasons are at its mount function). */
export function createExpressApp({ services, build, devMiddleware, renderedPages, lifecycle }: AppOptions) {
  const { env, logger, database } = services;
  const settings = siteSettings(env);
  const app = express();
  app.disable("x-powered-by");
  // false (trust nothing), a hop count, or the proxies' addresses: forms Express takes as they are (decision 041).
  app.set("trust proxy", env.TRUST_PROXY);

  mountRequestLogging(app, logger);
  mountMethodGuard(app);
  mountHealthChecks(app, database, lifecycle);
  mountCrossSiteGuard(app, settings);
  mountBodySizeGuard(app, env);
  mountAuth(app, services);

  if (devMiddleware) app.use(devMiddleware);

  mountMissingAssets(app, devMiddleware);
  mountCompression(app);

  app.use(express.json({ limit: JSON_LIMIT, type: () => false })); // parsers are opted into per route

  mountSecurityHeaders(app, settings, renderedPages);

  const loadBuild = typeof build === "function" ? build : async () => build;
  mountFastAnswers(app, services, loadBuild);
  mountReactRouter(app, services, build, loadBuild);

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => answerError(res, err, req.log, database));

  return app;
}
