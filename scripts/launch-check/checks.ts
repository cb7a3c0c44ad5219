import { z } from "zod";
import type { CatalogItem } from "~/content/catalog";
import { consoleNeedsTwoFactor } from "~/features/admin/access.server";
import { envSchema, type ParsedEnv } from "#platform/env.server";
import { isLoopbackHost } from "#platform/local-only";
import type { Fact } from "./facts";
import type { PlaceholderPattern } from "./placeholders";
import { checkOwnerNotifications } from "./owner-notifications";
import { checkSampleCallRecordings } from "./sample-calls";
import { noneYet } from "~/content/none-yet";
import { zoneForAddress } from "~/content/scheduling-zones";

/**
 * The go-live checks of `npm run launch:check` (docs/decisions/066): pure functions from the
 * facts, the environment and the catalog to rows of a table. Nothing here reads files or the
 * network; cli.ts gathers the inputs and prints.
 */
export type Status = "PASS" | "WARN" | "FAIL";
export type CheckResult = { check: string; status: Status; detail: string };

const row = (check: string, status: Status, detail: string): CheckResult => ({ check, status, detail });

// ---------------------------------------------------------------- placeholders

function matches(pattern: PlaceholderPattern, fact: Fact) {
  if (pattern.field && !pattern.field.test(fact.field)) return false;
  return pattern.value instanceof RegExp ? pattern.value.test(fact.value) : pattern.value.includes(fact.value);
}

/** At most `max` items, then "and N more". */
function listSome(items: string[], max = 3) {
  return items.length <= max ? items.join("; ") : `${items.slice(0, max).join("; ")}; and ${items.length - max} more`;
}

/** One row per placeholder kind: FAIL with where each one is, or PASS. */
export function checkPlaceholders(facts: Fact[], patterns: readonly PlaceholderPattern[]): CheckResult[] {
  return patterns.map((pattern) => {
    const found = facts.filter((f) => matches(pattern, f));
    const name = `Placeholder: ${pattern.kind}`;
    if (found.length === 0) return row(name, "PASS", "none found");
    const byFile = new Map<string, string[]>();
    for (const f of found) {
      const what = f.value === "" ? `${f.field} (empty)` : `${f.field} "${f.value}"`;
      byFile.set(f.file, [...(byFile.get(f.file) ?? []), what]);
    }
    const where = [...byFile].map(([file, whats]) => `${file}: ${listSome(whats)}`).join(" | ");
    return row(name, "FAIL", `${found.length} found: ${where}. To fix: ${pattern.fix}`);
  });
}

/**
 * Proof a new business may not have yet (decision 101): videos and client quotes marked `noneYet`,
 * no case stories (an empty list). Accepted (PASS): the pages show no empty section, and where the
 * spec asks for the slot, the live demo and sample calls. Listed so the owner sees what is missing.
 */
export function checkOptionalProof(facts: Fact[]): CheckResult {
  const declared = (group: string) =>
    facts.filter((f) => f.field.startsWith(`businessStories.${group}.`) && f.value === noneYet).length;
  const videos = declared("videos");
  const quotes = declared("testimonials");
  const stories = new Set(
    facts.map((f) => /^businessStories\.caseStories\[(\d+)\]\./.exec(f.field)?.[1]).filter((i) => i !== undefined),
  ).size;
  const fromTheContent = facts.some((f) => f.field.startsWith("businessStories."));
  const parts = [
    videos ? `${videos} ${videos === 1 ? "video" : "videos"} (the live demo is shown in their place)` : "",
    quotes ? `${quotes} client-quote ${quotes === 1 ? "slot" : "slots"} (no quote there; the home page and /about show the live demo)` : "",
    fromTheContent && stories === 0 ? "case stories (the section is not shown)" : "",
  ].filter(Boolean);
  return row(
    "Optional proof",
    "PASS",
    parts.length ? `none yet, as the owner says: ${parts.join("; ")}` : "every video, client quote and case story is provided",
  );
}

/**
 * The running costs a one-time buyer is quoted (business.running, decision 105): /pricing, the
 * checkout, Stripe's page and the assistant state them. FAIL until the owner confirms their own
 * (`running.confirmed: true`): a buyer's monthly bill must not be the figures the site was built with.
 * Facts read from a file without them are not checked.
 */
export function checkRunningCosts(facts: Fact[]): CheckResult[] {
  const value = (key: string) => facts.find((f) => f.field === `business.running.${key}`)?.value;
  const confirmed = value("confirmed");
  if (confirmed === undefined) return [];
  const cents = (key: string) => {
    const n = Number(value(key));
    return Number.isFinite(n) ? `$${(n / 100).toFixed(2)}` : "?";
  };
  const figures = `phone line ${cents("phoneLineMonthly")} a month, talk time ${cents("talkTimePerMinute")} a minute, texts ${cents("smsPerMessage")} each`;
  return [
    confirmed === "true"
      ? row("Running costs", "PASS", `confirmed by the owner: ${figures}`)
      : row(
          "Running costs",
          "FAIL",
          `not confirmed: ${figures} are the figures the site was built with. To fix: put your own in app/content/business.ts (running) and set running.confirmed to true`,
        ),
  ];
}

/**
 * Marketing claims with a figure in them ("90% of routine calls automated", "4.9 out of 5 from
 * 200+ reviews"): FAIL, listed, until the owner confirms they can back every one
 * (`business.claimsConfirmed: true`) or edits them. Facts from a file without the flag: not checked.
 */
export function checkClaims(facts: Fact[]): CheckResult[] {
  const confirmed = facts.find((f) => f.field === "business.claimsConfirmed")?.value;
  if (confirmed === undefined) return [];
  const figures = facts.filter((f) => f.field.startsWith("business.claims.") && /\d/.test(f.value)).map((f) => `"${f.value}"`);
  if (confirmed === "true") return [row("Marketing claims", "PASS", `${figures.length} claims with figures, confirmed by the owner`)];
  return [
    row(
      "Marketing claims",
      "FAIL",
      `${figures.length} claims state figures a buyer may ask you to prove: ${figures.join("; ")}. To fix: keep only what you can back, in app/content/business.ts (claims), then set claimsConfirmed to true`,
    ),
  ];
}

/**
 * The zone calls are offered in until the owner saves one on /admin/scheduling (decision 108): the
 * business address's. WARN when the address names no place the table knows (calls in UTC).
 * Facts without a city, region or country (a file of a few facts): not checked.
 */
export function checkBookingZone(facts: Fact[]): CheckResult[] {
  const part = (k: string) => facts.find((f) => f.field === `business.contact.address.${k}`)?.value;
  const address = { city: part("city"), region: part("region"), country: part("country") };
  if (!address.city && !address.region && !address.country) return [];
  const place = [address.city, address.region, address.country].filter(Boolean).join(", ");
  const zone = zoneForAddress(address);
  return [
    zone === "UTC"
      ? row(
          "Booking zone",
          "WARN",
          `the address (${place}) names no place the zone table knows: calls would be offered in UTC. To fix: save your zone on /admin/scheduling`,
        )
      : row("Booking zone", "PASS", `calls are offered in ${zone}, from the address (${place}), until /admin/scheduling saves another`),
  ];
}

// ---------------------------------------------------------------- environment

/**
 * The environment as the server's own schema reads it (platform/env.server.ts), but without
 * giving up at the first bad variable: `env` holds every valid value (defaults for the rest),
 * `problems` every refusal the server would print, by variable. Evaluated as a production
 * start (NODE_ENV=production), which is what goes live.
 */
export type EnvReading = { env: ParsedEnv; problems: Map<string, string[]>; set: Set<string> };

export function readEnv(source: Record<string, string | undefined>): EnvReading {
  // As parseEnv: an empty value means unset.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""),
  );
  const shape = envSchema.shape;
  const problems = new Map<string, string[]>();
  const add = (name: string, message: string) => {
    const list = problems.get(name) ?? [];
    if (!list.includes(message)) problems.set(name, [...list, message]);
  };
  if (cleaned.NODE_ENV !== undefined && cleaned.NODE_ENV !== "production")
    add("NODE_ENV", `is "${cleaned.NODE_ENV}"; a live site runs with production`);
  const valid: Record<string, string> = { NODE_ENV: "production" };
  for (const [name, value] of Object.entries(cleaned)) {
    if (name === "NODE_ENV" || !(name in shape)) continue;
    const result = shape[name as keyof typeof shape].safeParse(value);
    if (result.success) valid[name] = value;
    else for (const issue of result.error.issues) add(name, issue.message);
  }
  // The server's rules across variables (SMTP_URL off local-only, Stripe over https, ...).
  // A variable already refused on its own is left out of these (its own refusal says more).
  const whole = envSchema.safeParse(valid);
  const refusedAlone = new Set(problems.keys());
  if (!whole.success)
    for (const issue of whole.error.issues) {
      const name = String(issue.path[0] ?? "environment");
      if (!refusedAlone.has(name)) add(name, issue.message);
    }
  const env = whole.success ? whole.data : z.object(shape).parse(valid);
  return { env, problems, set: new Set(Object.keys(cleaned)) };
}

/** Hosts that are never a real public site. */
export function isExampleHost(host: string) {
  const h = host.toLowerCase().replace(/\.$/, "");
  return (
    /(^|\.)example\.(com|org|net)$/.test(h) ||
    /(^|\.)(example|test|invalid|local|localhost)$/.test(h) ||
    h === "0.0.0.0"
  );
}

/**
 * What each setting's check reads: the parsed environment, which variables were set, and the
 * server's refusal of a variable (`refused` also marks it handled, so "Other settings" skips it).
 */
type SettingsContext = {
  env: ParsedEnv;
  set: Set<string>;
  handled: Set<string>;
  refused: (name: string) => string | undefined;
};

function checkSmtpUrl({ env, set, refused }: SettingsContext): CheckResult {
  const bad = refused("SMTP_URL");
  if (!set.has("SMTP_URL"))
    return row("SMTP_URL", "FAIL", "not set: mail goes to the local dev mailbox, nobody receives it");
  else if (bad || !env.SMTP_URL) return row("SMTP_URL", "FAIL", bad ?? "refused");
  else return row("SMTP_URL", "PASS", `set (${env.SMTP_URL.split(":")[0]})`);
}

function checkStripeSecretKey({ env, refused }: SettingsContext): CheckResult {
  const bad = refused("STRIPE_SECRET_KEY");
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return row("STRIPE_SECRET_KEY", "FAIL", "not set: checkout runs in test mode and charges nothing");
  else if (bad) return row("STRIPE_SECRET_KEY", "FAIL", bad);
  else if (/^(sk|rk)_live_/.test(key)) return row("STRIPE_SECRET_KEY", "PASS", "live key");
  else if (/^(sk|rk)_test_/.test(key))
    return row("STRIPE_SECRET_KEY", "WARN", "a test key (sk_test_): payments are not real; use the live key (sk_live_)");
  else return row("STRIPE_SECRET_KEY", "FAIL", "does not look like a Stripe secret key (sk_live_...)");
}

function checkStripeWebhookSecret({ env, refused }: SettingsContext): CheckResult {
  const bad = refused("STRIPE_WEBHOOK_SECRET");
  if (!env.STRIPE_WEBHOOK_SECRET)
    return row("STRIPE_WEBHOOK_SECRET", "FAIL", "not set: paid orders are never confirmed by Stripe's events");
  else if (bad) return row("STRIPE_WEBHOOK_SECRET", "FAIL", bad);
  else if (!env.STRIPE_WEBHOOK_SECRET.startsWith("whsec_"))
    return row("STRIPE_WEBHOOK_SECRET", "WARN", "set, but not a Stripe signing secret (whsec_...)");
  else return row("STRIPE_WEBHOOK_SECRET", "PASS", "set");
}

function checkAuthSecret({ env, set, refused }: SettingsContext): CheckResult {
  const bad = refused("BETTER_AUTH_SECRET");
  const secret = env.BETTER_AUTH_SECRET;
  if (!set.has("BETTER_AUTH_SECRET"))
    return row(
      "BETTER_AUTH_SECRET",
      "FAIL",
      "not set: the secret generated in DATA_DIR/auth-secret is for local-only sites",
    );
  // The server's own rule (platform/auth-secret.ts): 32+ characters, not published, not a placeholder, random-looking.
  else if (bad || secret === undefined) return row("BETTER_AUTH_SECRET", "FAIL", bad ?? "refused");
  else return row("BETTER_AUTH_SECRET", "PASS", `set explicitly, ${secret.length} characters`);
}

function checkPublicSiteUrl({ env, set, handled, refused }: SettingsContext): CheckResult {
  const bad = refused("PUBLIC_SITE_URL");
  handled.add("HOST");
  if (bad) return row("PUBLIC_SITE_URL", "FAIL", bad);
  else if (!set.has("PUBLIC_SITE_URL"))
    return row("PUBLIC_SITE_URL", "FAIL", `not set: links and emails point at ${env.PUBLIC_SITE_URL}`);
  else {
    const url = new URL(env.PUBLIC_SITE_URL);
    if (url.protocol !== "https:") return row("PUBLIC_SITE_URL", "FAIL", `${env.PUBLIC_SITE_URL} is not https`);
    else if (isLoopbackHost(url.hostname))
      return row("PUBLIC_SITE_URL", "FAIL", `${url.hostname} is this machine only`);
    else if (isExampleHost(url.hostname))
      return row("PUBLIC_SITE_URL", "FAIL", `${url.hostname} is an example domain`);
    else return row("PUBLIC_SITE_URL", "PASS", env.PUBLIC_SITE_URL);
  }
}

function checkTrustProxy({ env, refused }: SettingsContext): CheckResult {
  const bad = refused("TRUST_PROXY");
  const value = env.TRUST_PROXY;
  if (bad) return row("TRUST_PROXY", "FAIL", bad);
  else if (value === false)
    return row(
      "TRUST_PROXY",
      "WARN",
      "no proxy trusted: behind a load balancer or TLS proxy set the hop count (e.g. 1) or its addresses, else all visitors share the proxy's rate limits",
    );
  else return row("TRUST_PROXY", "PASS", typeof value === "number" ? `${value} proxy hop(s)` : value.join(", "));
}

function checkAdminEmails({ env, refused }: SettingsContext): CheckResult {
  const bad = refused("ADMIN_EMAILS");
  if (bad) return row("ADMIN_EMAILS", "FAIL", bad);
  else if (env.ADMIN_EMAILS.length === 0)
    return row("ADMIN_EMAILS", "FAIL", "not set: nobody can open the owner's console (/admin)");
  else return row("ADMIN_EMAILS", "PASS", `${env.ADMIN_EMAILS.length} admin(s)`);
}

// Admin two-factor: enforced by the console wherever the site is not local-only (decision 043).
function checkAdminTwoFactor({ env }: SettingsContext): CheckResult {
  if (consoleNeedsTwoFactor(env))
    return row("Admin two-factor", "PASS", "required: the site is not local-only, so /admin needs two-factor sign-in");
  else
    return row(
      "Admin two-factor",
      "FAIL",
      "not required: HOST and PUBLIC_SITE_URL are loopback (local-only), so /admin opens without it",
    );
}

function checkDatabaseUrl({ env, handled, refused }: SettingsContext): CheckResult {
  const bad = refused("DATABASE_URL");
  handled.add("DATA_DIR");
  if (bad) return row("DATABASE_URL", "FAIL", bad);
  else if (!env.DATABASE_URL)
    return row(
      "DATABASE_URL",
      "FAIL",
      "not set: the embedded PGlite database is for a single local process, not production",
    );
  else return row("DATABASE_URL", "PASS", "PostgreSQL");
}

/** Everything else the server would refuse to start with (the variables no row above handled). */
function checkOtherSettings(problems: Map<string, string[]>, handled: Set<string>): CheckResult {
  const rest = [...problems]
    .filter(([name]) => !handled.has(name))
    .map(([name, list]) => `${name}: ${list.join("; ")}`);
  return rest.length
    ? row("Other settings", "FAIL", `the server refuses: ${rest.join(" | ")}`)
    : row("Other settings", "PASS", "the server accepts the rest of the environment");
}

/** The production settings: one row each. */
export function checkSettings({ env, problems, set }: EnvReading): CheckResult[] {
  const rows: CheckResult[] = [];
  const handled = new Set<string>();
  const refused = (name: string) => {
    handled.add(name);
    const list = problems.get(name);
    return list ? `refused by the server: ${list.join("; ")}` : undefined;
  };
  const ctx: SettingsContext = { env, set, handled, refused };

  rows.push(checkSmtpUrl(ctx));
  rows.push(checkStripeSecretKey(ctx));
  rows.push(checkStripeWebhookSecret(ctx));
  handled.add("CHECKOUT_TEST_MODE");
  rows.push(checkAuthSecret(ctx));
  rows.push(checkPublicSiteUrl(ctx));
  rows.push(checkTrustProxy(ctx));
  rows.push(checkAdminEmails(ctx));
  rows.push(checkAdminTwoFactor(ctx));
  rows.push(checkDatabaseUrl(ctx));
  rows.push(checkOtherSettings(problems, handled));
  return rows;
}

// ---------------------------------------------------------------- Stripe prices

/**
 * Every catalog item on sale has a price: its Stripe price id from STRIPE_PRICES, or else the
 * catalog's own amount sent inline (price_data, app/features/checkout/orders.server.ts); a plan
 * also needs its monthly amount. STRIPE_PRICES must name only catalog items, with price_ ids.
 */
export function checkStripePrices(
  catalog: Record<string, CatalogItem>,
  stripePrices: Record<string, string>,
): CheckResult {
  const name = "Stripe prices";
  const problems: string[] = [];
  for (const [id, price] of Object.entries(stripePrices)) {
    if (!(id in catalog)) problems.push(`STRIPE_PRICES names "${id}", which is not in the catalog`);
    else if (!price.startsWith("price_"))
      problems.push(`STRIPE_PRICES ${id}=${price} is not a Stripe price id (price_...)`);
  }
  const onSale = Object.values(catalog).filter((item) => !item.disabled);
  let fromStripe = 0;
  for (const item of onSale) {
    if (stripePrices[item.id]) fromStripe++;
    else if (!Number.isInteger(item.amount) || item.amount <= 0)
      problems.push(`${item.id} has no amount in app/content/catalog/index.ts and no STRIPE_PRICES entry`);
    // A plan is a subscription: its monthly part is always sent inline from the catalog.
    if (
      item.kind === "plan" &&
      !(Number.isInteger(item.monthlyAfterFirstYear) && (item.monthlyAfterFirstYear ?? 0) > 0)
    )
      problems.push(`${item.id} is a plan without monthlyAfterFirstYear in app/content/catalog/index.ts`);
  }
  if (problems.length) return row(name, "FAIL", problems.join("; "));
  return row(
    name,
    "PASS",
    `all ${onSale.length} catalog items priced: ${fromStripe} from STRIPE_PRICES, ${onSale.length - fromStripe} from catalog amounts`,
  );
}

// ---------------------------------------------------------------- report

/** The brand name and domain drawn into public/og-image.png. */
export type ShareImageText = { name: string; domain: string };

/**
 * The share image (public/og-image.png) is a picture: it cannot read the facts, so
 * `npm run og-image` records what it drew (scripts/assets/og-image.facts.json) and this compares.
 */
export function checkShareImage(drawn: ShareImageText | null, facts: ShareImageText): CheckResult {
  const name = "Share image (og-image.png)";
  if (!drawn) return row(name, "FAIL", "no record of what it shows: run npm run og-image");
  if (drawn.name === facts.name && drawn.domain === facts.domain)
    return row(name, "PASS", `shows ${facts.name} and ${facts.domain}`);
  return row(
    name,
    "FAIL",
    `shows ${drawn.name} and ${drawn.domain}, the facts say ${facts.name} and ${facts.domain}: run npm run og-image`,
  );
}

export type LaunchInputs = {
  facts: Fact[];
  patterns: readonly PlaceholderPattern[];
  source: Record<string, string | undefined>;
  catalog: Record<string, CatalogItem>;
  /** What the share image shows and what the facts say (left out when facts come from a file). */
  shareImage?: { drawn: ShareImageText | null; facts: ShareImageText };
};

export function runChecks({ facts, patterns, source, catalog, shareImage }: LaunchInputs): CheckResult[] {
  const reading = readEnv(source);
  // The sender address is a business fact too (its default is on the stand-in domain).
  const mailFrom: Fact = { file: "environment", field: "MAIL_FROM", value: reading.env.MAIL_FROM };
  return [
    ...checkPlaceholders([...facts, mailFrom], patterns),
    checkOptionalProof(facts),
    ...checkRunningCosts(facts),
    ...checkClaims(facts),
    ...checkBookingZone(facts),
    ...checkSettings(reading),
    checkOwnerNotifications(reading, facts),
    ...checkSampleCallRecordings(facts),
    checkStripePrices(catalog, reading.env.STRIPE_PRICES),
    ...(shareImage ? [checkShareImage(shareImage.drawn, shareImage.facts)] : []),
  ];
}

export function summarize(results: CheckResult[]) {
  const blocking = results.filter((r) => r.status === "FAIL").length;
  const warnings = results.filter((r) => r.status === "WARN").length;
  return { blocking, warnings, line: `${blocking} blocking, ${warnings} ${warnings === 1 ? "warning" : "warnings"}` };
}

/** The table: a header, one line per check, then the summary line. */
export function formatReport(results: CheckResult[]): string {
  const head = { check: "Check", status: "Status", detail: "Detail" };
  const w = Math.max(head.check.length, ...results.map((r) => r.check.length));
  const line = (r: { check: string; status: string; detail: string }) =>
    `${r.check.padEnd(w)}  ${r.status.padEnd(6)}  ${r.detail}`.trimEnd();
  return [line(head), `${"-".repeat(w)}  ------  ------`, ...results.map(line), "", summarize(results).line].join("\n");
}

export function exitCode(results: CheckResult[]) {
  return results.some((r) => r.status === "FAIL") ? 1 : 0;
}
