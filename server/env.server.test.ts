import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("starts on safe defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("names every bad variable on its own line", () => {
    let err: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAILS: "a@b.co, not-an-email", SMTP_URL: "http://x" });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EnvError);
    const lines = (err as EnvError).lines.join("\n");
    expect(lines).toMatch(/^ {2}PORT: /m);
    expect(lines).toMatch(/^ {2}DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//m);
    expect(lines).toMatch(/^ {2}ADMIN_EMAILS\.1: must be a comma-separated list of email addresses/m);
    expect(lines).toMatch(/^ {2}SMTP_URL: must start with smtp:\/\/ or smtps:\/\//m);
  });

  it("normalises admin emails", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Owner@Example.com ,ops@example.com" }).ADMIN_EMAILS).toEqual([
      "owner@example.com",
      "ops@example.com",
    ]);
  });

  it("requires ElevenLabs key and agent together", () => {
    expect(() => parseEnv({ ELEVENLABS_API_KEY: "k" })).toThrow(/ELEVENLABS_AGENT_ID/);
  });
});

/** The lines an EnvError names, or [] when the environment parses. */
function envLines(source: Record<string, string>) {
  try {
    parseEnv(source);
    return [];
  } catch (err) {
    if (err instanceof EnvError) return err.lines;
    throw err;
  }
}

describe("production safety", () => {
  const httpsProduction = {
    NODE_ENV: "production",
    PUBLIC_SITE_URL: "https://voxa.example",
    BETTER_AUTH_SECRET: "a-private-secret-of-at-least-32-characters",
  };

  it("refuses a public https site without Stripe, unless test-mode checkout is explicitly intended", () => {
    expect(envLines(httpsProduction)).toEqual([
      "  STRIPE_SECRET_KEY: must be set when the site is served over https (set CHECKOUT_TEST_MODE=true to sell in test mode on purpose)",
    ]);
    expect(envLines({ ...httpsProduction, CHECKOUT_TEST_MODE: "false" })).toHaveLength(1);
    expect(envLines({ ...httpsProduction, CHECKOUT_TEST_MODE: "true" })).toEqual([]);
    expect(parseEnv({ ...httpsProduction, CHECKOUT_TEST_MODE: "true" }).CHECKOUT_TEST_MODE).toBe(true);
    expect(envLines({ ...httpsProduction, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toEqual([]);
    expect(envLines({ ...httpsProduction, CHECKOUT_TEST_MODE: "yes" })[0]).toMatch(/^ {2}CHECKOUT_TEST_MODE: /);
    // Local and http production runs (npm start, the e2e/fuzz/reliability servers) keep the offline checkout.
    expect(envLines({ NODE_ENV: "production", PUBLIC_SITE_URL: "http://127.0.0.1:3000" })).toEqual([]);
    expect(envLines({ NODE_ENV: "development", PUBLIC_SITE_URL: "https://voxa.example" })).toEqual([]);
  });

  it("requires the Stripe key and the webhook secret together", () => {
    expect(envLines({ STRIPE_SECRET_KEY: "sk_test_x" })).toEqual([
      "  STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together",
    ]);
    expect(envLines({ STRIPE_WEBHOOK_SECRET: "whsec_x" })).toEqual([
      "  STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together",
    ]);
  });

  it("requires the mailing-list secret with its URL in production", () => {
    const crm = { MAILING_LIST_WEBHOOK_URL: "https://crm.example/hook" };
    expect(envLines({ NODE_ENV: "production", ...crm })).toEqual([
      "  MAILING_LIST_WEBHOOK_SECRET: must be set when MAILING_LIST_WEBHOOK_URL is set, so CRM deliveries are signed",
    ]);
    expect(envLines({ NODE_ENV: "production", ...crm, MAILING_LIST_WEBHOOK_SECRET: "s" })).toEqual([]);
    expect(envLines({ NODE_ENV: "test", ...crm })).toEqual([]);
  });

  it("names each bad variable on its own line when several are wrong", () => {
    expect(envLines({ ...httpsProduction, STRIPE_WEBHOOK_SECRET: "whsec_x", MAILING_LIST_WEBHOOK_URL: "https://crm.example/hook" }).map((l) => l.split(":")[0])).toEqual([
      "  STRIPE_SECRET_KEY",
      "  MAILING_LIST_WEBHOOK_SECRET",
    ]);
  });
});

describe(".env.example", () => {
  it("lists every variable of the schema and parses as it stands", async () => {
    const { readFileSync } = await import("node:fs");
    const { envSchema } = await import("./env.server");
    const text = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
    const listed = new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const keys = Object.keys((envSchema as unknown as { in: { shape: Record<string, unknown> } }).in?.shape ?? {});
    const shapeKeys = keys.length ? keys : Object.keys((envSchema as unknown as { shape: Record<string, unknown> }).shape);
    expect(shapeKeys.length).toBeGreaterThan(20);
    for (const key of shapeKeys) expect(listed, `${key} missing from .env.example`).toContain(key);
    const active = Object.fromEntries([...text.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    expect(() => parseEnv(active)).not.toThrow();
  });
});
