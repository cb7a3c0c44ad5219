import { createContext, type RouterContextProvider } from "react-router";
import type { Logger } from "pino";
import type { Auth } from "./auth.server";
import type { Database, Db } from "./db.server";
import type { Env } from "./env.server";
import type { Jobs } from "./jobs.server";
import type { Mailer } from "./mailer.server";

/** Long-lived services created once by the server entry. */
export type AppServices = {
  env: Env;
  database: Database;
  logger: Logger;
  /** better-auth: sessions, sign-in flows, the rate limiter (platform/auth.server.ts). */
  auth: Auth;
  /** Outgoing mail: SMTP, or files under DATA_DIR/mail (platform/mailer.server.ts). */
  mailer: Mailer;
  /** Background jobs on pg-boss, enqueued in the same transaction as their rows (platform/jobs.server.ts). */
  jobs: Jobs;
};

/** Per-request values. */
export type RequestInfo = {
  requestId: string;
  nonce: string;
  clientIp: string;
};

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();

/** The request's client address as the server resolved it (trusted proxies only); "unknown" outside a request. */
export function clientIpOf(context: Readonly<RouterContextProvider>): string {
  try {
    return context.get(requestContext).clientIp;
  } catch {
    return "unknown";
  }
}

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function getDb(context: Readonly<RouterContextProvider>): Db {
  return context.get(servicesContext).database.db;
}
