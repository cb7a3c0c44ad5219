import { z } from "zod";
import { DEFAULT_SITE_URL, pickPublicEnv } from "./public-env";

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

export const DEV_AUTH_SECRET = "dev-only-secret-change-me-in-production-0123456789";

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    PUBLIC_SITE_URL: z.url().default(DEFAULT_SITE_URL),
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),

    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),

    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").default(DEV_AUTH_SECRET),
    /** Multiplies the sign-in, sign-up and auth-email rate limits (end-to-end runs sign in many times from one address). */
    AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
    /** Multiplies the form, chat and voice rate limits (load tests and benchmarks from one address only). */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1_000_000).default(1),

    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Voxa AI <hello@voxa-ai.com>"),

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

    ELEVENLABS_API_KEY: optionalString,
    ELEVENLABS_AGENT_ID: optionalString,
    ELEVENLABS_VOICE_ID: z.string().min(1).default("21m00Tcm4TlvDq8ikWAM"),
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
    AFFILIATE_COOKIE_DAYS: z.coerce.number().int().min(1).max(365).default(60),
    REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(30),
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
  })
  .superRefine((env, ctx) => {
    if (
      env.NODE_ENV === "production" &&
      env.BETTER_AUTH_SECRET === DEV_AUTH_SECRET &&
      env.PUBLIC_SITE_URL.startsWith("https://")
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "must be set to a private random value when the site is served over https",
      });
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

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid environment:\n${lines.join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses the environment; throws an EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
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

export function publicEnvFrom(env: Env) {
  return pickPublicEnv({ PUBLIC_SITE_URL: env.PUBLIC_SITE_URL });
}
