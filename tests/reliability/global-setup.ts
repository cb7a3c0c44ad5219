import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPgCluster } from "../support/pg-cluster";

/**
 * Every temporary directory of the run (server data and logs) lives under one, removed at the
 * end. Without DATABASE_URL (a developer's machine) the suite also starts one throw-away
 * PostgreSQL cluster for the items that only need a database (each test still gets a database
 * of its own); the restart test starts a second one it may stop. With DATABASE_URL (CI) that
 * server is used instead.
 */
export default async function setup() {
  const root = mkdtempSync(path.join(tmpdir(), "reliability-run-"));
  process.env.RELIABILITY_TMP = root;
  const cluster = process.env.DATABASE_URL ? undefined : await startPgCluster();
  if (cluster) process.env.RELIABILITY_PG_URL = cluster.url;
  return () => {
    cluster?.destroy();
    rmSync(root, { recursive: true, force: true });
  };
}
