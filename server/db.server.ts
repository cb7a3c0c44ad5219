import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "../db/schema";
import { migrationsDir } from "./paths";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PGlite instance on the embedded default (pg-boss and tests use it). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The connection string on PostgreSQL. */
  url?: string;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** True while the database is known to be unreachable (set by failed connections, cleared by a ping). */
  isDown(): boolean;
  close(): Promise<void>;
};

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02",
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

export function isConnectionError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && /Connection terminated|connection timeout|terminating connection/i.test(message))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir() }),
    ping: async () => {
      await client.query("select 1");
      return true;
    },
    isDown: () => false,
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Database> {
  let down = false;
  let probing: NodeJS.Timeout | undefined;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  const markDown = () => {
    if (down) return;
    down = true;
    // Probe until the database answers again; requests fail fast with 503 meanwhile.
    probing = setInterval(() => {
      pool
        .query("select 1")
        .then(() => {
          down = false;
          clearInterval(probing);
          probing = undefined;
        })
        .catch(() => {});
    }, 1000);
    probing.unref();
  };
  pool.on("error", (err) => {
    if (isConnectionError(err)) markDown();
  });
  // Every query goes through pool.query or pool.connect; watch both for connection failures.
  // pool.query() calls connect with a callback (pg-pool), so both forms must keep working.
  type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, release: (err?: Error) => void) => void;
  const rawConnect = pool.connect.bind(pool) as unknown as (cb?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: (cb?: ConnectCallback) => Promise<pg.PoolClient> | undefined }).connect = (cb) => {
    if (typeof cb === "function") {
      return rawConnect((err, client, release) => {
        if (err && isConnectionError(err)) markDown();
        cb(err, client, release);
      });
    }
    return (rawConnect() as Promise<pg.PoolClient>).catch((err: unknown) => {
      if (isConnectionError(err)) markDown();
      throw err;
    });
  };
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    pool,
    url,
    migrate: async () => {
      // Several instances may start at once: one migrates while the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727001)");
        await migratePg(drizzlePg(client, { casing: "snake_case" }), { migrationsFolder: migrationsDir() });
      } finally {
        await client.query("select pg_advisory_unlock(727001)").catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
    isDown: () => down,
    close: async () => {
      if (probing) clearInterval(probing);
      await pool.end();
    },
  };
}

export async function openDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(path.resolve(env.DATA_DIR, "pglite"));
}
