import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { toNodeHandler } from "better-auth/node";
import type { AppServices } from "../app/lib/context";
import { AUTH_BASE_PATH, AUTH_BODY_LIMIT, CLIENT_IP_HEADER, authRequestHandler } from "./auth.server";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce, voiceConnectSources } from "./security";
import type { StaticFiles } from "./static-files";

type EntryModule = {
  createLoadContext: (services: AppServices, request: { requestId: string; nonce: string; clientIp: string }) => unknown;
};

export type AppOptions = {
  services: AppServices;
  /** The React Router server build, or a loader of it (dev: through Vite). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticFiles?: StaticFiles;
  /** Vite's dev middleware in development. */
  devMiddleware?: express.RequestHandler;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const JSON_LIMIT = "100kb";

function requestIdOf(req: IncomingMessage) {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

export function isSecure(siteUrl: string) {
  return siteUrl.startsWith("https://");
}

/** The Node request listener: prerendered pages and assets from memory first, Express for the rest. */
export function createRequestListener(opts: AppOptions) {
  const app = createExpressApp(opts);
  const staticFiles = opts.staticFiles;
  return (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req);
    if (staticFiles?.handle(req, res, requestId)) return;
    (req as IncomingMessage & { id?: string }).id = requestId;
    closeIfBodyUnread(req, res);
    app(req, res);
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
    if (!req.complete && !this.headersSent) this.setHeader("Connection", "close");
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

export function createExpressApp({ services, build, devMiddleware }: AppOptions) {
  const { env, logger, database } = services;
  const secure = isSecure(env.PUBLIC_SITE_URL);
  const siteOrigin = new URL(env.PUBLIC_SITE_URL).origin;
  const connectSources = voiceConnectSources(env.ELEVENLABS_API_BASE);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req as IncomingMessage & { id?: string }).id ?? randomUUID(),
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url }),
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

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
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

  // Cross-site state changes are refused: a browser always sends Origin on such requests.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (req.path === "/api/stripe/webhook") return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const own = `${req.protocol}://${req.get("host")}`;
    if ((origin && origin !== own && origin !== siteOrigin) || fetchSite === "cross-site") {
      res.status(403).json({ error: "Cross-site requests are not allowed." });
      return;
    }
    next();
  });

  // better-auth reads its own bodies: mounted before any body parser. Rate limits key on
  // the address Express resolved (honouring TRUST_PROXY), passed in a header we overwrite.
  const authHandler = toNodeHandler(authRequestHandler(services.auth, logger));
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

  if (devMiddleware) app.use(devMiddleware);

  // Paths that look like files and were not found in memory are missing assets: 404, not a redirect.
  app.use((req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && /\.[a-z0-9]{2,5}$/i.test(req.path) && !req.path.endsWith(".data") && !/\.(xml|txt)$/.test(req.path)) {
      if (!devMiddleware) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
    }
    next();
  });

  app.use(
    compression({
      filter: (req, res) => {
        const type = String(res.getHeader("Content-Type") ?? "");
        if (type.includes("text/event-stream")) return false;
        return compression.filter(req, res);
      },
    }),
  );

  app.use(express.json({ limit: JSON_LIMIT, type: () => false })); // parsers are opted into per route

  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ scriptSources: [`'nonce-${nonce}'`], production: secure, connectSources }));
    for (const [k, v] of Object.entries(baseSecurityHeaders(secure))) res.setHeader(k, v);
    next();
  });

  const loadBuild = typeof build === "function" ? build : async () => build;
  const handler = createRequestHandler({
    build: loadBuild,
    mode: env.NODE_ENV === "development" ? "development" : "production",
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

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ error: status === 413 ? "Request body is too large." : "Bad request." });
      return;
    }
    req.log.error({ err }, "unhandled error");
    if (res.headersSent) return res.end();
    res.status(database.isDown() ? 503 : 500).type("text/plain").send(
      database.isDown() ? "Service temporarily unavailable. Please try again in a moment." : "Unexpected error.",
    );
  });

  return app;
}
