import { describe, expect, it } from "vitest";
import { catalog } from "~/content/catalog";
import {
  checkPlaceholders,
  checkShareImage,
  checkSettings,
  checkStripePrices,
  exitCode,
  formatReport,
  readEnv,
  runChecks,
  summarize,
} from "./checks";
import { noneYet } from "~/content/none-yet";
import { flatten, repoFacts, type Fact } from "./facts";
import { LIVE_ENV, REAL_FACTS } from "./fixtures";
import { PLACEHOLDER_PATTERNS } from "./placeholders";

const run = (source: Record<string, string | undefined>, facts = repoFacts()) =>
  runChecks({ facts, patterns: PLACEHOLDER_PATTERNS, source, catalog });
const find = (rows: ReturnType<typeof run>, check: string) => rows.find((r) => r.check === check);
const settings = (source: Record<string, string>) => checkSettings(readEnv(source));

describe("a default checkout: today's content, no environment", () => {
  const rows = run({});

  it("fails on running costs the owner has not confirmed, naming the figures a buyer is quoted", () => {
    expect(find(rows, "Running costs")).toEqual({
      check: "Running costs",
      status: "FAIL",
      detail:
        "not confirmed: phone line $15.00 a month, talk time $0.09 a minute, texts $0.02 each are the figures the site was built with. To fix: put your own in app/content/business.ts (running) and set running.confirmed to true",
    });
    const confirmed = run(
      {},
      repoFacts().map((f) => (f.field === "business.running.confirmed" ? { ...f, value: "true" } : f)),
    );
    expect(find(confirmed, "Running costs")).toEqual({
      check: "Running costs",
      status: "PASS",
      detail: "confirmed by the owner: phone line $15.00 a month, talk time $0.09 a minute, texts $0.02 each",
    });
    // Facts from a file that does not carry them: not checked.
    expect(find(run({}, REAL_FACTS), "Running costs")).toBeUndefined();
  });

  it("fails on figures in the claims until the owner confirms them; says which zone calls are offered in", () => {
    const claims = find(rows, "Marketing claims")!;
    expect(claims.status).toBe("FAIL");
    expect(claims.detail).toMatch(/^16 claims state figures a buyer may ask you to prove: "Trusted by 2,000\+ businesses"; "4\.9 out of 5 from 200\+ reviews"; /);
    expect(claims.detail).toContain('"90% of routine calls automated"');
    expect(claims.detail).toMatch(/To fix: keep only what you can back, in app\/content\/business\.ts \(claims\), then set claimsConfirmed to true$/);
    const confirmed = run({}, repoFacts().map((f) => (f.field === "business.claimsConfirmed" ? { ...f, value: "true" } : f)));
    expect(find(confirmed, "Marketing claims")).toEqual({
      check: "Marketing claims",
      status: "PASS",
      detail: "16 claims with figures, confirmed by the owner",
    });
    expect(find(rows, "Booking zone")).toEqual({
      check: "Booking zone",
      status: "PASS",
      detail: "calls are offered in America/Chicago, from the address (Austin, Texas, USA), until /admin/scheduling saves another",
    });
    const nowhere = run(
      {},
      repoFacts().map((f) =>
        f.field === "business.contact.address.region" ? { ...f, value: "Atlantis" } : f.field === "business.contact.address.country" ? { ...f, value: "Oceania" } : f,
      ),
    );
    expect(find(nowhere, "Booking zone")).toEqual({
      check: "Booking zone",
      status: "WARN",
      detail:
        "the address (Austin, Atlantis, Oceania) names no place the zone table knows: calls would be offered in UTC. To fix: save your zone on /admin/scheduling",
    });
  });

  it("fails on the placeholder facts, naming where each one is", () => {
    expect(find(rows, "Placeholder: Fictional phone number")).toEqual({
      check: "Placeholder: Fictional phone number",
      status: "FAIL",
      detail:
        '1 found: app/content/business.ts: business.contact.phone "+1 (512) 555-0142". To fix: put the real phone number in app/content/business.ts (contact.phone)',
    });
    expect(find(rows, "Placeholder: Stand-in domain voxa-ai.com")?.detail).toBe(
      '3 found: app/content/business.ts: business.domain "voxa-ai.com"; business.contact.email "hello@voxa-ai.com" | environment: MAIL_FROM "Voxa AI <hello@voxa-ai.com>". To fix: use the business\'s own domain (and MAIL_FROM on it)',
    );
    expect(find(rows, "Placeholder: Sample case story")?.status).toBe("FAIL");
    expect(find(rows, "Placeholder: Stand-in team member")?.detail).toMatch(
      /^6 found: app\/content\/business-stories\.ts: businessStories\.team\[0\]\.name "Alex Morgan"/,
    );
    expect(find(rows, "Placeholder: Stand-in testimonial")?.status).toBe("FAIL");
    // No recording exists, and the content says so (noneYet): accepted, and listed (decision 101).
    expect(find(rows, "Placeholder: Video without a recording")?.status).toBe("PASS");
    expect(find(rows, "Optional proof")).toEqual({
      check: "Optional proof",
      status: "PASS",
      detail: "none yet, as the owner says: 7 videos (the live demo is shown in their place)",
    });
    expect(find(rows, "Placeholder: Street address missing")?.detail).toBe(
      "1 found: app/content/business.ts: business.contact.address.street (empty). To fix: put the legal entity's street address in app/content/business.ts (contact.address); the legal pages print it",
    );
    expect(find(rows, "Placeholder: Example domain")).toEqual({
      check: "Placeholder: Example domain",
      status: "PASS",
      detail: "none found",
    });
  });

  it("fails on SMTP, Stripe, the auth secret, PUBLIC_SITE_URL, admins, two-factor and the database", () => {
    expect(find(rows, "SMTP_URL")).toEqual({
      check: "SMTP_URL",
      status: "FAIL",
      detail: "not set: mail goes to the local dev mailbox, nobody receives it",
    });
    expect(find(rows, "STRIPE_SECRET_KEY")?.detail).toBe("not set: checkout runs in test mode and charges nothing");
    expect(find(rows, "STRIPE_WEBHOOK_SECRET")?.status).toBe("FAIL");
    expect(find(rows, "BETTER_AUTH_SECRET")?.detail).toBe(
      "not set: the secret generated in DATA_DIR/auth-secret is for local-only sites",
    );
    expect(find(rows, "PUBLIC_SITE_URL")?.detail).toBe("not set: links and emails point at http://127.0.0.1:3000");
    expect(find(rows, "ADMIN_EMAILS")?.status).toBe("FAIL");
    expect(find(rows, "Admin two-factor")?.status).toBe("FAIL");
    expect(find(rows, "DATABASE_URL")?.detail).toBe(
      "not set: the embedded PGlite database is for a single local process, not production",
    );
    expect(find(rows, "TRUST_PROXY")?.status).toBe("WARN");
    expect(exitCode(rows)).toBe(1);
    expect(summarize(rows).line).toBe("17 blocking, 3 warnings");
  });
});

describe("a fully configured site with real facts", () => {
  it("passes every check and exits 0", () => {
    const rows = run(LIVE_ENV, REAL_FACTS);
    expect(rows.filter((r) => r.status !== "PASS")).toEqual([]);
    expect(find(rows, "Admin two-factor")?.detail).toBe(
      "required: the site is not local-only, so /admin needs two-factor sign-in",
    );
    expect(find(rows, "Stripe prices")?.detail).toBe(
      "all 16 catalog items priced: 2 from STRIPE_PRICES, 14 from catalog amounts",
    );
    expect(exitCode(rows)).toBe(0);
    expect(summarize(rows).line).toBe("0 blocking, 0 warnings");
  });
});

describe("a new business without videos, case stories or client quotes yet (decision 101)", () => {
  const stories = (value: unknown) => flatten("app/content/business-stories.ts", "businessStories", value);
  const realButProofless: Fact[] = [
    ...REAL_FACTS.filter((f) => !/^businessStories\.(videos|testimonials|caseStories)/.test(f.field)),
    ...stories({
      videos: { coreOffer: noneYet, overview: noneYet, clinicFrontDesk: noneYet },
      testimonials: { homeFeatures: noneYet, homeStoriesTrades: noneYet, aboutLaw: noneYet },
      caseStories: [],
    }),
  ];

  it("passes the facts: no recording, quote or story is demanded, and the row says what is missing", () => {
    const rows = run(LIVE_ENV, realButProofless);
    expect(rows.filter((r) => r.status !== "PASS")).toEqual([]);
    expect(find(rows, "Optional proof")?.detail).toBe(
      "none yet, as the owner says: 3 videos (the live demo is shown in their place); 3 client-quote slots (no quote there; the home page and /about show the live demo); case stories (the section is not shown)",
    );
  });

  it("still fails on placeholders beside it: a video nobody decided about, a stand-in name, a sample story, none yet on a required fact", () => {
    const rows = run(LIVE_ENV, [
      ...realButProofless,
      ...stories({
        videos: { customBot: "" },
        testimonials: { aiChatbots: { name: "Jasmine W.", quote: "35% of consultations start in the chat." } },
        caseStories: [{ sample: true, title: "No more phones ringing out" }],
      }),
      { file: "app/content/business.ts", field: "business.contact.phone", value: noneYet },
    ]);
    expect(find(rows, "Placeholder: Video without a recording")?.detail).toMatch(
      /^1 found: app\/content\/business-stories\.ts: businessStories\.videos\.customBot \(empty\)\. To fix: .*or write noneYet there/,
    );
    expect(find(rows, "Placeholder: Stand-in testimonial")?.status).toBe("FAIL");
    expect(find(rows, "Placeholder: Sample case story")?.status).toBe("FAIL");
    expect(find(rows, "Placeholder: None yet on a required fact")?.detail).toBe(
      '1 found: app/content/business.ts: business.contact.phone "none yet". To fix: fill in the real value: only videos and client quotes in app/content/business-stories.ts may be noneYet',
    );
    expect(exitCode(rows)).toBe(1);
  });
});

describe("settings", () => {
  it("warns on a Stripe test key", () => {
    const rows = settings({ ...LIVE_ENV, STRIPE_SECRET_KEY: "sk_test_51Fixture" });
    expect(find(rows, "STRIPE_SECRET_KEY")).toEqual({
      check: "STRIPE_SECRET_KEY",
      status: "WARN",
      detail: "a test key (sk_test_): payments are not real; use the live key (sk_live_)",
    });
    expect(exitCode(rows)).toBe(0);
  });

  it("refuses what the server refuses, with the server's words", () => {
    expect(find(settings({ ...LIVE_ENV, TRUST_PROXY: "true" }), "TRUST_PROXY")).toEqual({
      check: "TRUST_PROXY",
      status: "FAIL",
      detail:
        "refused by the server: true would trust any address a client writes into X-Forwarded-For; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2, 10.0.0.0/8, loopback)",
    });
    expect(find(settings({ ...LIVE_ENV, BETTER_AUTH_SECRET: "short" }), "BETTER_AUTH_SECRET")?.detail).toBe(
      "refused by the server: must be at least 32 random characters, e.g. the output of `openssl rand -base64 32`",
    );
    expect(
      find(
        settings({ ...LIVE_ENV, BETTER_AUTH_SECRET: "replace-with-32-or-more-random-characters" }),
        "BETTER_AUTH_SECRET",
      )?.status,
    ).toBe("FAIL");
    expect(find(settings({ ...LIVE_ENV, TRUST_PROXY: "10.0.0.0/8" }), "TRUST_PROXY")?.detail).toBe("10.0.0.0/8");
  });

  it("needs an https public address that is neither this machine nor an example domain", () => {
    const detail = (url: string) => find(settings({ ...LIVE_ENV, PUBLIC_SITE_URL: url }), "PUBLIC_SITE_URL")?.detail;
    expect(detail("http://www.acme-voice.co")).toBe("http://www.acme-voice.co is not https");
    expect(detail("https://localhost")).toBe("localhost is this machine only");
    expect(detail("https://127.0.0.1:3000")).toBe("127.0.0.1 is this machine only");
    expect(detail("https://shop.example.com")).toBe("shop.example.com is an example domain");
  });

  it("reports other refusals, such as test-only settings and NODE_ENV", () => {
    const rows = settings({ ...LIVE_ENV, RATE_LIMIT_MULTIPLIER: "50", NODE_ENV: "development" });
    expect(find(rows, "Other settings")).toEqual({
      check: "Other settings",
      status: "FAIL",
      detail:
        'the server refuses: NODE_ENV: is "development"; a live site runs with production | RATE_LIMIT_MULTIPLIER: is a test-only setting and is refused in production: remove it (test runners also set ALLOW_TEST_SETTINGS=true)',
    });
  });

  it("treats an empty value as unset, as the server does", () => {
    expect(find(settings({ ...LIVE_ENV, SMTP_URL: "" }), "SMTP_URL")?.status).toBe("FAIL");
  });
});

describe("Stripe prices", () => {
  it("fails on STRIPE_PRICES entries for unknown items or without a price id", () => {
    expect(checkStripePrices(catalog, { "main-ofer": "price_1", ebook: "prod_1" })).toEqual({
      check: "Stripe prices",
      status: "FAIL",
      detail:
        'STRIPE_PRICES names "main-ofer", which is not in the catalog; STRIPE_PRICES ebook=prod_1 is not a Stripe price id (price_...)',
    });
  });

  it("fails when an item on sale has neither a Stripe price nor an amount", () => {
    const broken = { ...catalog, ebook: { ...catalog.ebook, amount: 0 } };
    expect(checkStripePrices(broken, {}).detail).toBe(
      "ebook has no amount in app/content/catalog/index.ts and no STRIPE_PRICES entry",
    );
    expect(checkStripePrices(broken, { ebook: "price_1" }).status).toBe("PASS");
  });
});

describe("placeholders", () => {
  it("shows at most three per file, then how many more", () => {
    const facts = ["a", "b", "c", "d", "e"].map((x, i) => ({
      file: "f.ts",
      field: `x[${i}]`,
      value: `${x}@example.com`,
    }));
    expect(checkPlaceholders(facts, PLACEHOLDER_PATTERNS).find((r) => r.status === "FAIL")?.detail).toBe(
      '5 found: f.ts: x[0] "a@example.com"; x[1] "b@example.com"; x[2] "c@example.com"; and 2 more. To fix: replace example domains with real addresses',
    );
  });
});

describe("the report", () => {
  it("is a table with a summary line", () => {
    const text = formatReport([
      { check: "SMTP_URL", status: "FAIL", detail: "not set" },
      { check: "Stripe prices", status: "PASS", detail: "ok" },
      { check: "TRUST_PROXY", status: "WARN", detail: "none" },
    ]);
    expect(text.split("\n")).toEqual([
      "Check          Status  Detail",
      "-------------  ------  ------",
      "SMTP_URL       FAIL    not set",
      "Stripe prices  PASS    ok",
      "TRUST_PROXY    WARN    none",
      "",
      "1 blocking, 1 warning",
    ]);
  });
});

describe("the share image", () => {
  const facts = { name: "Voxa AI", domain: "voxa-ai.com" };
  it("passes when npm run og-image drew today's name and domain", () => {
    expect(checkShareImage({ ...facts }, facts)).toEqual({
      check: "Share image (og-image.png)",
      status: "PASS",
      detail: "shows Voxa AI and voxa-ai.com",
    });
  });
  it("fails when the facts changed after it was drawn, or nothing records what it shows", () => {
    expect(checkShareImage(facts, { name: "Kestrel Voice", domain: "kestrelvoice.io" }).detail).toBe(
      "shows Voxa AI and voxa-ai.com, the facts say Kestrel Voice and kestrelvoice.io: run npm run og-image",
    );
    expect(checkShareImage(null, facts)).toEqual({
      check: "Share image (og-image.png)",
      status: "FAIL",
      detail: "no record of what it shows: run npm run og-image",
    });
  });
});
