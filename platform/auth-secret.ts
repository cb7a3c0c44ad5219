import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * BETTER_AUTH_SECRET signs sessions, email links and download links (docs/decisions/041).
 * No secret is published: a local-only site without one gets a random secret generated once
 * and kept in DATA_DIR/auth-secret; anywhere else the operator sets one, and the checks below
 * refuse values that are short, published or obviously not random.
 */

/** The file, under DATA_DIR, that keeps a local-only site's generated secret. */
export const AUTH_SECRET_FILE = "auth-secret";

export const MIN_SECRET_LENGTH = 32;
/** A random value of 32+ characters has far more; "aaaa..." or "1234...1234" has fewer. */
export const MIN_DISTINCT_CHARACTERS = 10;

/**
 * Values that were published: the built-in development default this project shipped until
 * decision 041, and every value of 32+ characters written in .env.example (a unit test checks
 * that each value there is refused, so a new long example value must be added here).
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  "dev-only-secret-change-me-in-production-0123456789",
  "replace-with-32-or-more-random-characters",
  "postgres://user:password@127.0.0.1:5432/voxa",
  "smtps://user:password@smtp.example.com:465",
  "main-offer=price_123,addon-crm=price_456",
  "https://s3.eu-central-1.amazonaws.com",
  "https://crm.example.com/hooks/voxa",
];

/** Words only a placeholder contains (compared without case and punctuation). */
const PLACEHOLDER_WORDS = [
  "changeme",
  "replaceme",
  "replacewith",
  "replacethis",
  "yoursecret",
  "placeholder",
  "secrethere",
  "secretgoeshere",
  "devonly",
  "notasecret",
  "insertsecret",
  "examplesecret",
];

const HOW = "set 32 or more random characters, e.g. the output of `openssl rand -base64 32`";

/** Why a BETTER_AUTH_SECRET value is refused (one line), or undefined when it is acceptable. */
export function authSecretProblem(secret: string): string | undefined {
  if (secret.length < MIN_SECRET_LENGTH)
    return `must be at least ${MIN_SECRET_LENGTH} random characters, e.g. the output of \`openssl rand -base64 32\``;
  const bare = secret.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (PUBLISHED_SECRETS.some((p) => p.toLowerCase().replace(/[^a-z0-9]/g, "") === bare))
    return `is a published default, so anyone could forge sessions and email links with it; ${HOW}`;
  if (PLACEHOLDER_WORDS.some((w) => bare.includes(w))) return `is a placeholder, not a secret; ${HOW}`;
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS)
    return `does not look random (fewer than ${MIN_DISTINCT_CHARACTERS} different characters); ${HOW}`;
  return undefined;
}

/** A new secret: 32 random bytes, base64url (43 characters). */
export function generateAuthSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The secret kept in DATA_DIR/auth-secret, generated (mode 0600) when the file does not exist
 * yet. Read back on later starts, so sessions and emailed links survive restarts. Throws when
 * the file exists but does not hold an acceptable secret (it was edited or damaged).
 */
export function localAuthSecret(dataDir: string): { secret: string; file: string; created: boolean } {
  const file = path.resolve(dataDir, AUTH_SECRET_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  let created = false;
  try {
    // "wx": created only if absent, so two starts at once can never keep different secrets.
    writeFileSync(file, `${generateAuthSecret()}\n`, { mode: 0o600, flag: "wx" });
    created = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const secret = readFileSync(file, "utf8").trim();
  const problem = authSecretProblem(secret);
  if (problem)
    throw new Error(
      `${file} does not hold a usable secret (it ${problem.replace(/;.*$/, "")}): delete it to have a new one generated (everyone is signed out), or set BETTER_AUTH_SECRET`,
    );
  // A copy restored with looser permissions is tightened: only this user may read it.
  if (!created && (statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return { secret, file, created };
}
