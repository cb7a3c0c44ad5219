// Building blocks of `npm run bench:server` (scripts/bench-server.mjs): child processes and
// throw-away databases that are always cleaned up (normal end, error, Ctrl-C, SIGTERM), the
// production server with a peak-RSS probe, bounded autocannon runs, and first-token timing.
import autocannon from "autocannon";
import { execFileSync, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- cleanup registry

/** Resources to release, newest first: `stop` (async, graceful) and `kill` (sync, last resort). */
const resources = [];
const activeRuns = new Set();
let cleaning = null;

/** Registers a resource; returns a function that releases it now (and unregisters it). */
export function track(name, { stop, kill }) {
  const entry = { name, stop, kill, done: false };
  resources.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    resources.splice(resources.indexOf(entry), 1);
    await stop();
  };
}

/** Releases every registered resource (newest first); each step is bounded. */
export function cleanupAll() {
  cleaning ??= (async () => {
    for (const run of activeRuns) run.stop();
    while (resources.length) {
      const entry = resources.pop();
      if (entry.done) continue;
      entry.done = true;
      let finished = false;
      try {
        finished = await Promise.race([
          entry.stop().then(() => true),
          new Promise((r) => setTimeout(() => r(false), 15_000).unref()),
        ]);
      } catch (err) {
        console.error(`cleanup of ${entry.name} failed: ${err instanceof Error ? err.message : err}`);
      }
      if (finished) continue;
      try {
        entry.kill?.();
      } catch {
        /* already gone */
      }
    }
  })();
  return cleaning;
}

let signalled = null;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    const exitNow = () => void cleanupAll().finally(() => process.exit(130));
    if (signalled) return exitNow(); // a second Ctrl-C: no more waiting for the benchmark's own flow
    signalled = signal;
    console.error(`\n${signal}: stopping the benchmark (remaining targets skipped), then cleaning up...`);
    for (const run of activeRuns) run.stop();
    // The benchmark's flow notices (isSignalled), skips what is left and cleans up; this is the fallback.
    setTimeout(exitNow, 20_000);
  });
}
// Last resort (an exit path that skipped cleanupAll): synchronous kills only.
process.on("exit", () => {
  for (const entry of resources.splice(0).reverse()) {
    if (entry.done) continue;
    try {
      entry.kill?.();
    } catch {
      /* already gone */
    }
  }
});

/** The signal that asked the benchmark to stop, or null. */
export function isSignalled() {
  return signalled;
}

/** A temp directory removed at cleanup. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  track(`temp dir ${dir}`, { stop: async () => remove(), kill: remove });
  return dir;
}

// ---------------------------------------------------------------- processes

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const alive = (child) => child.exitCode === null && child.signalCode === null;

/** Spawns a child that is SIGTERMed (then SIGKILLed after `graceMs`) at cleanup. */
export function spawnTracked(name, command, args, options, graceMs = 10_000) {
  const child = spawn(command, args, options);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const release = track(name, {
    stop: async () => {
      if (!alive(child)) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => alive(child) && child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
    kill: () => alive(child) && child.kill("SIGKILL"),
  });
  return { child, exited, release };
}

/** Polls `url` until it answers 2xx; fails early when `child` exits. */
export async function waitReady(url, child, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (signalled) throw new Error("interrupted");
    if (child && !alive(child))
      throw new Error(`the process exited before ${url} answered (code ${child.exitCode ?? child.signalCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/**
 * The Node flags `npm start` runs the server with (package.json's start script, decision 083), so
 * the benchmarks measure the process a deployment runs. BENCH_NODE_FLAGS overrides them ("" for
 * none: the figures before that decision).
 */
export function serverNodeFlags() {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const start = JSON.parse(readFileSync(path.join(here, "../../package.json"), "utf8")).scripts.start;
  return /^node((?:\s+--\S+)*)\s/.exec(start)?.[1].trim().split(/\s+/).filter(Boolean) ?? [];
}

/**
 * The production server (`node <buildDir>/server/main.js`) on a free loopback port, its log
 * in a file (the tail is printed when it fails). `env` overrides the inherited environment;
 * a value of undefined removes the variable.
 */
export async function startAppServer({ buildDir, env, name, logDir }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, `${name.replace(/\W+/g, "-")}.log`);
  const fd = openSync(logFile, "a");
  const childEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    BUILD_DIR: buildDir,
    PUBLIC_SITE_URL: origin,
    LOG_LEVEL: "warn",
    ...env,
  };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const { child, release } = spawnTracked(`server ${name}`, process.execPath, [...serverNodeFlags(), path.join(buildDir, "server/main.js")], {
    env: childEnv,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const logTail = (lines = 20) => {
    try {
      return readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    } catch {
      return "";
    }
  };
  try {
    await waitReady(`${origin}/readyz`, child);
  } catch (err) {
    await release();
    throw new Error(`${name}: ${err.message}\n--- server log (last lines) ---\n${logTail()}`);
  }
  return { origin, port, pid: child.pid, child, logFile, logTail, stop: release };
}

// ---------------------------------------------------------------- memory

const kib = (status, field) => {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return m ? Number(m[1]) * 1024 : null;
};

let clockTicks = 100;
try {
  clockTicks = Number(execFileSync("getconf", ["CLK_TCK"], { stdio: ["ignore", "pipe", "ignore"] }).toString()) || 100;
} catch {
  /* the usual Linux value */
}

/** CPU time (user + system, ms) `pid` has used so far, or null where /proc is not available. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return null;
  }
}

/** Resident memory of `pid` now (bytes), or null where /proc is not available. */
export function rssNow(pid) {
  try {
    return kib(readFileSync(`/proc/${pid}/status`, "utf8"), "VmRSS");
  } catch {
    return null;
  }
}

/**
 * Peak resident memory of `pid` over a window: the kernel's high-water mark (VmHWM) reset at the
 * start of the window (writing 5 to /proc/<pid>/clear_refs) where allowed, and in any case the
 * highest VmRSS sampled every 50 ms. `stop()` → bytes, or null where /proc is not available.
 */
export function rssProbe(pid) {
  const statusFile = `/proc/${pid}/status`;
  let hwmReset = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    hwmReset = true;
  } catch {
    /* not Linux, or not allowed: sampling only */
  }
  let peak = null;
  const sample = () => {
    try {
      const status = readFileSync(statusFile, "utf8");
      const rss = kib(status, "VmRSS");
      if (rss !== null) peak = Math.max(peak ?? 0, rss);
      return status;
    } catch {
      return null;
    }
  };
  sample();
  const timer = setInterval(sample, 50);
  return {
    stop() {
      clearInterval(timer);
      const status = sample();
      const hwm = hwmReset && status ? kib(status, "VmHWM") : null;
      return hwm !== null ? Math.max(hwm, peak ?? 0) : peak;
    },
  };
}

// ---------------------------------------------------------------- load

export const CONNECTIONS = 20;

/** One autocannon run, `seconds` long, stopped by force if it has not ended `seconds + 30` s later. */
export function load(opts, seconds) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: seconds, timeout: 10, ...opts }, (err, res) => {
      clearTimeout(guard);
      activeRuns.delete(instance);
      if (err) reject(err);
      else resolve(res);
    });
    activeRuns.add(instance);
    const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  });
}

/**
 * An open-loop run: `rate` requests per second at evenly spaced send times for `seconds`, each
 * on a keep-alive pool (a new socket when all are busy, as browsers' traffic would arrive),
 * whatever the server's pace. A request's latency counts from the time it was due to be sent,
 * so a client that falls behind does not hide the server's queue (no coordinated omission).
 * `makeBody()` gives each request its own body. Resolves in autocannon's result shape.
 */
export function openLoad({ url, method = "GET", headers = {}, body, makeBody, rate }, seconds) {
  return new Promise((resolve) => {
    const target = new URL(url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
    const interval = 1000 / rate;
    const total = Math.max(1, Math.round(rate * seconds));
    const latencies = [];
    const counts = { ok: 0, non2xx: 0, errors: 0, timeouts: 0 };
    let sent = 0;
    let finished = 0;
    let stopped = false;
    let timer = null;
    const start = performance.now();
    const finish = () => {
      if (++finished < total && !stopped) return;
      if (finished < total) return;
      clearTimeout(timer);
      agent.destroy();
      const elapsed = (performance.now() - start) / 1000;
      latencies.sort((a, b) => a - b);
      const at = (q) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : null);
      resolve({
        requests: { average: counts.ok / Math.max(elapsed, seconds), total: counts.ok + counts.non2xx },
        latency: { p50: at(0.5), p99: at(0.99) },
        errors: counts.errors,
        timeouts: counts.timeouts,
        non2xx: counts.non2xx,
        "2xx": counts.ok,
      });
    };
    const fire = (dueAt) => {
      const payload = makeBody ? makeBody() : body;
      let timedOut = false;
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: payload === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(payload) },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - dueAt);
            if (res.statusCode >= 200 && res.statusCode < 300) counts.ok++;
            else counts.non2xx++;
            finish();
          });
        },
      );
      req.setTimeout(10_000, () => {
        timedOut = true;
        counts.timeouts++;
        req.destroy();
      });
      req.on("error", () => {
        if (!timedOut) counts.errors++;
        finish();
      });
      req.end(payload);
    };
    const run = { stop: () => { stopped = true; } };
    activeRuns.add(run);
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now && !stopped) {
        fire(start + sent * interval);
        sent++;
      }
      if (sent < total && !stopped) timer = setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else activeRuns.delete(run);
    };
    tick();
  });
}

const run = (opts, seconds) => (opts.rate ? openLoad(opts, seconds) : load(opts, seconds));

/**
 * Waits until `pid` is at rest: under SETTLE_CPU_PERCENT of a core over SETTLE_WINDOW_MS, so a
 * run does not inherit the work an earlier one left (the CRM jobs of ten seconds of leads, for
 * instance). Gives up after `maxMs`. Resolves the milliseconds waited, or null without /proc.
 */
const SETTLE_WINDOW_MS = 500;
const SETTLE_CPU_PERCENT = 10;
export async function settle(pid, maxMs = 120_000) {
  const t0 = performance.now();
  for (;;) {
    const before = cpuMs(pid);
    if (before === null) return null;
    await new Promise((r) => setTimeout(r, SETTLE_WINDOW_MS));
    const after = cpuMs(pid);
    if (after === null) return null;
    const waited = performance.now() - t0;
    if (((after - before) / SETTLE_WINDOW_MS) * 100 < SETTLE_CPU_PERCENT || waited >= maxMs || isSignalled()) return waited;
  }
}

/**
 * The server at rest (`settle`), a warm-up run (not reported), then the measured run with the
 * server's peak RSS over it.
 */
export async function measure(opts, { seconds, warmupSeconds, pid }) {
  const settledMs = pid ? await settle(pid) : null;
  if (warmupSeconds > 0) await run(opts, warmupSeconds);
  if (isSignalled()) throw new Error("interrupted");
  const probe = pid ? rssProbe(pid) : null;
  const cpuBefore = pid ? cpuMs(pid) : null;
  const res = await run(opts, seconds);
  const cpuAfter = pid ? cpuMs(pid) : null;
  const rss = probe ? probe.stop() : null;
  const cpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  if (isSignalled()) throw new Error("interrupted");
  return {
    reqPerSec: res.requests.average,
    total: res.requests.total,
    p50: res.latency.p50,
    p99: res.latency.p99,
    errors: res.errors + res.timeouts,
    non2xx: res.non2xx,
    ok2xx: res["2xx"],
    rss,
    /** The server's CPU time per answered request (ms), and its CPU use over the run (% of one core). */
    cpuPerRequest: cpu !== null && res.requests.total > 0 ? cpu / res.requests.total : null,
    cpuPercent: cpu !== null ? (cpu / (seconds * 1000)) * 100 : null,
    /** How long the server took to come to rest before the warm-up (ms). */
    settledMs,
  };
}

// ---------------------------------------------------------------- single requests

/** One request with node:http; resolves { status, headers, body (Buffer) } without decoding. */
export function rawRequest(url, { method = "GET", headers = {}, body, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Times a streaming (server-sent events) POST: `headersMs` (response headers: the first byte),
 * `firstByteMs` (first body byte) and `firstTokenMs` (first event `isToken` accepts), all from the
 * moment the request is sent; `text` is the whole body.
 */
export function timeStream(url, { headers = {}, body, agent, isToken, timeoutMs = 30_000 }) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let headersMs = null;
    let firstByteMs = null;
    let firstTokenMs = null;
    let text = "";
    let scanned = 0;
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", accept: "text/event-stream", ...headers },
      },
      (res) => {
        headersMs = performance.now() - t0;
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          const now = performance.now() - t0;
          firstByteMs ??= now;
          text += chunk;
          if (firstTokenMs !== null) return;
          // Complete events only: "data: ...\n\n".
          let end;
          while ((end = text.indexOf("\n\n", scanned)) !== -1) {
            const event = text.slice(scanned, end);
            scanned = end + 2;
            for (const line of event.split("\n")) {
              if (!line.startsWith("data:")) continue;
              const data = line.slice(5).trim();
              if (data === "[DONE]") continue;
              try {
                if (isToken(JSON.parse(data))) firstTokenMs ??= now;
              } catch {
                /* not JSON */
              }
            }
            if (firstTokenMs !== null) break;
          }
        });
        res.on("end", () => resolve({ status: res.statusCode, headersMs, firstByteMs, firstTokenMs, text }));
        res.on("error", reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`POST ${url}: no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

// ---------------------------------------------------------------- services

/** The OpenAI fake in a child process; resolves { baseURL, stop }. */
export async function startFakeOpenAI(firstTokenDelayMs) {
  const { child, release } = spawnTracked(
    "OpenAI fake",
    process.execPath,
    [path.join(here, "bench-openai-child.mjs"), String(firstTokenDelayMs)],
    { stdio: ["pipe", "pipe", "inherit"] },
    3000,
  );
  const info = await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("the OpenAI fake did not start within 60 s")), 60_000);
    child.stdout.on("data", (c) => {
      out += c;
      const nl = out.indexOf("\n");
      if (nl === -1) return;
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out.slice(0, nl)));
      } catch (err) {
        reject(err);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the OpenAI fake exited at start (code ${code})`));
    });
  }).catch(async (err) => {
    await release();
    throw err;
  });
  return { baseURL: info.baseURL, stop: release };
}

/**
 * A PostgreSQL database for one benchmark: with DATABASE_URL, a new database on that server
 * (dropped after, so a shared cluster keeps no benchmark rows); without, a throw-away cluster
 * (tests/support/pg-cluster.ts) destroyed after. Resolves { url, label, stop }.
 */
export async function startPostgres() {
  const shared = process.env.DATABASE_URL;
  if (shared) {
    const { default: pg } = await import("pg");
    const name = `bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = async (sql) => {
      const client = new pg.Client({ connectionString: shared, connectionTimeoutMillis: 10_000 });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    const url = new URL(shared);
    url.pathname = `/${name}`;
    const stop = track(`database ${name}`, { stop: () => admin(`drop database if exists ${name} with (force)`) });
    return { url: url.toString(), label: `DATABASE_URL server, database ${name}`, stop };
  }
  const { tsImport } = await import("tsx/esm/api");
  const { startPgCluster } = await tsImport("../../tests/support/pg-cluster.ts", import.meta.url);
  const cluster = await startPgCluster();
  const destroy = () => cluster.destroy();
  const stop = track(`PostgreSQL cluster on port ${cluster.port}`, { stop: async () => destroy(), kill: destroy });
  return { url: cluster.url, label: `throw-away cluster on port ${cluster.port}`, stop };
}
