import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import path from "node:path";
import v8 from "node:v8";
import pg from "pg";
import * as schema from "#db/schema";
import { withCommitHooks } from "./after-commit";
import { migrationsDir } from "./paths";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PGlite instance on the embedded default (pg-boss and tests use it). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /**
   * PostgreSQL only: the lead writer's own connection, in pipeline mode (a statement is sent
   * without waiting for the answer to the one before; decision 095). Checked out and released
   * as a pool's client; release it with an error after a failure, so it is not reused.
   */
  pipelined?: () => Promise<pg.PoolClient>;
  /** The connection string on PostgreSQL. */
  url?: string;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** True while the database is known to be unreachable (set by failed connections, cleared by a ping). */
  isDown(): boolean;
  close(): Promise<void>;
};

/** The rows of a `db.execute(sql…)` result, which is `{ rows }` or the rows themselves depending on the driver. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as T[];
}

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

/**
 * The embedded database serves one small site: 16 MB of shared buffers instead of Postgres's
 * 128 MB default keeps the process about 110 MiB smaller with no visible cost at this size.
 */
const PGLITE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
  "-c",
  "shared_buffers=16MB",
];

/**
 * A new embedded database is created (initdb) and migrated by a short-lived child process: the
 * WebAssembly memory a PGlite instance grows never shrinks, creating the cluster grew it to
 * 750–800 MiB, and the server kept that for good. (A worker thread was tried: its memory stayed
 * with the process, 393 MiB.) The instance the server keeps opens the finished directory, as on
 * every later start (decision 091). The same child installs pg-boss's tables and creates the job
 * queues: done by the server's instance, that grew it by about 30 MiB more (decision 092).
 */
const CREATE_IN_CHILD = `
const workerData = JSON.parse(process.argv[1]);
const { PGlite } = require(workerData.modules.pglite);
const { drizzle } = require(workerData.modules.drizzle);
const { migrate } = require(workerData.modules.migrator);
(async () => {
  const db = new PGlite(workerData.dataDir, { startParams: workerData.startParams });
  await db.waitReady;
  await migrate(drizzle(db, { casing: "snake_case" }), { migrationsFolder: workerData.migrationsFolder });
  if (workerData.jobQueues.length) {
    const { PgBoss, fromPglite } = await import(workerData.modules.pgBoss);
    const boss = new PgBoss({ db: fromPglite(db), schedule: false, supervise: false });
    await boss.start();
    for (const queue of workerData.jobQueues) await boss.createQueue(queue.name, queue.options);
    await boss.stop({ graceful: false, wait: true });
  }
  await db.close();
})().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); });
`;

const requireHere = createRequire(import.meta.url);

/**
 * The embedded database's WebAssembly runs on V8's baseline compiler (Liftoff) only (decision
 * 092). By default V8 also recompiles its hot functions with its optimizing compiler in the
 * background. For PostgreSQL compiled to WebAssembly, that kept 40–75 MiB more resident, an idle
 * server went over issue 21's 250 MiB, and lead throughput was no better (570 → 610 req/s with
 * baseline code only). The flag is read when the module is compiled, so it is set before the first
 * instance opens. It affects only WebAssembly, and only PGlite's is compiled in this process.
 */
export function compileWasmWithBaselineOnly() {
  v8.setFlagsFromString("--liftoff-only");
}

/** A queue the job runner (platform/jobs.server.ts `queuePlan`) needs, created with a new embedded database. */
export type JobQueueSpec = { name: string; options: Record<string, unknown> };

function createPgliteDirectory(dataDir: string, jobQueues: JobQueueSpec[]) {
  return new Promise<void>((resolve, reject) => {
    const data = {
      dataDir,
      startParams: PGLITE_START_PARAMS,
      migrationsFolder: migrationsDir(),
      jobQueues,
      // Resolved here: the child would resolve them from the working directory.
      modules: {
        pglite: requireHere.resolve("@electric-sql/pglite"),
        drizzle: requireHere.resolve("drizzle-orm/pglite"),
        migrator: requireHere.resolve("drizzle-orm/pglite/migrator"),
        pgBoss: pathToFileURL(requireHere.resolve("pg-boss")).href,
      },
    };
    const child = spawn(process.execPath, ["-e", CREATE_IN_CHILD, JSON.stringify(data)], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (exit ${code})`)),
    );
  });
}

export async function openPglite(
  dataDir: string | undefined,
  opts: { jobQueues?: JobQueueSpec[] } = {},
): Promise<Database> {
  compileWasmWithBaselineOnly();
  let client: PGlite;
  if (dataDir) {
    const isNew = !existsSync(path.join(dataDir, "PG_VERSION"));
    mkdirSync(dataDir, { recursive: true });
    if (isNew) await createPgliteDirectory(dataDir, opts.jobQueues ?? []);
    client = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS });
  } else {
    client = new PGlite({ startParams: PGLITE_START_PARAMS });
  }
  await client.waitReady;
  const db = withCommitHooks(drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db);
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

const CONNECT_TIMEOUT_MS = 10_000;
const POOL_WAIT_TIMEOUT_MS = 30_000;

/** Whether PostgreSQL is known to be unreachable: marked down by connection failures, up again by a probe or a ping. */
type Availability = { isDown(): boolean; markUp(): void; markDown(): void; stopProbing(): void };

/** Down/up state, probing with `probe` every second while down. */
function availability(probe: () => Promise<unknown>): Availability {
  let down = false;
  let probing: NodeJS.Timeout | undefined;
  const markUp = () => {
    down = false;
    if (probing) clearInterval(probing);
    probing = undefined;
  };
  function markDown() {
    if (down) return;
    down = true;
    // Probe until the database answers again; requests fail fast with 503 meanwhile.
    probing = setInterval(() => {
      probe()
        .then(markUp)
        .catch(() => {});
    }, 1000);
    probing.unref();
  }
  return {
    isDown: () => down,
    markUp,
    markDown,
    stopProbing: () => {
      if (probing) clearInterval(probing);
    },
  };
}

// Two different waits: opening a connection gives up after 10 s (a database that is down
// refuses at once and requests answer 503; the timeout is for an unreachable host, and is
// generous because a busy event loop reads the answer late), while waiting for a free pooled
// connection during a burst (500 form posts at once) may take longer still without failing.
function watchedClientClass(markDown: () => void) {
  return class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    }
    /** A query cut by a database restart marks the database down before its caller sees the error (503, not 500). */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const watch = (err: unknown) => {
        if (err && isConnectionError(err)) markDown();
      };
      const last = args.length - 1;
      if (typeof args[last] === "function") {
        const callback = args[last] as (err: unknown, res: unknown) => void;
        args[last] = (err: unknown, res: unknown) => {
          watch(err);
          callback(err, res);
        };
        return (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
      }
      const result = (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise)
        return result.catch((err: unknown) => {
          watch(err);
          throw err;
        });
      return result;
    }
  };
}

/** The pool's connection failures (its 'error' events and failed connects) mark the database down. */
function watched(pool: pg.Pool, markDown: () => void) {
  pool.on("error", (err) => {
    if (isConnectionError(err)) markDown();
  });
  // Every query goes through pool.query or pool.connect; watch both for connection failures.
  // pool.query() calls connect with a callback (pg-pool), so both forms must keep working.
  type ConnectCallback = (
    err: Error | undefined,
    client: pg.PoolClient | undefined,
    release: (err?: Error) => void,
  ) => void;
  const rawConnect = pool.connect.bind(pool) as unknown as (
    cb?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: (cb?: ConnectCallback) => Promise<pg.PoolClient> | undefined }).connect = (cb) => {
    if (typeof cb === "function") {
      return rawConnect((err, client, release) => {
        if (err && isConnectionError(err)) markDown();
        cb(err, client, release);
      });
    }
    return (rawConnect() as Promise<pg.PoolClient>).then(
      (client) => releasedWhenCut(client, markDown),
      (err: unknown) => {
        if (isConnectionError(err)) markDown();
        throw err;
      },
    );
  };
  return pool;
}

/**
 * A checked-out client (drizzle's transactions) has no 'error' listener: pg-pool removes its
 * own on checkout. When the database was restarted between two statements of a transaction,
 * pg emitted 'error' on that client and, unheard, it crashed the whole server. Also, drizzle's
 * transaction() sends BEGIN before its try/finally, so a BEGIN failing on a cut connection
 * would never release its client (the pool would shrink by one for good). Here a checked-out
 * client's error is heard (the database is marked down), a client whose connection ends is
 * handed back and dropped, and a later release() does nothing.
 */
function releasedWhenCut(client: pg.PoolClient, markDown: () => void) {
  const release = client.release;
  let released = false;
  const onError = (err: Error) => {
    if (isConnectionError(err)) markDown();
  };
  const onEnd = () => {
    if (released) return;
    released = true;
    markDown();
    release(new Error("the connection ended while checked out"));
  };
  client.on("error", onError);
  client.once("end", onEnd);
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("end", onEnd);
    client.removeListener("error", onError);
    release(err);
  };
  return client;
}

/** Runs the migrations on one pooled connection, under an advisory lock. */
async function migrateWithLock(pool: pg.Pool) {
  // Several instances may start at once: one migrates while the others wait on the lock.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(727001)");
    await migratePg(drizzlePg(client, { casing: "snake_case" }), { migrationsFolder: migrationsDir() });
  } finally {
    await client.query("select pg_advisory_unlock(727001)").catch(() => {});
    client.release();
  }
}

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Database> {
  // The probe runs only once a pool has failed, so `pool` (below) exists by then.
  const health = availability(() => pool.query("select 1"));
  const Client = watchedClientClass(health.markDown);
  const newPool = (max: number, more: { pipeline?: boolean } = {}) =>
    watched(
      new pg.Pool({
        connectionString: url,
        max,
        connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS,
        idleTimeoutMillis: 30_000,
        Client,
        ...more,
      }),
      health.markDown,
    );
  const pool = newPool(opts.max ?? 10);
  // One connection: the lead writer writes one batch at a time (decision 095).
  const pipelinedPool = newPool(1, { pipeline: true });
  const db = withCommitHooks(drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db);
  return {
    db,
    kind: "postgres",
    pool,
    pipelined: () => pipelinedPool.connect(),
    url,
    migrate: () => migrateWithLock(pool),
    ping: async () => {
      await db.execute(sql`select 1`);
      health.markUp();
      return true;
    },
    isDown: () => health.isDown(),
    close: async () => {
      health.stopProbing();
      await Promise.all([pool.end(), pipelinedPool.end()]);
    },
  };
}

/**
 * `jobQueues`: on the embedded default, a new data directory is created with these queues (and
 * pg-boss's tables) by the child process that creates it, so the server's own instance never grows
 * for them (decision 092).
 */
export async function openDatabase(
  env: { DATABASE_URL?: string; DATA_DIR: string },
  opts: { jobQueues?: JobQueueSpec[] } = {},
): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(path.resolve(env.DATA_DIR, "pglite"), opts);
}
