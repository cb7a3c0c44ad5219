import { createContext, type RouterContextProvider } from "react-router";
import type { Logger } from "pino";
import type { Database, Db } from "../../server/db.server";
import type { Env } from "../../server/env.server";

/** Long-lived services created once by the server entry. */
export type AppServices = {
  env: Env;
  database: Database;
  logger: Logger;
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
