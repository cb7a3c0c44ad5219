// The secret values the security suite's build is made with (tests/security/sentinels.ts), read
// without TypeScript so the runners can put them in a build's environment.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const sentinels = Object.fromEntries(
  [...readFileSync("tests/security/sentinels.ts", "utf8").matchAll(/^\s+([A-Z_]+): "([^"]+)",$/gm)].map((m) => [
    m[1],
    m[2],
  ]),
);

const MARK = ".built-with-sentinels";
/** Marks a build as made with the sentinels in its environment (what the bundle scan relies on). */
export const markSentinelBuild = (buildDir) => writeFileSync(path.join(buildDir, MARK), "1\n");
export const isSentinelBuild = (buildDir) => existsSync(path.join(buildDir, MARK));
