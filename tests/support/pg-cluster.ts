import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A throw-away PostgreSQL cluster on a free loopback port, for suites that need a real server
 * they can stop and start (reliability) or share between two app instances (security). Uses
 * the Debian packages (`postgresql`), which `.ci/run` installs; runs as `postgres` when root.
 */
export interface PgCluster {
  url: string;
  port: number;
  dataDir: string;
  /** Fast shutdown: open connections are cut, as in a database restart or crash. */
  stop(): void;
  start(): void;
  /** Stops the cluster and deletes its files. */
  destroy(): void;
}

export function findPgBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin/initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const last = versions.at(-1);
  return last ? path.join(root, last, "bin") : undefined;
}

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  const root = mkdtempSync(path.join(tmpdir(), "pg-cluster-"));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, "data");
  const port = await freeLoopbackPort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, cmd), args, { stdio: "pipe" });
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c max_connections=300 -c fsync=off -c synchronous_commit=off`;
  const start = () => run("pg_ctl", ["-D", dataDir, "-l", path.join(root, "log"), "-w", "-o", options, "start"]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        /* already stopped */
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
