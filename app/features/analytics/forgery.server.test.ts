import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsDaily, analyticsEvents, rateLimit } from "#db/schema";
import { consoleFigures, totalVisits } from "#tests/support/analytics-figures";
import { createTestServices } from "#tests/support/services";
import type { AppServices } from "#platform/context";
import { rowsOf } from "#platform/db.server";
import { AFFILIATE_COOKIE } from "~/features/affiliate/attribution";
import { referralCookieValue } from "~/features/affiliate/referral-cookie.server";
import { ANALYTICS_BOUNDS, DayAllowance, VITAL_MAX } from "./bounds.server";
import { EventBuffer, flushAnalytics, type BufferedRow } from "./buffer.server";
import { answerBeacon, beaconStats, resetBeaconStats } from "./collect.server";
import { applyRetention } from "./rollup.server";
import { utcDay } from "./visitor.server";

/**
 * Issue 40, item 5: the owner's analytics could be forged. One address sent 320 beacons, each
 * under a new user agent, with invented sources, campaigns and partner codes, CTA clicks and ten-
 * minute vitals; the console showed all of it. These tests replay that against the beacon
 * endpoint and read the figures the console shows.
 */

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const DAY = "2026-03-10";
const START = Date.parse(`${DAY}T09:00:00Z`);
const PARTNER = "REALPARTNER";
const FORGER = "203.0.113.66";
const BOUND = ANALYTICS_BOUNDS.visitorsPerAddress;

let t: Awaited<ReturnType<typeof createTestServices>>;
let services: AppServices;

beforeAll(async () => {
  t = await createTestServices();
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

function send(body: unknown, { ip, userAgent = CHROME, cookie }: { ip: string; userAgent?: string; cookie?: string }) {
  const headers = new Headers({ "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent });
  if (cookie) headers.set("cookie", cookie);
  return answerBeacon(services, { method: "POST", headers, ip, readText: async () => JSON.stringify(body) });
}

/**
 * The attack as reported: 320 beacons from one address, one new user agent each, 18 views, a CTA
 * click and ten-minute vitals in each, claiming a new source, campaign and partner code each (half
 * of them a real partner's).
 */
async function replayForgery() {
  const answers: number[] = [];
  for (let i = 0; i < 320; i++) {
    const ft = {
      landing: "/",
      utmSource: `forged-source-${i}`,
      utmCampaign: `forged-campaign-${i}`,
      ref: i % 2 ? PARTNER : `FAKE${i}`,
    };
    const e = [
      ...Array.from({ length: 18 }, () => ({ n: "pageview", p: "/", ft })),
      { n: "cta", p: "/", l: "Book a demo", ft },
      { n: "vitals", p: "/", v: { lcp: 600_000, inp: 600_000, ttfb: 600_000 }, ft },
    ];
    answers.push((await send({ e }, { ip: FORGER, userAgent: `${CHROME} Forged/${i}` })).status);
  }
  return answers;
}

/**
 * Ordinary traffic: ten visitors from ten addresses, each one view from the newsletter; four
 * click the CTA; three opened a partner's link (this server's signed referral cookie).
 */
async function normalTraffic() {
  for (let i = 0; i < 10; i++) {
    const ft = { landing: "/pricing", utmSource: "newsletter", utmCampaign: "spring" };
    const e: unknown[] = [{ n: "pageview", p: "/pricing", ft }];
    if (i < 4) e.push({ n: "cta", p: "/pricing", l: "Book a demo", ft });
    e.push({ n: "vitals", p: "/pricing", v: { lcp: 1800 + i * 100, inp: 120, cls: 0.05, ttfb: 300 }, ft });
    const cookie =
      i < 3 ? `${AFFILIATE_COOKIE}=${referralCookieValue(PARTNER, services.env.BETTER_AUTH_SECRET)}` : undefined;
    expect((await send({ e }, { ip: `198.51.100.${i + 1}`, cookie })).status).toBe(204);
  }
}

describe("one address's forged beacons", () => {
  it("add at most 20 visitors, no partner visit the server did not record, no vital past its range and no source beyond those visitors; ten real visitors are counted exactly", async () => {
    const today = utcDay(new Date());
    const answers = await replayForgery();
    // The rate limit (300 beacons per 5 minutes) answers the last 20 with 429, as before. Those
    // past the bounds get the 204 a browser never shows, and are not stored.
    expect(answers.slice(0, 300)).toEqual(Array(300).fill(204));
    expect(answers.slice(300)).toEqual(Array(20).fill(429));
    await normalTraffic();
    await flushAnalytics(services.database.db);

    const figures = (await consoleFigures(services.database.db, today))!;
    // 20 forged visitors (18 views each, their vitals dropped) and the 10 real ones.
    expect(figures.visitors).toBe(BOUND + 10);
    expect(figures.pageviews).toBe(BOUND * 18 + 10);
    expect(figures.funnel).toMatchObject({ visit: BOUND + 10, cta: BOUND + 4 });
    // Every visitor counts under one source and one campaign: the forged ones under theirs.
    expect(figures.sources.newsletter).toBe(10);
    expect(figures.campaigns.spring).toBe(10);
    expect(Object.keys(figures.sources).filter((s) => s.startsWith("forged-"))).toHaveLength(BOUND);
    expect(totalVisits(figures.sources)).toBe(figures.visitors);
    expect(totalVisits(figures.campaigns)).toBe(figures.visitors);
    // The partner is credited with the three visits whose referral cookie this server signed.
    expect(figures.partners).toEqual({ [PARTNER]: 3 });
    // Speed is the real visitors' alone: p75 of 1.8–2.7 s LCP, 120 ms INP, 0.05 CLS, 300 ms TTFB.
    expect(figures.vitals).toEqual({ lcp: 2475, inp: 120, cls: 0.05, ttfb: 300, samples: 10 });
    expect(figures.worst.lcp).toBeLessThanOrEqual(VITAL_MAX.lcp);
    expect(figures.worst.inp).toBeLessThanOrEqual(VITAL_MAX.inp);
    expect(figures.worst.ttfb).toBeLessThanOrEqual(VITAL_MAX.ttfb);
    // 280 forged visitors refused whole (19 events each once their vitals are dropped).
    expect(beaconStats().overBoundEvents).toBe(280 * 19);
  });

  it("a visitor keeps at most 50 events a day; a vital past its range is dropped, the beacon's other values kept", async () => {
    const ip = "203.0.113.80";
    for (let i = 0; i < 3; i++)
      expect((await send({ e: Array.from({ length: 25 }, () => ({ n: "pageview", p: "/" })) }, { ip })).status).toBe(
        204,
      );
    expect(
      (
        await send(
          { e: [{ n: "vitals", p: "/", v: { lcp: 60_001, inp: 10_000, cls: 5.01, ttfb: 0 } }] },
          { ip: "203.0.113.81" },
        )
      ).status,
    ).toBe(204);
    await flushAnalytics(services.database.db);
    const rows = await services.database.db.select().from(analyticsEvents);
    expect(rows.filter((r) => r.name === "pageview")).toHaveLength(ANALYTICS_BOUNDS.eventsPerVisitor);
    expect(rows.filter((r) => r.name === "vitals").map((r) => [r.lcp, r.inp, r.cls, r.ttfb])).toEqual([
      [null, 10_000, null, 0],
    ]);
  });
});

describe("two instances sharing one database", () => {
  it("store at most 20 visitors of one address and 50 events of one visitor between them, whatever each admitted in memory", async () => {
    const { db } = services.database;
    const quiet = { warn: () => {} };
    const bounds = { ...ANALYTICS_BOUNDS };
    // Each instance has its own memory: each lets 20 visitors of the address through.
    const instances = [0, 1].map(() => {
      const memory = new DayAllowance(bounds);
      return { memory, buffer: new EventBuffer(db, quiet, { bounds, allowance: memory, intervalMs: 60_000 }) };
    });
    const at = new Date(START);
    const row = (visitor: string, address: string): BufferedRow => ({
      at,
      day: DAY,
      name: "pageview",
      path: "/",
      visitor,
      address,
    });
    instances.forEach(({ memory, buffer }, n) => {
      for (let i = 0; i < 30; i++) {
        const visitor = `forged-${n}-${i}`;
        if (memory.admit(DAY, "address-a", visitor, 1)) buffer.push([row(visitor, "address-a")]);
      }
      // One real visitor of another address, 40 events on each instance.
      const kept = memory.admit(DAY, "address-b", "reader", 40);
      buffer.push(Array.from({ length: kept }, () => row("reader", "address-b")));
    });
    await Promise.all(instances.map(({ buffer }) => buffer.flush()));

    const counted = rowsOf<{ visitor: string; events: number | string }>(
      await db.execute(sql`select visitor, count(*) as events from analytics_events group by visitor`),
    );
    expect(counted.filter((r) => r.visitor.startsWith("forged-"))).toHaveLength(BOUND);
    expect(Number(counted.find((r) => r.visitor === "reader")!.events)).toBe(ANALYTICS_BOUNDS.eventsPerVisitor);
    // Written: 20 of the 40 visitors the two let through, and 50 of the reader's 80 events.
    expect(instances[0]!.buffer.overBound + instances[1]!.buffer.overBound).toBe(
      BOUND + (80 - ANALYTICS_BOUNDS.eventsPerVisitor),
    );
    // An instance learns what the shared count refused: that visitor's next events are refused in memory.
    const stored = new Set(counted.map((r) => r.visitor));
    const [n, i] = [0, 1]
      .flatMap((n) => Array.from({ length: BOUND }, (_, i) => [n, i]))
      .find(([n, i]) => !stored.has(`forged-${n}-${i}`))!;
    expect(instances[n!]!.memory.admit(DAY, "address-a", `forged-${n}-${i}`, 1)).toBe(0);
    // And the reader's next events, through either instance, stay out.
    for (const { memory, buffer } of instances)
      if (memory.admit(DAY, "address-b", "reader", 1)) buffer.push([row("reader", "address-b")]);
    await Promise.all(instances.map(({ buffer }) => buffer.flush()));
    const [reader] = rowsOf<{ events: number | string }>(
      await db.execute(sql`select count(*) as events from analytics_events where visitor = 'reader'`),
    );
    expect(Number(reader!.events)).toBe(ANALYTICS_BOUNDS.eventsPerVisitor);
  });
});

describe("the roll-up of events stored before the bounds", () => {
  it("leaves out vitals past their range and counts each visitor under its first touch of the day", async () => {
    const { db } = services.database;
    const at = (s: number) => new Date(START + s * 1000);
    await db.insert(analyticsEvents).values([
      ...Array.from({ length: 30 }, (_, i) => ({
        at: at(i),
        day: DAY,
        name: "pageview" as const,
        path: "/",
        visitor: "forger",
        source: `forged-${i}`,
        campaign: `c-${i}`,
      })),
      {
        at: at(40),
        day: DAY,
        name: "pageview",
        path: "/",
        visitor: "reader",
        source: "newsletter",
        campaign: "spring",
      },
      {
        at: at(41),
        day: DAY,
        name: "vitals",
        path: "/",
        visitor: "forger",
        lcp: 600_000,
        inp: 600_000,
        cls: 0.1,
        ttfb: 600_000,
      },
      {
        at: at(42),
        day: DAY,
        name: "vitals",
        path: "/",
        visitor: "reader",
        lcp: 2000,
        inp: 150,
        cls: 0.1,
        ttfb: 400,
      },
    ]);
    const figures = (await consoleFigures(db, DAY))!;
    expect(figures.visitors).toBe(2);
    expect(figures.sources).toEqual({ "forged-0": 1, newsletter: 1 });
    expect(figures.campaigns).toEqual({ "c-0": 1, spring: 1 });
    expect(figures.vitals).toEqual({ lcp: 2000, inp: 150, cls: 0.1, ttfb: 400, samples: 2 });
  });
});

describe("retention", () => {
  it("the hourly job forgets the bounds' shared counts of earlier days and keeps today's", async () => {
    const { db } = services.database;
    const row = (key: string) => ({ id: key, key, count: 3, lastRequest: START });
    await db
      .insert(rateLimit)
      .values([
        row("analytics-visitor:2026-03-09:abc"),
        row("analytics-address:2026-03-09:def"),
        row("analytics-visitor:2026-03-10:abc"),
        row("analytics-address:2026-03-10:def"),
        row("beacon:def"),
      ]);
    await applyRetention(db, 30, new Date(START));
    const keys = (await db.select({ key: rateLimit.key }).from(rateLimit)).map((r) => r.key).sort();
    expect(keys).toEqual(["analytics-address:2026-03-10:def", "analytics-visitor:2026-03-10:abc", "beacon:def"]);
  });
});
