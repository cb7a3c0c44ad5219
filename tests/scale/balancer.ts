import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { send, sleep, tempDir } from "../reliability/harness";
import { freeLoopbackPort } from "../support/pg-cluster";

/**
 * HAProxy from Debian in front of the app instances, as an operator runs it (decision 109):
 * round robin, an active health check of GET /readyz every 250 ms (two failures take an
 * instance out, two successes bring it back), a retry on another instance only when the
 * connection could not be made (the request never reached an app, so nothing runs twice), and
 * `X-Forwarded-For` appended for TRUST_PROXY=1. Every answer names the instance that gave it
 * (`X-Served-By`, for the test only). It listens on 127.0.0.1 only, its configuration lives in a
 * temporary directory, and `timeout` ends it after 15 minutes should the test's own teardown
 * never run.
 */
export const HAPROXY = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].find((p) => existsSync(p));

export type Backend = { name: string; port: number };

/** The configuration the suite runs with; README's "Scaling past one machine" shows the same one. */
export function haproxyConfig(opts: { port: number; statsPort: number; backends: Backend[]; servedBy?: boolean }) {
  return `global
    maxconn 4096

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 10s
    # The client's address for the app's per-address limits (TRUST_PROXY=1 on every instance).
    option forwardfor
    # A request whose connection could not be made goes to another instance; one the app may
    # have started on (a reset, an empty answer) is never sent twice.
    retries 3
    retry-on conn-failure
    option redispatch 1
    # A new connection to the app for each request: a request reaches a dead or stopped instance
    # only as a refused connection (retried above), never on an idle one it had closed.
    option http-server-close

frontend site
    bind 127.0.0.1:${opts.port}
    default_backend app
${opts.servedBy === false ? "" : "    http-after-response set-header X-Served-By %s\n"}
backend app
    balance roundrobin
    # Ready means the database answers; a draining instance (SIGTERM, DRAIN_SECONDS) says 503.
    option httpchk GET /readyz
    http-check expect status 200
    # A check gets 5 s to answer (a busy instance is slow, not gone); a draining one answers at once.
    timeout check 5s
    default-server inter 250ms fastinter 250ms downinter 250ms rise 2 fall 2
${opts.backends.map((b) => `    server ${b.name} 127.0.0.1:${b.port} check`).join("\n")}

frontend stats
    bind 127.0.0.1:${opts.statsPort}
    stats enable
    stats uri /stats
`;
}

export type Balancer = {
  url: string;
  port: number;
  configFile: string;
  child: ChildProcess;
  /** Each server's state as the health check sees it: UP, DOWN, MAINT, or a transition ("UP 1/2"). */
  states(): Promise<Record<string, string>>;
  /** Waits until `server` is in `state` (UP or DOWN); returns how long it took. */
  waitFor(server: string, state: "UP" | "DOWN", ms?: number): Promise<number>;
  stop(): Promise<void>;
};

export async function startBalancer(backends: Backend[]): Promise<Balancer> {
  if (!HAPROXY) throw new Error("HAProxy is not installed (apt-get install haproxy; .ci/run installs it)");
  const dir = tempDir("haproxy-");
  const port = await freeLoopbackPort();
  const statsPort = await freeLoopbackPort();
  const configFile = path.join(dir, "haproxy.cfg");
  writeFileSync(configFile, haproxyConfig({ port, statsPort, backends }));
  const check = spawnSync(HAPROXY, ["-c", "-q", "-f", configFile], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`);
  const logFile = path.join(dir, "haproxy.log");
  const child = spawn("timeout", ["900", HAPROXY, "-db", "-f", configFile], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  child.on("exit", () => writeFileSync(logFile, output));
  // SIGTERM reaches haproxy through `timeout`, which passes it on (a SIGKILL would orphan it).
  process.on("exit", () => child.kill("SIGTERM"));
  const url = `http://127.0.0.1:${port}`;
  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;

  async function states() {
    const res = await send({ method: "GET", url: statsUrl, timeoutMs: 3000 });
    const [header, ...rows] = res.body.trim().split("\n");
    const cols = header!.replace(/^# /, "").split(",");
    const name = cols.indexOf("svname");
    const status = cols.indexOf("status");
    const out: Record<string, string> = {};
    for (const row of rows) {
      const f = row.split(",");
      if (f[0] === "app" && f[name] !== "BACKEND" && f[name] !== "FRONTEND") out[f[name]!] = f[status]!;
    }
    return out;
  }

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited at start:\n${output}`);
    try {
      await states();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`haproxy did not answer within 10 s:\n${output}`);
      await sleep(100);
    }
  }

  return {
    url,
    port,
    configFile,
    child,
    states,
    async waitFor(server, state, ms = 30_000) {
      const started = Date.now();
      for (;;) {
        const s = (await states())[server];
        if (s === state) return Date.now() - started;
        if (Date.now() - started > ms) throw new Error(`haproxy: ${server} not ${state} within ${ms} ms (it is ${s})`);
        await sleep(50);
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** The configuration file's text, for the figures file (what the numbers were measured behind). */
export const configText = (b: Balancer) => readFileSync(b.configFile, "utf8");
