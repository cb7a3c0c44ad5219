/**
 * `npm run launch:check [-- --env-path path] [-- --facts facts.json]`
 *
 * Prints what still blocks a real launch (docs/decisions/066): placeholder business facts,
 * production settings and Stripe prices, as a PASS/WARN/FAIL table; exits 1 while any check
 * fails. Reads the environment and the project's .env the way `npm start` does (a value set in
 * the shell wins over .env). No network.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv as parseDotenv } from "node:util";
import { business } from "~/content/business";
import { catalog } from "~/content/catalog";
import { exitCode, formatReport, runChecks, type ShareImageText } from "./checks";
import { factsFromFile, repoFacts } from "./facts";
import { PLACEHOLDER_PATTERNS } from "./placeholders";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith("--")) {
    console.error(`Usage: npm run launch:check -- [--env-path path] [--facts facts.json]`);
    process.exit(2);
  }
  return path.resolve(process.cwd(), value);
}

const envFile = option("--env-path") ?? path.resolve(root, ".env");
const factsFile = option("--facts");

const fromFile = existsSync(envFile) ? parseDotenv(readFileSync(envFile, "utf8")) : {};
const source = { ...fromFile, ...process.env };
const facts = factsFile ? factsFromFile(factsFile) : repoFacts();

// What `npm run og-image` drew, checked against the facts in this checkout (not a --facts file).
const stamp = path.resolve(root, "scripts/assets/og-image.facts.json");
const shareImage = factsFile
  ? undefined
  : {
      drawn: existsSync(stamp) ? (JSON.parse(readFileSync(stamp, "utf8")) as ShareImageText) : null,
      facts: { name: business.brand.name, domain: business.domain },
    };

const results = runChecks({ facts, patterns: PLACEHOLDER_PATTERNS, source, catalog, shareImage });
// The env file as given: relative to the project when inside it.
const shown = path.relative(root, envFile).startsWith("..") ? envFile : path.relative(root, envFile);
console.log(`Launch check (${existsSync(envFile) ? shown : "no .env file"}; no network)\n`);
console.log(formatReport(results));
process.exitCode = exitCode(results);
