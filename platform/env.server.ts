import { site } from "~/content/site";
import { z } from "zod";
import { authSecretProblem, localAuthSecret } from "./auth-secret";
import { isLocalOnly } from "./local-only";
import { DEFAULT_SITE_URL, pickPublicEnv } from "./public-env";
import { parseTrustProxy } from "./trust-proxy";

const optionalUrl = z.url().optional();
const optionalString = z.string().min(1).optional();
const emailList = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email("must be a comma-separated list of email addresses")));

const LOCAL_ONLY = "the site is local-only (HOST and PUBLIC_SITE_URL on a loopback address)";
export const SMTP_URL_REQUIRED = `must be set unless ${LOCAL_ONLY}; the dev mailbox is never served to other machines`;
export const AUTH_SECRET_REQUIRED = `must be set unless ${LOCAL_ONLY}: 32 or more random characters, e.g. the output of \`openssl rand -base64 32\``;

/** The referral window when AFFILIATE_COOKIE_DAYS is not set. */
export const DEFAULT_AFFILIATE_COOKIE_DAYS = 60;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * Seconds between SIGTERM and closing the listener, while /readyz answers 503 and requests are
     * still served (each on a connection then closed), so a load balancer stops sending new ones
     * first (decision 109). 0: close at once (one process, no balancer).
     */
    DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
    PUBLIC_SITE_URL: z.url().default(DEFAULT_SITE_URL),
    /** Share of page loads that measure and send Web Vitals (0 to 1); public, baked into the browser build. */
    ANALYTICS_VITALS_SAMPLE: z.coerce.number().min(0).max(1).default(1),
    /** Unset/false: trust no proxy; a hop count; or the proxies' addresses/CIDRs (platform/trust-proxy.ts). Never "true". */
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((raw, ctx) => {
        const parsed = parseTrustProxy(raw);
        if ("value" in parsed) return parsed.value;
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }),

    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),

    /** Unset: required unless the site is local-only, which generates one in DATA_DIR (resolveAuthSecret). */
    BETTER_AUTH_SECRET: z
      .string()
      .optional()
      .superRefine((secret, ctx) => {
        const problem = secret === undefined ? undefined : authSecretProblem(secret);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    /** Multiplies the sign-in, sign-up and auth-email rate limits (end-to-end runs sign in many times from one address). */
    AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
    /** Accounts one client address may create per 24 hours, times AUTH_RATE_LIMIT_MULTIPLIER (docs/decisions/043). */
    SIGNUPS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(5),
    /** Multiplies the form, chat and voice rate limits (load tests and benchmarks from one address only). */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1_000_000).default(1),

    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default(`${site.name} <${site.contact.email}>`),

    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Says that a production https site without STRIPE_SECRET_KEY is meant to sell in test mode (nothing is charged). */
    CHECKOUT_TEST_MODE: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    STRIPE_API_BASE: optionalUrl,
    /** Optional Stripe price ids per catalog item: "main-offer=price_123,addon-crm=price_456". */
    STRIPE_PRICES: z
      .string()
      .default("")
      .transform(
        (s) =>
          Object.fromEntries(
            s
              .split(",")
              .map((pair) => pair.split("=").map((x) => x.trim()))
              .filter((p) => p.length === 2 && p[0] && p[1]),
          ) as Record<string, string>,
      ),

    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalString,
    AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
    /** Model tokens the demo chat may spend per UTC day, whole site; then the offline assistant answers (decision 045). */
    AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(2_000_000),
    /** Voice minutes per UTC day, whole site; each call reserves its 10-minute maximum (decision 045). */
    VOICE_DAILY_MINUTES_BUDGET: z.coerce.number().int().min(0).default(300),

    ELEVENLABS_API_KEY: optionalString,
    ELEVENLABS_AGENT_ID: optionalString,
    ELEVENLABS_VOICE_ID: z.string().min(1).default("21m00Tcm4TlvDq8ikWAM"),
    /** The caller's voice in the recorded sample calls (`npm run sample-calls`; the agent speaks with ELEVENLABS_VOICE_ID). */
    ELEVENLABS_CALLER_VOICE_ID: z.string().min(1).default("JBFqnCBsd6RMkjVDRZzb"),
    ELEVENLABS_API_BASE: z.url().default("https://api.elevenlabs.io"),

    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,

    MAILING_LIST_WEBHOOK_URL: optionalUrl,
    MAILING_LIST_WEBHOOK_SECRET: optionalString,
    LEADS_NOTIFY_EMAIL: z.email().optional(),
    ADMIN_EMAILS: emailList,

    AFFILIATE_COMMISSION_RATE: z.coerce.number().min(0).max(1).default(0.2),
    AFFILIATE_COOKIE_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_AFFILIATE_COOKIE_DAYS),
    /**
     * Rehearse partner payouts before going live (issue 43): test-mode orders earn commissions,
     * labelled Test everywhere and paid out only as test payouts. Off: they earn nothing.
     */
    AFFILIATE_TEST_COMMISSIONS: z
      .string()
      .optional()
      .transform((v) => v === "true" || v === "1"),
    REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    /** Days raw analytics events are kept before only the daily roll-ups remain (decision 071). */
    ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    UPLOAD_MAX_FILES: z.coerce.number().int().positive().default(10),

    /** Tests only: a failed background job is retried after this many seconds, without backoff (default: 30 s doubling up to 1 h). */
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
    /** Tests only: how many times a failed background job is retried before it is dead-lettered (default 30). */
    JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).optional(),
    /**
     * Tests only: a job still active after this many seconds (its process died) is failed and retried;
     * checked every fifth of it (default: 120 s, checked every 60 s). Keep it above the 10 s CRM timeout.
     */
    JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(3600).optional(),
    /** Tests only: a voice ticket, and the minutes it holds, lapses this many seconds after it is issued (default 120). */
    VOICE_TICKET_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
    /**
     * Tests only: the owner's calendar address may be plain http on a loopback address (the tests'
     * local .ics server); otherwise only https to public addresses is read (decision 108).
     */
    CALENDAR_FETCH_ALLOW_LOOPBACK: z
      .string()
      .optional()
      .transform((v) => v === "true"),
    /** Set by the test runners only: lets a production build take the test-only settings above. */
    ALLOW_TEST_SETTINGS: z
      .string()
      .optional()
      .transform((v) => v === "true"),
  })
  .superRefine((env, ctx) => {
    // Loosened limits and fast job retries are for test runs: a production site refuses them
    // unless the runner says it is one (issue 19).
    if (env.NODE_ENV === "production" && !env.ALLOW_TEST_SETTINGS) {
      const set = testOnlySettings(env);
      for (const name of set)
        ctx.addIssue({ code: "custom", path: [name], message: TEST_ONLY_SETTING });
    }
    // The dev mailbox and a generated auth secret exist only where nobody else can reach the site.
    if (!isLocalOnly(env)) {
      if (!env.SMTP_URL)
        ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: SMTP_URL_REQUIRED });
      if (!env.BETTER_AUTH_SECRET)
        ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: AUTH_SECRET_REQUIRED });
    }
    if (
      env.NODE_ENV === "production" &&
      env.PUBLIC_SITE_URL.startsWith("https://") &&
      !env.STRIPE_SECRET_KEY &&
      !env.STRIPE_WEBHOOK_SECRET && // else the line below names STRIPE_SECRET_KEY already
      !env.CHECKOUT_TEST_MODE
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message:
          "must be set when the site is served over https (set CHECKOUT_TEST_MODE=true to sell in test mode on purpose)",
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together",
      });
    }
    if (env.NODE_ENV === "production" && env.MAILING_LIST_WEBHOOK_URL && !env.MAILING_LIST_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["MAILING_LIST_WEBHOOK_SECRET"],
        message: "must be set when MAILING_LIST_WEBHOOK_URL is set, so CRM deliveries are signed",
      });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
    if (Boolean(env.ELEVENLABS_API_KEY) !== Boolean(env.ELEVENLABS_AGENT_ID)) {
      ctx.addIssue({
        code: "custom",
        path: ["ELEVENLABS_AGENT_ID"],
        message: "ELEVENLABS_API_KEY and ELEVENLABS_AGENT_ID must be set together",
      });
    }
  });

export const TEST_ONLY_SETTING =
  "is a test-only setting and is refused in production: remove it (test runners also set ALLOW_TEST_SETTINGS=true)";

/** The test-only settings given a non-default value. */
export function testOnlySettings(env: {
  RATE_LIMIT_MULTIPLIER: number;
  AUTH_RATE_LIMIT_MULTIPLIER: number;
  JOB_RETRY_DELAY_SECONDS?: number;
  JOB_RETRY_LIMIT?: number;
  JOB_EXPIRE_SECONDS?: number;
  VOICE_TICKET_SECONDS?: number;
  CALENDAR_FETCH_ALLOW_LOOPBACK?: boolean;
}) {
  const names: string[] = [];
  if (env.RATE_LIMIT_MULTIPLIER !== 1) names.push("RATE_LIMIT_MULTIPLIER");
  if (env.AUTH_RATE_LIMIT_MULTIPLIER !== 1) names.push("AUTH_RATE_LIMIT_MULTIPLIER");
  for (const name of ["JOB_RETRY_DELAY_SECONDS", "JOB_RETRY_LIMIT", "JOB_EXPIRE_SECONDS", "VOICE_TICKET_SECONDS"] as const)
    if (env[name] !== undefined) names.push(name);
  if (env.CALENDAR_FETCH_ALLOW_LOOPBACK) names.push("CALENDAR_FETCH_ALLOW_LOOPBACK");
  return names;
}

/** The environment as parsed: BETTER_AUTH_SECRET may still be unset (a local-only site generates one). */
export type ParsedEnv = z.infer<typeof envSchema>;
/** The environment a running app gets (resolveAuthSecret): BETTER_AUTH_SECRET always set. */
export type Env = ParsedEnv & { BETTER_AUTH_SECRET: string };

export class EnvError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid environment:\n${lines.join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses the environment; throws an EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): ParsedEnv {
  // Empty strings mean "unset" so that `FOO=` in a .env file does not trip a validator.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".") || "environment";
      return `  ${name}: ${issue.message}`;
    });
    throw new EnvError([...new Set(lines)]);
  }
  return result.data;
}

/**
 * The auth secret a server runs with: BETTER_AUTH_SECRET when set; on a local-only site without
 * it, the one generated once and kept in DATA_DIR/auth-secret (docs/decisions/041). Call it once
 * per start, after parseEnv, wherever a running server or a script builds its environment.
 */
export function resolveAuthSecret(env: ParsedEnv): Env {
  if (env.BETTER_AUTH_SECRET) return { ...env, BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET };
  if (!isLocalOnly(env)) throw new EnvError([`  BETTER_AUTH_SECRET: ${AUTH_SECRET_REQUIRED}`]);
  try {
    return { ...env, BETTER_AUTH_SECRET: localAuthSecret(env.DATA_DIR).secret };
  } catch (err) {
    throw new EnvError([`  BETTER_AUTH_SECRET: not set, and ${(err as Error).message}`]);
  }
}

export function publicEnvFrom(env: Env) {
  return pickPublicEnv({
    PUBLIC_SITE_URL: env.PUBLIC_SITE_URL,
    ANALYTICS_VITALS_SAMPLE: String(env.ANALYTICS_VITALS_SAMPLE),
  });
}
