// `npm run bench:server`: throughput of the prerendered home page served by our server,
// side by side with a bare node:http server sending the same pre-compressed bytes from memory.
// Bounded: 10 s per target, 20 connections, loopback only.
import autocannon from "autocannon";
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const buildDir = process.env.BUILD_DIR ?? "build";

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready`);
}

function bench(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

if (!existsSync(path.join(buildDir, "server/main.js"))) execSync("npm run build", { stdio: "inherit" });

const appPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
const app = spawn(process.execPath, [path.join(buildDir, "server/main.js")], {
  env: { ...process.env, PORT: String(appPort), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const children = [app];
const cleanup = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("exit", cleanup);

try {
  await waitFor(`http://127.0.0.1:${appPort}/readyz`);
  const target = process.env.BENCH_PATH ?? "/";
  const headers = { "accept-encoding": "br, gzip" };
  const sample = await fetch(`http://127.0.0.1:${appPort}${target}`, { headers });
  // fetch decodes brotli for us; the bare server must send the very same compressed bytes.
  const { brotliCompressSync, constants } = await import("node:zlib");
  const html = Buffer.from(await sample.arrayBuffer());
  const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const bodyFile = path.join(dataDir, "body.br");
  writeFileSync(bodyFile, br);

  const barePort = await freePort();
  const bareSrc = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
    http.createServer((req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br", "Content-Length": body.length });
      res.end(body);
    }).listen(${barePort}, "127.0.0.1");`;
  const bare = spawn(process.execPath, ["-e", bareSrc], { stdio: "inherit" });
  children.push(bare);
  await new Promise((r) => setTimeout(r, 500));

  const ours = await bench(`http://127.0.0.1:${appPort}${target}`, headers);
  const baseline = await bench(`http://127.0.0.1:${barePort}${target}`, headers);
  const ratio = ours.requests.average / baseline.requests.average;
  const row = (name, r) =>
    `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`\nPrerendered ${target}: ${DURATION} s, ${CONNECTIONS} connections, loopback, brotli`);
  console.log(row("our server (prerendered)", ours));
  console.log(row("bare node:http (same bytes)", baseline));
  console.log(`ratio: ${(ratio * 100).toFixed(1)} % of the bare server (target ≥ 50 %) — ${ratio >= 0.5 ? "MET" : "NOT MET"}`);
  process.exitCode = ratio >= 0.5 ? 0 : 1;
} finally {
  cleanup();
}
