import { createContext, type RouterContextProvider } from "react-router";
import type { Logger } from "pino";
import type { Auth } from "../../server/auth.server";
import type { Database, Db } from "../../server/db.server";
import type { Env } from "../../server/env.server";
import type { Jobs } from "../../server/jobs.server";
import type { Mailer } from "../../server/mailer.server";

/** Long-lived services created once by the server entry. */
export type AppServices = {
  env: Env;
  database: Database;
  logger: Logger;
  /** better-auth: sessions, sign-in flows, the rate limiter (server/auth.server.ts). */
  auth: Auth;
  /** Outgoing mail: SMTP, or files under DATA_DIR/mail (server/mailer.server.ts). */
  mailer: Mailer;
  /** Background jobs on pg-boss, enqueued in the same transaction as their rows (server/jobs.server.ts). */
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

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function getDb(context: Readonly<RouterContextProvider>): Db {
  return context.get(servicesContext).database.db;
}
