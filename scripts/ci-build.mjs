// CI builds the site once (.ci/run): with the security suite's sentinel secrets in the build's
// environment (so its bundle scan holds) and no PUBLIC_SITE_URL (each suite's server gets its own
// loopback origin at start). The e2e, reliability, fuzz and security suites then all serve it.
import { ensureBuild } from "./lib/ensure-build.mjs";
import { markSentinelBuild, sentinels } from "./lib/sentinels.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const env = { ...process.env, ...sentinels, BUILD_DIR: buildDir };
delete env.PUBLIC_SITE_URL;
ensureBuild(buildDir, env, { force: true });
markSentinelBuild(buildDir);
