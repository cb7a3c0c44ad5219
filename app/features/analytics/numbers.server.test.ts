import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsDaily, analyticsEvents, orders, rateLimit, session, user } from "#db/schema";
import { consoleFigures } from "#tests/support/analytics-figures";
import { createTestServices } from "#tests/support/services";
import type { AppServices } from "#platform/context";
import { rowsOf } from "#platform/db.server";
import { funnel, topSources } from "~/features/analytics-console/analytics.server";
import { parseAnalyticsQuery } from "~/features/analytics-console/range";
import { flushAnalytics } from "./buffer.server";
import { answerBeacon, beaconStats, resetBeaconStats } from "./collect.server";
import { markOwnerRequest, sessionTokenOf } from "./owner.server";
import { applyRetention, daysWithoutFunnel, rollupDay, runAnalyticsMaintenance } from "./rollup.server";
import { visitorFor } from "./visitor.server";

/**
 * Issue 43 item 2: "The funnel read visit 3 → CTA 2 → lead/sign-up 5 (250 %) → checkout 2 → paid
 * 2: steps mix visitors and events. Sources summed per-page visitors (one visitor from a blog shown
 * as 6 visits). The owner's own visits are counted." These tests replay such a day into the raw
 * events and read what the console shows.
 */

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const DAY = "2026-03-10";
const START = Date.parse(`${DAY}T09:00:00Z`);
const at = (s: number) => new Date(START + s * 1000);

let t: Awaited<ReturnType<typeof createTestServices>>;
let services: AppServices;

beforeAll(async () => {
  t = await createTestServices({ ADMIN_EMAILS: "owner@example.com,admin2@example.com" });
  services = t.services;
});
afterAll(async () => {
  await flushAnalytics(services.database.db);
  await t.close();
});
beforeEach(async () => {
  const { db } = services.database;
  await flushAnalytics(db);
  resetBeaconStats();
  await db.delete(analyticsEvents);
  await db.delete(analyticsDaily);
  await db.delete(rateLimit);
});

const range = (filters = {}) => {
  const parsed = parseAnalyticsQuery(new URLSearchParams({ range: "custom", from: DAY, to: DAY }), at(0));
  if (!parsed.ok) throw new Error(parsed.message);
  return { range: parsed.query.range, filters };
};

type Ev = typeof analyticsEvents.$inferInsert;
let clock = 0;
const ev = (visitor: string, name: Ev["name"], extra: Partial<Ev> = {}): Ev => ({
  at: at(clock++),
  day: DAY,
  name,
  path: "/",
  visitor,
  ...extra,
});

describe("the funnel and the sources count visitors", () => {
  it("each step is the visitors who reached it and every step before it; a source's visits are its visitors, not its pages", async () => {
    const { db } = services.database;
    const selection = { priceId: "main-offer", upsellPriceIds: [] };
    const [live] = await db
      .insert(orders)
      .values({
        status: "paid",
        amountTotal: 24_700,
        paidAt: at(100),
        selection,
        firstTouch: { landing: "/", utmSource: "newsletter", utmCampaign: "spring" },
      })
      .returning();
    const [test] = await db
      .insert(orders)
      .values({
        status: "paid",
        testMode: true,
        amountTotal: 224_700,
        paidAt: at(100),
        selection,
        firstTouch: { landing: "/blog/ai-receptionist", referrerHost: "blog.example" },
      })
      .returning();
    const campaign = { landing: "/", source: "newsletter", medium: "email", campaign: "spring" };
    const blog = { landing: "/blog/ai-receptionist", source: "blog.example" };
    await db.insert(analyticsEvents).values([
      // A: from the newsletter, two pages, a CTA, a lead on another page, a checkout paid for real.
      ev("A", "pageview", campaign),
      ev("A", "pageview", { ...campaign, path: "/pricing" }),
      ev("A", "cta", { ...campaign, path: "/pricing", label: "Book a call" }),
      ev("A", "lead", { ...campaign, path: "/contact", label: "contact" }),
      ev("A", "checkout", { ...campaign, path: "/checkout", label: live!.id }),
      // B: from a blog, six pages, a CTA, a sign-up, a checkout paid in test mode (not paid for real).
      ...["/blog/ai-receptionist", "/", "/pricing", "/solutions", "/about", "/contact"].map((path) =>
        ev("B", "pageview", { ...blog, path }),
      ),
      ev("B", "cta", blog),
      ev("B", "signup", { ...blog, label: "/sign-up/email" }),
      ev("B", "checkout", { ...blog, label: test!.id }),
      // C: straight to /contact, a lead without any CTA: a visit, and no further.
      ev("C", "pageview", { landing: "/contact", path: "/contact" }),
      ev("C", "lead", { landing: "/contact", path: "/contact", label: "contact" }),
      // D: a visit and a CTA click.
      ev("D", "pageview"),
      ev("D", "cta"),
      // E: a lead posted without any page view (a script): no visit, so not in the funnel.
      ev("E", "lead", { source: "api", label: "contact" }),
      // F: a partner's visitor, who allowed the referral cookie on the second page.
      ev("F", "pageview", { landing: "/" }),
      ev("F", "pageview", { landing: "/", path: "/pricing", affiliate: "ANN123" }),
      ev("F", "cta", { path: "/pricing", affiliate: "ANN123" }),
      ev("F", "lead", { path: "/contact", affiliate: "ANN123", label: "demo_request" }),
      // The webhook's payment has no visitor.
      ev("", "paid", { label: "main-offer", valueCents: 24_700 }),
    ]);
    const figures = (await consoleFigures(db, DAY))!;
    expect(figures.visitors).toBe(5);
    expect(figures.funnel).toEqual({ visit: 5, cta: 4, lead: 3, checkout: 2, paid: 1 });
    const q = range();
    const steps = await funnel(db, q.range, {});
    expect(steps.every((s) => s.rate === null || s.rate <= 1)).toBe(true);
    expect(steps.map((s) => [s.label, s.count, s.rate])).toEqual([
      ["Visit", 5, null],
      ["CTA click", 4, 0.8],
      ["Lead or sign-up", 3, 0.75],
      ["Checkout started", 2, 2 / 3],
      ["Paid", 1, 0.5],
    ]);
    const counts = async (filters: Record<string, string>) => (await funnel(db, q.range, filters)).map((s) => s.count);
    expect(await counts({ source: "blog.example" })).toEqual([1, 1, 1, 1, 0]);
    expect(await counts({ source: "newsletter", campaign: "spring" })).toEqual([1, 1, 1, 1, 1]);
    expect(await counts({ affiliate: "ANN123" })).toEqual([1, 1, 1, 0, 0]);
    expect(await counts({ source: "" })).toEqual([3, 2, 1, 0, 0]);

    // One visitor from the blog on six pages is one visit of that source.
    expect(figures.sources).toEqual({ newsletter: 1, "blog.example": 1, "": 3, api: 0 });
    expect(figures.partners).toEqual({ ANN123: 1 });
    expect(await topSources(db, q.range)).toEqual([
      { source: "", visits: 3, leads: 2, paid: 0, revenueCents: 0 },
      { source: "newsletter", visits: 1, leads: 1, paid: 1, revenueCents: 24_700 },
      { source: "blog.example", visits: 1, leads: 0, paid: 0, revenueCents: 0 },
      { source: "api", visits: 0, leads: 1, paid: 0, revenueCents: 0 },
    ]);
  });
});

describe("days rolled up before the funnel's rows existed", () => {
  it("are rolled up again once, while their raw events are kept, so a range's funnel covers its days", async () => {
    const { db } = services.database;
    await db.insert(analyticsEvents).values([ev("G", "pageview"), ev("G", "cta"), ev("H", "pageview")]);
    // What the roll-up wrote before: the day's totals, no funnel.
    await db.insert(analyticsDaily).values({
      day: DAY,
      name: "pageview",
      path: "*",
      landing: "*",
      source: "*",
      medium: "*",
      campaign: "*",
      affiliate: "*",
      visitors: 2,
      events: 2,
    });
    expect(await daysWithoutFunnel(db, "2026-03-20")).toEqual([DAY]);
    // The hourly job, nine days later (the raw events are kept 30 days).
    const done = await runAnalyticsMaintenance(db, 30, new Date("2026-03-19T10:00:00Z"));
    expect(Object.keys(done.rows)).toEqual(["2026-03-18", "2026-03-19", DAY]);
    expect(await daysWithoutFunnel(db, "2026-03-20")).toEqual([]);
    const q = range();
    expect((await funnel(db, q.range, {})).map((s) => s.count)).toEqual([2, 1, 0, 0, 0]);
  });
});

const OWNER_TOKEN = "OwnerSessionToken0123456789abcd";
const MEMBER_TOKEN = "MemberSessionToken0123456789abc";
/** A browser's cookie as better-auth sets it: the token, a dot, its signature (percent-encoded). */
const sessionCookie = (token: string) => `voxa.session_token=${token}.c2lnbmF0dXJl%3D; voxa_consent=1`;

async function account(id: string, email: string, token: string) {
  const { db } = services.database;
  await db.insert(user).values({ id, name: id, email, emailVerified: true }).onConflictDoNothing();
  await db
    .insert(session)
    .values({ id: `s_${id}`, token, userId: id, expiresAt: new Date(Date.now() + 86_400_000) })
    .onConflictDoNothing();
}

function send(
  events: unknown[],
  { ip, userAgent = CHROME, cookie, s = 0 }: { ip: string; userAgent?: string; cookie?: string; s?: number },
) {
  const headers = new Headers({ "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent });
  if (cookie) headers.set("cookie", cookie);
  return answerBeacon(
    services,
    { method: "POST", headers, ip, readText: async () => JSON.stringify({ e: events }) },
    { now: () => at(s) },
  );
}

const view = (p: string, ft = { landing: p }) => ({ n: "pageview", p, ft });

describe("the owner's and admins' own visits", () => {
  it("reads the session token from the cookie, without its signature", () => {
    expect(sessionTokenOf(`a=1; voxa.session_token=${OWNER_TOKEN}.sig%3D; b=2`)).toBe(OWNER_TOKEN);
    expect(sessionTokenOf(`__Secure-voxa.session_token=${OWNER_TOKEN}.sig`)).toBe(OWNER_TOKEN);
    expect(sessionTokenOf("voxa.session_data=x; other=1")).toBeUndefined();
    expect(sessionTokenOf(null)).toBeUndefined();
  });

  it("are left out: signed in on the site, in the console, and before signing in that day on the same browser", async () => {
    const { db } = services.database;
    await account("owner_1", "Owner@Example.com", OWNER_TOKEN);
    await account("member_1", "member@example.com", MEMBER_TOKEN);
    const owner = { ip: "198.51.100.10", userAgent: `${CHROME} owner` };
    const admin2 = { ip: "198.51.100.11", userAgent: `${CHROME} admin2` };

    // The owner looks at the site signed out, then signed in.
    expect((await send([view("/"), view("/pricing")], { ...owner, s: 1 })).status).toBe(204);
    expect(
      (await send([view("/admin"), view("/")], { ...owner, cookie: sessionCookie(OWNER_TOKEN), s: 2 })).status,
    ).toBe(204);
    // The second admin browses signed out, then opens the console (its loader marks the visitor).
    expect((await send([view("/"), view("/solutions")], { ...admin2, s: 3 })).status).toBe(204);
    await markOwnerRequest(db, { ...admin2, host: "127.0.0.1:3000" }, undefined, at(4));
    // A member (signed in, not an admin) and a visitor are the site's traffic.
    expect(
      (await send([view("/pricing")], { ip: "198.51.100.20", cookie: sessionCookie(MEMBER_TOKEN), s: 5 })).status,
    ).toBe(204);
    expect((await send([view("/"), view("/pricing")], { ip: "198.51.100.21", s: 6 })).status).toBe(204);
    await flushAnalytics(db);

    // The signed-in owner's events were never written; the member's and the visitor's were.
    expect(beaconStats().ownerEvents).toBeGreaterThanOrEqual(2);
    const stored = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from analytics_events`))[0]!.n;
    expect(Number(stored)).toBe(2 + 2 + 1 + 2);
    const marks = await db
      .select({ key: rateLimit.key })
      .from(rateLimit)
      .where(like(rateLimit.key, "analytics-owner:%"));
    const ownerVisitor = await visitorFor(db, { ...owner, host: "127.0.0.1:3000" }, at(0));
    const admin2Visitor = await visitorFor(db, { ...admin2, host: "127.0.0.1:3000" }, at(0));
    expect(marks.map((m) => m.key).sort()).toEqual(
      [`analytics-owner:${DAY}:${ownerVisitor}`, `analytics-owner:${DAY}:${admin2Visitor}`].sort(),
    );

    // The roll-up leaves both admins out, their pages before signing in too.
    const figures = (await consoleFigures(db, DAY))!;
    expect(figures.visitors).toBe(2);
    expect(figures.pageviews).toBe(3);
    expect(figures.funnel.visit).toBe(2);
    expect(await db.select().from(analyticsEvents).where(eq(analyticsEvents.visitor, ownerVisitor))).toEqual([]);
    expect(await db.select().from(analyticsEvents).where(eq(analyticsEvents.visitor, admin2Visitor))).toEqual([]);

    // The marks go with the day's other counts once the day is over.
    await applyRetention(db, 30, new Date(`2026-03-12T00:30:00Z`));
    expect(
      await db.select({ key: rateLimit.key }).from(rateLimit).where(like(rateLimit.key, "analytics-owner:%")),
    ).toEqual([]);
    // Rolled up again, the day stays without them (their events are gone).
    await rollupDay(db, DAY);
    expect((await consoleFigures(db, DAY))!.visitors).toBe(2);
  });
});
