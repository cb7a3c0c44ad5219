import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createRequestListener, refuseUnsupportedMethods, type Lifecycle } from "./app";
import { createAuth } from "#platform/auth.server";
import { openDatabase } from "#platform/db.server";
import { jobOptionsFromEnv, queuePlan, startJobs } from "#platform/jobs.server";
import { startPgliteUpkeep } from "#platform/pglite-upkeep.server";
import { AUTH_SECRET_FILE } from "#platform/auth-secret";
import { EnvError, parseEnv, resolveAuthSecret, type Env } from "#platform/env.server";
import { createMailer, devMailboxEnabled } from "#platform/mailer.server";
import { projectRoot } from "#platform/paths";
import { relayConnectSources } from "./security";
import { StaticFiles } from "./static-files";
import { attachVoiceRelay } from "../app/features/demo/voice-relay.server";
import { accountHooks } from "../app/features/auth/account-hooks.server";

const startedAt = performance.now();

let env: Env;
let secretFromDataDir = false;
try {
  const parsed = parseEnv();
  // Local-only without BETTER_AUTH_SECRET: the secret generated once in DATA_DIR/auth-secret.
  secretFromDataDir = !parsed.BETTER_AUTH_SECRET;
  env = resolveAuthSecret(parsed);
} catch (err) {
  if (err instanceof EnvError) {
    console.error(`Cannot start: these environment variables are invalid:\n${err.lines.join("\n")}`);
    process.exit(1);
  }
  throw err;
}

const logger = pino({ level: env.LOG_LEVEL, base: { service: "web" } });
if (secretFromDataDir)
  logger.info(
    { file: path.resolve(env.DATA_DIR, AUTH_SECRET_FILE) },
    "BETTER_AUTH_SECRET is not set: this local-only site signs with the secret generated in its data directory",
  );
const root = projectRoot();
const jobOptions = jobOptionsFromEnv(env);
const database = await openDatabase(env, { jobQueues: queuePlan(jobOptions) });
await database.migrate();
// The embedded database has no autovacuum: the app vacuums and analyzes its grown tables (decision 093).
const upkeep = database.pglite ? startPgliteUpkeep(database.pglite, logger) : null;
const mailer = createMailer({ env, logger });
const jobs = await startJobs(database, logger, jobOptions);
const auth = createAuth({ env, logger, database, jobs, hooks: accountHooks({ db: database.db, env, logger }) });
const services = { env, logger, database, auth, mailer, jobs };
const lifecycle: Lifecycle = { draining: false };
type EntryExports = { startBackgroundWork: (s: typeof services) => Promise<() => void | Promise<void>> };
let stopBackground: () => void | Promise<void> = () => {};

let listener;
if (env.NODE_ENV === "development") {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  listener = createRequestListener({
    services,
    lifecycle,
    build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: devServer.middlewares,
  });
  const devBuild = (await devServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  stopBackground = await (devBuild.entry.module as unknown as EntryExports).startBackgroundWork(services);
} else {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const staticFiles = new StaticFiles(path.join(buildDir, "client"), {
    secure: env.PUBLIC_SITE_URL.startsWith("https://"),
    connectSources: relayConnectSources(env.PUBLIC_SITE_URL),
  });
  const counts = staticFiles.load();
  logger.info(counts, "static files loaded");
  listener = createRequestListener({ services, build, staticFiles, lifecycle });
  stopBackground = await (build.entry.module as unknown as EntryExports).startBackgroundWork(services);
}

const server: Server = createServer(listener);
server.keepAliveTimeout = 65_000;
refuseUnsupportedMethods(server);
// The voice call's WebSocket (decision 057); every other upgrade is refused.
const stopVoiceRelay = attachVoiceRelay(server, services, listener);
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(
    { url: `http://${env.HOST}:${port}`, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    "server ready",
  );
  if (devMailboxEnabled(env) && mailer.outbox) logger.info({ url: `http://${env.HOST}:${port}/dev/mailbox` }, "no SMTP_URL: account emails are kept in the dev mailbox");
});

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  lifecycle.draining = true;
  // Behind a load balancer (decision 109): /readyz says 503 while requests are still served, until
  // the balancer's health check has taken this instance out; only then does it stop accepting.
  // SIGINT (Ctrl-C at a terminal) does not wait.
  if (signal === "SIGTERM" && env.DRAIN_SECONDS > 0) {
    logger.info({ signal, drainSeconds: env.DRAIN_SECONDS }, "draining: /readyz answers 503, requests are still served");
    await new Promise((resolve) => setTimeout(resolve, env.DRAIN_SECONDS * 1000));
  }
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => {
    logger.error("in-flight requests did not finish within 25 s; exiting");
    process.exit(1);
  }, 25_000);
  force.unref();
  // Stop accepting; idle keep-alive sockets are closed so the server can finish. Calls in
  // progress through the voice relay are cut (they are not requests the server could finish).
  stopVoiceRelay();
  server.close(async () => {
    try {
      // Also writes the buffered analytics events, while the database is still open.
      await stopBackground();
      // Account emails still being queued are written before the queue stops (decision 058).
      await auth.mail.settle();
      await jobs.stop();
      await upkeep?.stop();
      mailer.close();
      await database.close();
      logger.info("stopped cleanly");
      process.exit(0);
    } catch (err) {
      logger.error({ err }, "error while closing the database");
      process.exit(1);
    }
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
