/**
 * `npm run admin:create -- owner@example.com`
 *
 * Makes that email an admin of the owner's console (/admin): creates the account if it does
 * not exist (confirmed, with a random password printed once), and adds the email to
 * ADMIN_EMAILS in the project's .env, which `npm start` loads. See docs/decisions/040-admin.md.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { z } from "zod";
import { user } from "#db/schema";
import { addAdminToEnvText } from "../app/features/admin/env-file";
import { createAuth } from "#platform/auth.server";
import { openDatabase } from "#platform/db.server";
import { EnvError, parseEnv, resolveAuthSecret, type Env } from "#platform/env.server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
// The file `npm start` loads; overridable so the command can be tried against a scratch copy.
const envFile = path.resolve(root, process.env.ADMIN_ENV_FILE ?? ".env");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const arg = process.argv.slice(2).find((a) => !a.startsWith("-"));
const parsedEmail = z.email().safeParse(arg?.trim().toLowerCase());
if (!parsedEmail.success) fail("Usage: npm run admin:create -- you@company.com");
const email = parsedEmail.data;

// A value set in the shell wins over .env (process.loadEnvFile never overrides).
const fromShell = process.env.ADMIN_EMAILS;
if (existsSync(envFile)) process.loadEnvFile(envFile);

let env: Env;
try {
  // The site's own secret (BETTER_AUTH_SECRET, or on a local-only site the one in DATA_DIR/auth-secret).
  env = resolveAuthSecret(parseEnv());
} catch (err) {
  if (err instanceof EnvError) fail(err.message);
  throw err;
}

/** The embedded database is one process's files: refuse while the site holds them open. */
async function siteIsRunning() {
  try {
    const res = await fetch(`http://${env.HOST === "0.0.0.0" ? "127.0.0.1" : env.HOST}:${env.PORT}/healthz`, {
      signal: AbortSignal.timeout(800),
    });
    return res.ok;
  } catch {
    return false;
  }
}

if (!env.DATABASE_URL && (await siteIsRunning()))
  fail(
    `The site is running on port ${env.PORT} and holds the embedded database (${env.DATA_DIR}).\n` +
      "Stop it (Ctrl+C), run this command again, then start it with npm start.",
  );

const logger = pino({ level: "warn" });
const database = await openDatabase(env);
await database.migrate();

let created: { password: string } | null = null;
const [existing] = await database.db
  .select({ id: user.id, emailVerified: user.emailVerified })
  .from(user)
  .where(eq(sql`lower(${user.email})`, email))
  .limit(1);

if (!existing) {
  // The account is made directly (confirmed, with a password): no email is sent, so no queue is started.
  const jobs = {
    send: () => Promise.reject(new Error("the admin script sends no email")),
    boss: undefined as never,
  };
  const auth = createAuth({ env, logger, database, jobs });
  const ctx = await auth.$context;
  const password = randomBytes(15).toString("base64url");
  const account = await ctx.internalAdapter.createUser({ email, name: "", emailVerified: true }, { method: "admin" });
  await ctx.internalAdapter.linkAccount({
    providerId: "credential",
    accountId: account.id,
    userId: account.id,
    password: await ctx.password.hash(password),
  });
  created = { password };
}
await database.close();

const before = existsSync(envFile) ? readFileSync(envFile, "utf8") : "";
const { text, changed, emails } = addAdminToEnvText(before, email);
if (changed) writeFileSync(envFile, text);

const site = env.PUBLIC_SITE_URL.replace(/\/$/, "");
console.log("");
if (created) {
  console.log(`Created the account ${email}. Its password (shown only this once):`);
  console.log("");
  console.log(`    ${created.password}`);
  console.log("");
  console.log("Sign in with it at /login and change it from /user-dashboard, or use a magic link instead.");
} else if (!existing.emailVerified) {
  console.log(`The account ${email} exists but its email is not confirmed yet: admin access starts once it is`);
  console.log("(sign in at /login to get a confirmation link, or use a magic link).");
} else {
  console.log(`The account ${email} already exists; sign in as usual.`);
}
console.log(
  changed
    ? `Added ${email} to ADMIN_EMAILS in .env (now: ${emails.join(", ")}).`
    : `${email} is already in ADMIN_EMAILS in .env.`,
);
if (
  fromShell !== undefined &&
  !fromShell
    .toLowerCase()
    .split(",")
    .map((e) => e.trim())
    .includes(email)
)
  console.log(
    "Note: ADMIN_EMAILS is also set in your shell, and that value wins over .env. Add the email there too, or unset it.",
  );
if (env.DATABASE_URL)
  console.log("On a deployed server, add the email to the ADMIN_EMAILS setting of that environment as well.");
console.log(`Restart the site (npm start) and open ${site}/admin.`);
