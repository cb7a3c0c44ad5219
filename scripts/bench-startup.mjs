// `npm run bench:startup`: how long the production server takes from process start to a ready
// answer (/readyz 200) on an existing data directory (target ≤ 3 s), on PGlite. The first start
// creates the data directory (migrations, job tables) and is reported apart.
// Options (env): BENCH_STARTS=5, BUILD_DIR=build.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { ensureBuild } from "./lib/ensure-build.mjs";
import { serverNodeFlags } from "./lib/bench-harness.mjs";

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const LIMIT_MS = 3000;
const buildDir = ensureBuild(process.env.BUILD_DIR ?? "build");
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-startup-"));

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startOnce() {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(), path.join(buildDir, "server/main.js")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const r = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (r.ok) return performance.now() - t0;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  }
}

try {
  const first = await startOnce();
  const times = [];
  for (let i = 0; i < STARTS; i++) times.push(await startOnce());
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log(`first start (creates the data directory): ${Math.round(first)} ms`);
  console.log(`starts on the existing data directory: ${times.map((t) => Math.round(t)).join(", ")} ms`);
  console.log(
    `median ${Math.round(median)} ms, limit ${LIMIT_MS} ms, ratio ${(median / LIMIT_MS).toFixed(2)} → ${median <= LIMIT_MS ? "met" : "MISSED"}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
