import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { AppServices } from "#platform/context";
import { redactUrl } from "#platform/log-redaction";
import { baseSecurityHeaders, contentSecurityPolicy, relayConnectSources } from "./security";

/**
 * What every answer of the site shares, whether Express gives it (server/app.ts) or it is
 * answered before Express (the lead API, decision 095): the origin check, the security headers,
 * the level of the request's log line and the answer to an error. One definition for both.
 */

/** A cross-site state change: a browser always sends Origin (or Sec-Fetch-Site) on one. */
export function isCrossSite(headers: { origin?: string; fetchSite?: string }, own: string, siteOrigin: string) {
  const { origin, fetchSite } = headers;
  return Boolean((origin && origin !== own && origin !== siteOrigin) || fetchSite === "cross-site");
}

export const CROSS_SITE_ANSWER = { error: "Cross-site requests are not allowed." };

export function siteSettings(env: AppServices["env"]) {
  const secure = env.PUBLIC_SITE_URL.startsWith("https://");
  return {
    secure,
    siteOrigin: new URL(env.PUBLIC_SITE_URL).origin,
    connectSources: relayConnectSources(env.PUBLIC_SITE_URL),
  };
}

/** The Content-Security-Policy (with this answer's nonce) and the other security headers. */
export function setSecurityHeaders(res: ServerResponse, settings: ReturnType<typeof siteSettings>, nonce: string) {
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy({
      scriptSources: [`'nonce-${nonce}'`],
      production: settings.secure,
      connectSources: settings.connectSources,
    }),
  );
  for (const [k, v] of Object.entries(baseSecurityHeaders(settings.secure))) res.setHeader(k, v);
}

/** The level of a request's "request completed" line. An accepted analytics beacon (one per page view) is not worth one; its refusals are. */
export function requestLogLevel(url: string | undefined, statusCode: number, err?: unknown) {
  return err || statusCode >= 500
    ? "error"
    : statusCode >= 400
      ? "warn"
      : statusCode === 204 && url === "/api/beacon"
        ? "silent"
        : "info";
}

/** The request as its log lines show it: without the secrets an emailed link or a GET form carries in its address (issue 40 item 8). */
export const loggedRequest = (req: IncomingMessage, id: string) => ({ id, method: req.method, url: redactUrl(req.url) });

/**
 * An error no route answered (Express's error handler, and the lead fast path): a 4xx it carries
 * is answered as such; anything else is logged and answered 500, or 503 while the database is
 * unreachable.
 */
export function answerError(
  res: ServerResponse,
  err: unknown,
  log: Pick<Logger, "error">,
  database: AppServices["database"],
) {
  const status =
    (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    sendText(
      res,
      status,
      "application/json; charset=utf-8",
      JSON.stringify({ error: status === 413 ? "Request body is too large." : "Bad request." }),
    );
    return;
  }
  log.error({ err }, "unhandled error");
  if (res.headersSent) return res.end();
  const down = database.isDown();
  sendText(
    res,
    down ? 503 : 500,
    "text/plain; charset=utf-8",
    down ? "Service temporarily unavailable. Please try again in a moment." : "Unexpected error.",
  );
}

function sendText(res: ServerResponse, status: number, type: string, body: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}
