import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { EnvError, parseEnv, TEST_ONLY_SETTING } from "./env.server";

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
    SMTP_URL: "smtp://mail.example:587",
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
    expect(envLines({ ...httpsProduction, NODE_ENV: "development" })).toEqual([]);
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

/** A BETTER_AUTH_SECRET as `openssl rand -base64 32` makes one. */
const RANDOM_SECRET = "q3Zk9vJ0XwRb7pLf2Hs1Tn8Uc5Ye4Ga6Md0Qo3Vi9Kx=";
const EXACT = {
  smtp: "  SMTP_URL: must be set unless the site is local-only (HOST and PUBLIC_SITE_URL on a loopback address); the dev mailbox is never served to other machines",
  secret:
    "  BETTER_AUTH_SECRET: must be set unless the site is local-only (HOST and PUBLIC_SITE_URL on a loopback address): 32 or more random characters, e.g. the output of `openssl rand -base64 32`",
};

describe("local-only or not (decision 041): the dev mailbox", () => {
  it("a fresh clone (HOST 127.0.0.1, PUBLIC_SITE_URL http://127.0.0.1:3000) needs neither SMTP_URL nor a secret", () => {
    expect(envLines({})).toEqual([]);
    expect(envLines({ NODE_ENV: "production", HOST: "127.0.0.1", PUBLIC_SITE_URL: "http://127.0.0.1:3000" })).toEqual([]);
    expect(envLines({ HOST: "localhost", PUBLIC_SITE_URL: "http://localhost:8080" })).toEqual([]);
  });

  it.each([
    ["a public http address on loopback", { HOST: "127.0.0.1", PUBLIC_SITE_URL: "http://voxa.example" }],
    ["listening on every interface", { HOST: "0.0.0.0", PUBLIC_SITE_URL: "http://127.0.0.1:3000" }],
    ["a LAN address", { HOST: "192.168.1.20", PUBLIC_SITE_URL: "http://192.168.1.20:3000" }],
    ["https", { HOST: "127.0.0.1", PUBLIC_SITE_URL: "https://voxa.example" }],
  ])("%s without SMTP_URL refuses to start, with one line saying what to set", (_name, where) => {
    for (const NODE_ENV of ["production", "development", "test"])
      expect(envLines({ ...where, NODE_ENV, BETTER_AUTH_SECRET: RANDOM_SECRET, CHECKOUT_TEST_MODE: "true" })).toEqual([
        EXACT.smtp,
      ]);
    expect(envLines({ ...where, BETTER_AUTH_SECRET: RANDOM_SECRET, CHECKOUT_TEST_MODE: "true", SMTP_URL: "smtp://mail:25" })).toEqual(
      [],
    );
  });
});

describe("BETTER_AUTH_SECRET (decision 041)", () => {
  const publicSite = { NODE_ENV: "production", HOST: "0.0.0.0", PUBLIC_SITE_URL: "http://voxa.example", SMTP_URL: "smtp://mail:25" };

  it("is required off local-only sites, with one line saying what to set", () => {
    expect(envLines(publicSite)).toEqual([EXACT.secret]);
    expect(envLines({ ...publicSite, BETTER_AUTH_SECRET: RANDOM_SECRET })).toEqual([]);
    expect(parseEnv({ ...publicSite, BETTER_AUTH_SECRET: RANDOM_SECRET }).BETTER_AUTH_SECRET).toBe(RANDOM_SECRET);
  });

  it("has no published default: unset stays unset when parsed", () => {
    expect(parseEnv({}).BETTER_AUTH_SECRET).toBeUndefined();
  });

  it.each([
    ["the old built-in default", "dev-only-secret-change-me-in-production-0123456789", /published default/],
    ["the .env.example placeholder", "replace-with-32-or-more-random-characters", /published default/],
    ["a placeholder", "please-change-me-before-going-live-0123456789", /placeholder/],
    ["another placeholder", "YOUR_SECRET_HERE_abcdefghijklmnopqrstuvwxyz", /placeholder/],
    ["fewer than 32 characters", "Zk9vJ0XwRb7pLf2Hs1Tn8Uc5", /at least 32 random characters/],
    ["one character repeated", "x".repeat(40), /does not look random \(fewer than 10 different characters\)/],
    ["a short pattern repeated", "abc123".repeat(8), /does not look random/],
  ])("refuses %s, local-only or not, in one line", (_name, secret, why) => {
    for (const where of [publicSite, {}]) {
      const lines = envLines({ ...where, BETTER_AUTH_SECRET: secret });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^ {2}BETTER_AUTH_SECRET: /);
      expect(lines[0]).toMatch(why);
      expect(lines[0]).toContain("openssl rand -base64 32");
    }
  });

  it("refuses every value written in .env.example (commented out or not)", () => {
    const text = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
    // Each assignment's value: what follows "=" up to the first space (comments may follow).
    const values = [...text.matchAll(/^#?\s*[A-Z][A-Z0-9_]+=(\S+)/gm)].map((m) => m[1]!);
    expect(values).toContain("replace-with-32-or-more-random-characters");
    for (const value of values) expect(envLines({ ...publicSite, BETTER_AUTH_SECRET: value }), value).toHaveLength(1);
  });
});

describe("TRUST_PROXY (decision 041)", () => {
  it("trusts nothing when unset, false or 0", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  });

  it("refuses true with one line telling the operator what to give instead", () => {
    for (const value of ["true", "TRUE", " true "])
      expect(envLines({ TRUST_PROXY: value })).toEqual([
        "  TRUST_PROXY: true would trust any address a client writes into X-Forwarded-For; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2, 10.0.0.0/8, loopback)",
      ]);
  });

  it("takes a hop count as a number, for Express", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("takes the proxies' addresses, CIDR ranges and Express's range names as a list", () => {
    expect(parseEnv({ TRUST_PROXY: "10.0.0.2" }).TRUST_PROXY).toEqual(["10.0.0.2"]);
    expect(parseEnv({ TRUST_PROXY: " 10.0.0.0/8, 192.168.1.4 ,fd00::/8,::1, loopback,linklocal,uniquelocal" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.4",
      "fd00::/8",
      "::1",
      "loopback",
      "linklocal",
      "uniquelocal",
    ]);
  });

  it.each(["yes", "1.5", "-1", "10.0.0.0/33", "fd00::/129", "10.0.0.300", "10.0.0.1,", "proxy.internal", "10.0.0.1/8/8", "Loopback"])(
    "refuses %j in one line naming the bad entry",
    (value) => {
      const lines = envLines({ TRUST_PROXY: value });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^ {2}TRUST_PROXY: .* (is|are) neither a hop count nor a proxy address/);
    },
  );
});

describe("test-only settings (issue 19)", () => {
  const production = { NODE_ENV: "production", HOST: "127.0.0.1", PUBLIC_SITE_URL: "http://127.0.0.1:3000" };
  it("are refused in production, one line each, unless the test runner's flag is set", () => {
    const knobs = { RATE_LIMIT_MULTIPLIER: "1000", AUTH_RATE_LIMIT_MULTIPLIER: "50", JOB_RETRY_DELAY_SECONDS: "1", JOB_RETRY_LIMIT: "0", JOB_EXPIRE_SECONDS: "15" };
    let lines: string[] = [];
    try {
      parseEnv({ ...production, ...knobs });
    } catch (err) {
      lines = (err as EnvError).lines;
    }
    expect(lines).toEqual(Object.keys(knobs).map((name) => `  ${name}: ${TEST_ONLY_SETTING}`));
    expect(parseEnv({ ...production, ...knobs, ALLOW_TEST_SETTINGS: "true" }).RATE_LIMIT_MULTIPLIER).toBe(1000);
    // The defaults written out are not test settings; outside production the knobs are taken as they are.
    expect(() => parseEnv({ ...production, RATE_LIMIT_MULTIPLIER: "1", AUTH_RATE_LIMIT_MULTIPLIER: "1" })).not.toThrow();
    expect(parseEnv({ ...production, ...knobs, NODE_ENV: "test" }).JOB_RETRY_LIMIT).toBe(0);
  });
});
