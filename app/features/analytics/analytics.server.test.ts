import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsDaily, analyticsEvents, analyticsSalts, formSubmissions, orders, rateLimit } from "#db/schema";
import { createTestServices } from "#tests/support/services";
import { requestContext, servicesContext, type AppServices } from "#platform/context";
import { action as beaconAction } from "~/routes/api/beacon";
import { confirmPayment } from "~/flows/payment.server";
import { storeLead } from "~/features/leads/leads.server";
import { bufferFor, closeAnalyticsBuffer, flushAnalytics } from "./buffer.server";
import { BEACON_RATE_LIMIT, beaconStats, handleBeacon, resetBeaconStats } from "./collect.server";
import { applyRetention, rollupDay } from "./rollup.server";
import { forgetSalt } from "./visitor.server";
import { BatchedRateLimit } from "./rate-limit.server";
import { ANALYTICS_BOUNDS } from "./bounds.server";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const IP = "203.0.113.77";
const touch = { landing: "/pricing", utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring", ref: "partner7" };

let t: Awaited<ReturnType<typeof createTestServices>>;
let services: AppServices;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
});
afterAll(async () => {
  await flushAnalytics(services.database.db);
  await t.close();
});
beforeEach(async () => {
  await flushAnalytics(services.database.db);
  resetBeaconStats();
  await services.database.db.delete(analyticsEvents);
  await services.database.db.delete(analyticsDaily);
});

function contextFor(ip: string) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { requestId: "test", nonce: "n", clientIp: ip });
  return context;
}

function beacon(body: unknown, opts: { ip?: string; headers?: Record<string, string>; raw?: string; now?: Date } = {}) {
  const request = new Request("http://127.0.0.1:3000/api/beacon", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": UA, origin: "http://127.0.0.1:3000", ...opts.headers },
    body: opts.raw ?? JSON.stringify(body),
  });
  const context = contextFor(opts.ip ?? `198.51.100.${++ipCounter % 250}`);
  return opts.now ? handleBeacon(context, request, { now: () => opts.now! }) : beaconAction({ request, context, params: {} } as never);
}

async function storedEvents() {
  await flushAnalytics(services.database.db);
  return services.database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
}

describe("POST /api/beacon", () => {
  it("stores a page view with its first touch, and no address or user agent in any column", async () => {
    const res = await beacon(
      { e: [{ n: "pageview", p: "/pricing?utm_source=newsletter&email=a@b.c#top", ft: touch }, { n: "cta", p: "/pricing", l: "Book a demo" }] },
      { ip: IP },
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const rows = await storedEvents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: "pageview",
      path: "/pricing",
      source: "newsletter",
      medium: "email",
      campaign: "spring",
      landing: "/pricing",
      // The beacon's ref is not a partner's visit: only the referral cookie this server signed is.
      affiliate: "",
      label: "",
      valueCents: 0,
    });
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[1]).toMatchObject({ name: "cta", label: "Book a demo", source: "", landing: "" });
    for (const row of rows)
      for (const [column, value] of Object.entries(row)) {
        const text = value instanceof Date ? value.toISOString() : String(value);
        expect(text, column).not.toContain(IP);
        expect(text, column).not.toContain("Mozilla");
        expect(text, column).not.toContain("Chrome");
        expect(text, column).not.toContain("email=");
      }
  });

  it("counts one visitor as one hash on a day, another hash the next day, and deletes the old salt", async () => {
    const day1 = new Date("2026-03-10T08:00:00Z");
    const later = new Date("2026-03-10T23:59:00Z");
    const day2 = new Date("2026-03-11T00:01:00Z");
    await services.database.db.delete(analyticsSalts);
    forgetSalt(services.database.db);
    expect((await beacon({ e: [{ n: "pageview", p: "/" }] }, { ip: IP, now: day1 })).status).toBe(204);
    expect((await beacon({ e: [{ n: "pageview", p: "/about" }] }, { ip: IP, now: later })).status).toBe(204);
    expect((await beacon({ e: [{ n: "pageview", p: "/" }] }, { ip: "203.0.113.78", now: later })).status).toBe(204);
    const salts1 = await services.database.db.select().from(analyticsSalts);
    expect(salts1.map((s) => s.day)).toEqual(["2026-03-10"]);
    expect((await beacon({ e: [{ n: "pageview", p: "/" }] }, { ip: IP, now: day2 })).status).toBe(204);
    const rows = await storedEvents();
    expect(rows.map((r) => r.day)).toEqual(["2026-03-10", "2026-03-10", "2026-03-10", "2026-03-11"]);
    expect(rows[1]!.visitor).toBe(rows[0]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    expect(rows[3]!.visitor).not.toBe(rows[0]!.visitor);
    const salts2 = await services.database.db.select().from(analyticsSalts);
    expect(salts2.map((s) => s.day)).toEqual(["2026-03-11"]);
    expect(salts2[0]!.salt).not.toBe(salts1[0]!.salt);
    expect(salts2[0]!.salt).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ["a crawler", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, "bot"],
    ["Do Not Track", { dnt: "1" }, "dnt"],
    ["Global Privacy Control", { "sec-gpc": "1" }, "gpc"],
  ] as const)("answers %s with 204 and stores nothing", async (_label, headers, reason) => {
    const res = await beacon({ e: [{ n: "pageview", p: "/", ft: touch }] }, { headers });
    expect(res.status).toBe(204);
    expect(await storedEvents()).toHaveLength(0);
    expect(beaconStats().ignored[reason]).toBe(1);
  });

  it.each([
    ["an unknown event", { e: [{ n: "purchase", p: "/" }] }, 'e.0.n: Unknown event "purchase": expected one of pageview, cta, form_start, vitals.', "invalid"],
    ["an extra key", { e: [{ n: "pageview", p: "/", ip: "1.2.3.4" }] }, 'e.0: Unrecognized key: "ip"', "invalid"],
    ["an extra top-level key", { e: [{ n: "pageview", p: "/" }], uid: "x" }, 'Unrecognized key: "uid"', "invalid"],
    ["a path without a leading slash", { e: [{ n: "pageview", p: "https://evil.example/" }] }, 'e.0.p: The path must start with "/".', "invalid"],
    ["a path over 200 characters", { e: [{ n: "pageview", p: `/${"a".repeat(200)}` }] }, "e.0.p: The path is longer than 200 characters.", "invalid"],
    ["a label over 100 characters", { e: [{ n: "cta", p: "/", l: "x".repeat(101) }] }, "e.0.l: The label is longer than 100 characters.", "invalid"],
    ["vitals on a page view", { e: [{ n: "pageview", p: "/", v: { lcp: 1 } }] }, "e.0.v: A pageview event carries no vitals.", "invalid"],
    ["26 events", { e: Array.from({ length: 26 }, () => ({ n: "pageview", p: "/" })) }, "e: At most 25 events per request.", "invalid"],
  ] as const)("refuses %s with 400 and the reason, storing nothing", async (_label, body, reason, counter) => {
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: reason });
    expect(beaconStats().rejected[counter]).toBe(1);
    expect(await storedEvents()).toHaveLength(0);
  });

  it("refuses malformed JSON (400), a body over 8 KiB (413) and another content type (415)", async () => {
    const bad = await beacon(null, { raw: '{"e":[{"n":"pageview",' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "The beacon is not valid JSON." });
    const big = await beacon(null, { raw: JSON.stringify({ e: [{ n: "cta", p: "/", l: "x".repeat(9000) }] }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: "The beacon is larger than 8 KiB." });
    const form = await beacon(null, { raw: "e=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    expect(beaconStats().rejected).toMatchObject({ malformed: 1, too_large: 1, content_type: 1 });
    expect(await storedEvents()).toHaveLength(0);
  });

  it("accepts vitals with application/json, and answers 429 with Retry-After past the per-address limit", async () => {
    const ip = "192.0.2.200";
    const ok = await beacon({ e: [{ n: "vitals", p: "/", v: { lcp: 1800, inp: 120, cls: 0.05, ttfb: 300 } }] }, { ip, headers: { "content-type": "application/json" } });
    expect(ok.status).toBe(204);
    for (let i = 1; i < BEACON_RATE_LIMIT.max; i++) expect((await beacon({ e: [{ n: "pageview", p: "/" }] }, { ip })).status).toBe(204);
    const limited = await beacon({ e: [{ n: "pageview", p: "/" }] }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toBe("Too many analytics events from your network. Please wait a moment.");
    expect(beaconStats().rejected.rate_limited).toBe(1);
    // One browser on one address is one visitor: its events past the day's bound are not stored.
    const rows = await storedEvents();
    expect(rows).toHaveLength(ANALYTICS_BOUNDS.eventsPerVisitor);
    expect(beaconStats().overBoundEvents).toBe(BEACON_RATE_LIMIT.max - ANALYTICS_BOUNDS.eventsPerVisitor);
    expect(rows[0]).toMatchObject({ name: "vitals", lcp: 1800, inp: 120, cls: 0.05, ttfb: 300 });
  });

  it("counts beacons per address in the shared rate_limit table, so another instance sees them after a sync", async () => {
    const db = services.database.db;
    const limit = { max: 5, windowSeconds: 60 };
    const quiet = { warn: () => {} };
    const one = new BatchedRateLimit(db, limit, quiet);
    const two = new BatchedRateLimit(db, limit, quiet);
    const now = Date.now();
    for (let i = 0; i < 4; i++) expect(one.hit("beacon:shared-test", now).allowed).toBe(true);
    await one.sync(now);
    expect(two.hit("beacon:shared-test", now).allowed).toBe(true);
    await two.sync(now);
    expect(two.hit("beacon:shared-test", now + 1000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, "beacon:shared-test"));
    expect(Number(row!.count)).toBe(5);
  });

  it("keeps events while the database refuses them, up to the buffer's capacity, then drops and counts", async () => {
    const failing = {
      insert: () => ({ values: async () => Promise.reject(new Error("database down")) }),
    } as unknown as AppServices["database"]["db"];
    const buffer = bufferFor(failing, { warn: () => {} }, { capacity: 3, intervalMs: 5 });
    const row = { day: "2026-03-10", name: "pageview" as const, path: "/", visitor: "v" };
    buffer.push([row, row]);
    await buffer.flush();
    expect(buffer.pending).toBe(2);
    buffer.push([row, row]);
    expect(buffer.pending).toBe(3);
    expect(buffer.dropped).toBe(1);
    await flushAnalytics(failing);
    expect(buffer.dropped).toBe(1);
    await closeAnalyticsBuffer(failing);
  });
});

describe("rollupDay", () => {
  const day = "2026-02-14";
  async function seed() {
    const base = { day, at: new Date(`${day}T12:00:00Z`) };
    const e = (name: "pageview" | "vitals" | "paid" | "lead", path: string, visitor: string, extra: Partial<typeof analyticsEvents.$inferInsert> = {}) => ({
      ...base,
      name,
      path,
      visitor,
      ...extra,
    });
    const news = { source: "newsletter", medium: "email", campaign: "spring", landing: "/pricing" };
    await services.database.db.insert(analyticsEvents).values([
      e("pageview", "/", "a", news),
      e("pageview", "/", "a", news),
      e("pageview", "/pricing", "a", news),
      e("pageview", "/", "b"),
      e("pageview", "/pricing", "c", { source: "google.com", landing: "/pricing" }),
      e("vitals", "/", "a", { lcp: 1000, cls: 0.1 }),
      e("vitals", "/", "b", { lcp: 2000, cls: 0.2 }),
      e("vitals", "/", "c", { lcp: 3000, cls: 0.3 }),
      e("vitals", "/", "d", { lcp: 4000, cls: 0.4 }),
      e("paid", "", "", { valueCents: 4900, ...news, affiliate: "partner7" }),
      e("paid", "", "", { valueCents: 100 }),
      // Another day: not in this roll-up.
      { ...e("pageview", "/", "z"), day: "2026-02-15", at: new Date("2026-02-15T01:00:00Z") },
    ]);
  }
  const find = (rows: (typeof analyticsDaily.$inferSelect)[], name: string, dims: Partial<Record<string, string>>) => {
    const all = { path: "*", landing: "*", source: "*", medium: "*", campaign: "*", affiliate: "*", ...dims };
    return rows.find((r) => r.name === name && Object.entries(all).every(([k, v]) => r[k as keyof typeof r] === v));
  };

  it("writes the detail, per-dimension and totals rows with exact visitors, value and p75, and is idempotent", async () => {
    await seed();
    await rollupDay(services.database.db, day);
    const first = await services.database.db.select().from(analyticsDaily).orderBy(analyticsDaily.name, analyticsDaily.path, analyticsDaily.source);
    await rollupDay(services.database.db, day);
    const again = await services.database.db.select().from(analyticsDaily).orderBy(analyticsDaily.name, analyticsDaily.path, analyticsDaily.source);
    expect(again).toEqual(first);
    expect(first.every((r) => r.day === day)).toBe(true);

    expect(find(first, "pageview", {})).toMatchObject({ visitors: 3, events: 5 });
    expect(find(first, "pageview", { path: "/" })).toMatchObject({ visitors: 2, events: 3 });
    expect(find(first, "pageview", { path: "/pricing" })).toMatchObject({ visitors: 2, events: 2 });
    expect(find(first, "pageview", { source: "newsletter" })).toMatchObject({ visitors: 1, events: 3 });
    expect(find(first, "pageview", { source: "" })).toMatchObject({ visitors: 1, events: 1 });
    expect(find(first, "pageview", { landing: "/pricing" })).toMatchObject({ visitors: 2, events: 4 });
    expect(
      find(first, "pageview", { path: "/", landing: "/pricing", source: "newsletter", medium: "email", campaign: "spring", affiliate: "" }),
    ).toMatchObject({ visitors: 1, events: 2 });

    const vitals = find(first, "vitals", {})!;
    expect(vitals).toMatchObject({ visitors: 4, events: 4, samples: 4, lcpP75: 3250, inpP75: null, ttfbP75: null });
    expect(vitals.clsP75).toBeCloseTo(0.325, 5);

    expect(find(first, "paid", {})).toMatchObject({ visitors: 0, events: 2, valueCents: 5000 });
    expect(find(first, "paid", { affiliate: "partner7" })).toMatchObject({ events: 1, valueCents: 4900 });
    // Totals row, 6 single-dimension kinds and the detail rows; nothing from the next day.
    expect(first.filter((r) => r.name === "pageview" && r.path === "*" && r.source === "*" && r.landing === "*" && r.medium === "*" && r.campaign === "*" && r.affiliate === "*")).toHaveLength(1);
    expect(find(first, "pageview", { path: "/", source: "z" })).toBeUndefined();
  });

  it("retention deletes raw events past ANALYTICS_RAW_DAYS, daily rows past two years and old salts", async () => {
    const now = new Date("2026-06-01T10:00:00Z");
    const db = services.database.db;
    await db.delete(analyticsSalts);
    await db.insert(analyticsEvents).values([
      { day: "2026-05-01", at: new Date("2026-05-01T10:00:00Z"), name: "pageview", path: "/old", visitor: "x" },
      { day: "2026-05-02", at: new Date("2026-05-02T10:00:00Z"), name: "pageview", path: "/kept", visitor: "x" },
    ]);
    const daily = { name: "pageview" as const, path: "*", landing: "*", source: "*", medium: "*", campaign: "*", affiliate: "*", visitors: 1, events: 1 };
    await db.insert(analyticsDaily).values([
      { ...daily, day: "2024-05-31" },
      { ...daily, day: "2024-06-02" },
    ]);
    await db.insert(analyticsSalts).values([
      { day: "2026-05-31", salt: "old" },
      { day: "2026-06-01", salt: "today" },
    ]).onConflictDoNothing();
    expect(await applyRetention(db, 30, now)).toEqual({ rawEvents: 1, dailyRows: 1 });
    expect((await db.select().from(analyticsEvents)).map((r) => r.path)).toEqual(["/kept"]);
    expect((await db.select().from(analyticsDaily)).map((r) => r.day)).toEqual(["2024-06-02"]);
    expect((await db.select().from(analyticsSalts)).map((r) => r.day)).toEqual(["2026-06-01"]);
  });
});

describe("conversions", () => {
  it("a stored lead records a lead event with its first touch, page and form type; a duplicate records none", async () => {
    const lead = {
      formType: "contact" as const,
      data: { name: "Ada", email: "ada@example.com", message: "Hello there" },
      firstTouch: { landing: "/solutions/voice", utmSource: "linkedin", utmMedium: "social", utmCampaign: "q1" },
      origin: { page: "/contact?utm_source=x", clientIp: IP, userAgent: UA },
    };
    await storeLead(services, lead);
    await storeLead(services, lead);
    const rows = await storedEvents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "lead",
      path: "/contact",
      label: "contact",
      landing: "/solutions/voice",
      source: "linkedin",
      medium: "social",
      campaign: "q1",
      affiliate: "",
    });
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
    const [stored] = await services.database.db.select().from(formSubmissions).where(eq(formSubmissions.email, "ada@example.com")).limit(1);
    expect(stored!.firstTouch).toEqual(lead.firstTouch);
  });

  it("a paid order records one paid event with its amount and first touch, however often it is paid", async () => {
    const db = services.database.db;
    const [order] = await db
      .insert(orders)
      .values({
        amountTotal: 49_700,
        refCode: "partner9",
        testMode: true,
        selection: { priceId: "main-offer", upsellPriceIds: [] },
        firstTouch: { landing: "/offers/main", referrerHost: "news.example.com" },
      })
      .returning();
    expect(await confirmPayment(services, order!.id)).toBe(true);
    expect(await confirmPayment(services, order!.id)).toBe(false);
    const rows = await storedEvents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "paid",
      valueCents: 49_700,
      label: "main-offer",
      landing: "/offers/main",
      source: "news.example.com",
      medium: "",
      affiliate: "partner9",
      visitor: "",
    });
    const [paid] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order!.id));
    expect(paid!.status).toBe("paid");
  });

  it("a failing analytics insert does not fail the payment", async () => {
    const db = services.database.db;
    const [order] = await db
      .insert(orders)
      .values({ amountTotal: 100, testMode: true, selection: { priceId: "ebook", upsellPriceIds: [] } })
      .returning();
    await db.execute(sql`alter table analytics_events add constraint analytics_test_refuse check (name <> 'paid') not valid`);
    try {
      expect(await confirmPayment(services, order!.id)).toBe(true);
    } finally {
      await db.execute(sql`alter table analytics_events drop constraint analytics_test_refuse`);
    }
    const [paid] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order!.id));
    expect(paid!.status).toBe("paid");
    expect(await storedEvents()).toHaveLength(0);
  });
});
