// `npm run test:clock`: the whole Vitest suite on PGlite with the machine's clock moved forward by
// Debian's libfaketime (decision 096), so a test that holds only until some date fails the day it is
// written, not weeks later. The clock moves for the test process, its workers and PGlite (which
// runs inside them); a PostgreSQL server would keep the real time, so DATABASE_URL is dropped.
//
// TEST_CLOCK_OFFSET picks the move ("+396d", "+31d", "+5h" or seconds such as "+2678400");
// without it each run picks one between 1 and 400 days and 0 to 23 hours ahead, and prints how to
// repeat it. Arguments after `--` go to scripts/test.mjs ("db" for the files that touch a database).
// Prints the closing "N passed, N failed" of scripts/test.mjs.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

function libfaketime() {
  for (const dir of ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]) {
    const file = path.join(dir, "faketime", "libfaketime.so.1");
    if (existsSync(file)) return file;
  }
  for (const arch of existsSync("/usr/lib") ? readdirSync("/usr/lib") : []) {
    const file = path.join("/usr/lib", arch, "faketime", "libfaketime.so.1");
    if (existsSync(file)) return file;
  }
  return null;
}

const UNITS = { s: 1, m: 60, h: 3600, d: 86400, y: 365 * 86400 };
/** "+396d" | "+5h" | "+2678400" → seconds ahead (libfaketime takes seconds). */
export function offsetSeconds(text) {
  const m = /^\+?(\d+)([smhdy]?)$/.exec(text.trim());
  if (!m) throw new Error(`TEST_CLOCK_OFFSET must look like +396d, +5h or +2678400, not "${text}"`);
  return Number(m[1]) * UNITS[m[2] || "s"];
}

const lib = libfaketime();
if (!lib) {
  console.log("libfaketime is not installed (apt-get install faketime): the suite did not run with a moved clock.");
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const seconds = process.env.TEST_CLOCK_OFFSET
  ? offsetSeconds(process.env.TEST_CLOCK_OFFSET)
  : (1 + Math.floor(Math.random() * 400)) * 86400 + Math.floor(Math.random() * 24) * 3600;
const env = { ...process.env, LD_PRELOAD: [lib, process.env.LD_PRELOAD].filter(Boolean).join(":"), FAKETIME: `+${seconds}` };
delete env.DATABASE_URL;

// The move must be seen by a child process, or the run would prove nothing.
const seen = spawnSync(process.execPath, ["-e", "process.stdout.write(String(Date.now()))"], { env, encoding: "utf8" });
const ahead = (Number(seen.stdout) - Date.now()) / 1000;
if (!(Math.abs(ahead - seconds) < 120)) {
  console.log(`libfaketime did not move a child's clock (asked +${seconds} s, saw ${Math.round(ahead)} s).`);
  console.log("0 passed, 1 failed");
  process.exit(1);
}
const days = Math.floor(seconds / 86400);
const hours = Math.floor((seconds % 86400) / 3600);
console.log(
  `clock: +${days}d ${hours}h, the tests' today is ${new Date(Date.now() + seconds * 1000).toISOString()} ` +
    `(TEST_CLOCK_OFFSET=+${seconds} npm run test:clock repeats it)`,
);

const args = process.argv.slice(2);
const r = spawnSync(process.execPath, ["scripts/test.mjs", ...(args.length ? args : ["unit"])], { stdio: "inherit", env });
process.exit(r.status ?? 1);
