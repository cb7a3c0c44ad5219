import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startSmtpFake, type CapturedMail, type SmtpFake } from "../fakes/smtp";
import { startPgCluster } from "../support/pg-cluster";
import { ADMIN_EMAIL, HTTPS_SITE_URL, PAIR_SECRET, type SiteName, type SiteRef } from "./config";
import { SENTINELS } from "./sentinels";
import { makePgliteTemplate, startSite, type Site } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    sites: Record<SiteName, SiteRef>;
    /** Where the two instances' shared PostgreSQL came from (for messages). */
    postgresSource: string;
    /** The pair's database, for tests that read what the owner's console would show (analytics-forgery). */
    pairDatabaseUrl: string;
  }
}

type Postgres = { url: string; source: string; cleanup: () => Promise<void> };

/**
 * The PostgreSQL the two rate-limit instances share. With DATABASE_URL (CI's throw-away
 * cluster) a database of our own is made in it, so counts from other suites on the same
 * cluster cannot mix in; otherwise a private cluster is started and destroyed afterwards.
 */
async function provisionPostgres(): Promise<Postgres> {
  const shared = process.env.DATABASE_URL;
  if (shared) {
    const name = `voxa_security_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
    } catch {
      await admin.end();
      return { url: shared, source: "DATABASE_URL", cleanup: async () => {} };
    }
    await admin.end();
    const url = new URL(shared);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      source: `DATABASE_URL (database ${name})`,
      cleanup: async () => {
        const c = new pg.Client({ connectionString: shared });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`).finally(() => c.end());
      },
    };
  }
  const cluster = await startPgCluster();
  return { url: cluster.url, source: "a private cluster (startPgCluster)", cleanup: async () => cluster.destroy() };
}

/** What an account email is, from its subject (platform/auth-emails.ts), as the dev outbox records it. */
function kindOf(subject: string) {
  if (subject.startsWith("Confirm your email")) return "verification";
  if (subject.endsWith("sign-in link")) return "magic-link";
  if (subject.startsWith("Reset your")) return "reset-password";
  if (/ is your .* code$/.test(subject)) return "otp";
  if (subject.startsWith("You already have")) return "existing-account";
  return "mail";
}

/**
 * An SMTP fake for one instance that writes each message it receives to `dir` as the dev
 * outbox would (one .json per recipient, same fields), so the test processes read the pair's
 * mail with the same helpers as the local site's (tests/security/http.ts mailsTo).
 */
async function smtpToFiles(dir: string): Promise<SmtpFake> {
  mkdirSync(dir, { recursive: true });
  return startSmtpFake({
    onMessage: (mail: CapturedMail) => {
      for (const to of mail.to) {
        const id = `${Date.now()}-${randomUUID()}`;
        const stored = { id, kind: kindOf(mail.subject), to, subject: mail.subject, text: mail.text, links: mail.links };
        // Written under a temporary name and renamed, so no reader sees half a file.
        writeFileSync(path.join(dir, `${id}.tmp`), JSON.stringify(stored));
        renameSync(path.join(dir, `${id}.tmp`), path.join(dir, `${id}.json`));
      }
    },
  });
}

/**
 * Every server the suite talks to, started once and in parallel (each start migrates a
 * database and compresses the static files: tens of seconds on a busy machine):
 * - site: http, PGlite, with an admin address; the sentinel auth secret (cookies must not carry it);
 * - pairA / pairB: two instances on one PostgreSQL with the production rate limits, served
 *   as https behind a reverse proxy (PUBLIC_SITE_URL https, TRUST_PROXY=1): HSTS, Secure
 *   cookies, and a client address per test from X-Forwarded-For (the one address the proxy
 *   appends). Not local-only, so their mail goes through SMTP: one fake for the pair, on 127.0.0.1.
 */
export default async function setup(project: TestProject) {
  const postgres = await provisionPostgres();
  const mailRoot = mkdtempSync(path.join(tmpdir(), "security-smtp-"));
  // One mail server for the pair, as for any two instances of one site: account emails are jobs
  // on the shared queue (decision 058), so either instance may be the one that sends them.
  const pairMail = path.join(mailRoot, "pair");
  const mailDirs = { pairA: pairMail, pairB: pairMail };
  const smtp = await smtpToFiles(pairMail);
  const pair = {
    DATABASE_URL: postgres.url,
    BETTER_AUTH_SECRET: PAIR_SECRET,
    PUBLIC_SITE_URL: HTTPS_SITE_URL,
    // One reverse proxy in front: the client is the address it appends, never what the client wrote.
    TRUST_PROXY: "1",
    // A production https site refuses to start without Stripe unless test-mode checkout is intended.
    CHECKOUT_TEST_MODE: "true",
  };
  const wanted: [SiteName, Record<string, string>][] = [
    [
      "site",
      { BETTER_AUTH_SECRET: SENTINELS.BETTER_AUTH_SECRET, AUTH_RATE_LIMIT_MULTIPLIER: "20", ADMIN_EMAILS: ADMIN_EMAIL },
    ],
    ["pairA", { ...pair, SMTP_URL: smtp.url }],
    ["pairB", { ...pair, SMTP_URL: smtp.url }],
  ];
  // The embedded-database sites (this one and those the test files start) copy one migrated
  // database, made while the pair, on PostgreSQL, starts (decision 088).
  const template = makePgliteTemplate();
  const started = await Promise.allSettled(
    wanted.map(([, env]) => (env.DATABASE_URL ? startSite(env) : template.then(() => startSite(env)))),
  );
  const running = started
    .filter((r): r is PromiseFulfilledResult<Site> => r.status === "fulfilled")
    .map((r) => r.value);
  const teardown = async () => {
    await Promise.all(running.map((s) => s.stop()));
    await smtp.close();
    await template.then((t) => t.cleanup()).catch(() => {});
    rmSync(mailRoot, { recursive: true, force: true });
    await postgres.cleanup();
  };
  const failure = started.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failure) {
    await teardown();
    throw failure.reason;
  }
  const sites = Object.fromEntries(
    wanted.map(([name], i) => {
      const s = (started[i] as PromiseFulfilledResult<Site>).value;
      const mailDir = name === "site" ? path.join(s.dataDir, "mail") : mailDirs[name];
      return [name, { url: s.url, dataDir: s.dataDir, mailDir } satisfies SiteRef];
    }),
  ) as Record<SiteName, SiteRef>;
  project.provide("sites", sites);
  project.provide("postgresSource", postgres.source);
  project.provide("pairDatabaseUrl", postgres.url);
  return teardown;
}
