import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { affiliates, user } from "#db/schema";
import { openPostgres, rowsOf, type Database } from "#platform/db.server";
import { consoleFigures, totalVisits, type ConsoleFigures } from "#tests/support/analytics-figures";
import { ANALYTICS_BOUNDS, VITAL_MAX } from "~/features/analytics/bounds.server";
import { allowReferralCookie, type Agent, visitor } from "./http";

/**
 * Issue 40, item 5, against the production build: two instances (pairA, pairB) on one
 * PostgreSQL behind a reverse proxy (TRUST_PROXY=1, the client's address in X-Forwarded-For).
 * One address sends the reported attack through both; ten visitors from ten addresses browse
 * normally, three of them from a partner's link. The figures are what the owner's
 * /admin/analytics shows: the same roll-up and queries, run on the pair's database.
 */

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const run = Date.now().toString(36);
const PARTNER = `SECREF${run.toUpperCase()}`;
const NEWSLETTER = `sec-newsletter-${run}`;
const FORGED = `sec-forged-${run}`;
const FORGER_IP = "198.51.100.166";
const BOUND = ANALYTICS_BOUNDS.visitorsPerAddress;

let database: Database;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  database = await openPostgres(inject("pairDatabaseUrl"), { max: 2 });
  // An active partner, as joining the programme makes one (its link is what is under test here).
  const id = `sec-partner-${run}`;
  await database.db.insert(user).values({ id, name: "Sec Partner", email: `${id}@example.com`, emailVerified: true });
  await database.db.insert(affiliates).values({ userId: id, code: PARTNER });
});
afterAll(async () => {
  await database?.close();
});

const beacon = (agent: Agent, e: unknown[], userAgent = CHROME) =>
  agent.fetch("/api/beacon", {
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent },
    body: JSON.stringify({ e }),
  });

/** Both instances have written what they buffered (every ~250 ms) once the real visitors' rows are all there. */
async function written(expected: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = rowsOf<{ n: number | string }>(
      await database.db.execute(
        sql`select count(*) as n from analytics_events where day = ${today()}::date and source = ${NEWSLETTER}`,
      ),
    );
    if (Number(row!.n) >= expected) return;
    if (Date.now() > deadline) throw new Error(`only ${row!.n} of the real visitors' ${expected} events were written`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const delta = (after: ConsoleFigures, before: ConsoleFigures | null) => ({
  visitors: after.visitors - (before?.visitors ?? 0),
  pageviews: after.pageviews - (before?.pageviews ?? 0),
  cta: after.funnel.cta - (before?.funnel.cta ?? 0),
  sourceVisits: totalVisits(after.sources) - totalVisits(before?.sources ?? {}),
  campaignVisits: totalVisits(after.campaigns) - totalVisits(before?.campaigns ?? {}),
});

describe("forged analytics on two production instances sharing one PostgreSQL", () => {
  it("one address's 320 beacons, a new user agent each, add at most 20 visitors, no partner visit, no vital past its range; 10 real visitors count exactly", async () => {
    const before = await consoleFigures(database.db, today());
    const [viaA, viaB] = [visitor("pairA", FORGER_IP), visitor("pairB", FORGER_IP)];
    const answers: number[] = [];
    for (let i = 0; i < 320; i++) {
      const ft = {
        landing: "/",
        utmSource: `${FORGED}-${i}`,
        utmCampaign: `${FORGED}-${i}`,
        ref: i % 2 ? PARTNER : `FAKE${i}`,
      };
      const e = [
        ...Array.from({ length: 18 }, () => ({ n: "pageview", p: "/", ft })),
        { n: "cta", p: "/", l: "Book a demo", ft },
        { n: "vitals", p: "/", v: { lcp: 600_000, inp: 600_000, ttfb: 600_000 }, ft },
      ];
      answers.push((await beacon(i % 2 ? viaB : viaA, e, `${CHROME} Forged/${run}/${i}`)).status);
    }
    // Past the bounds a beacon still gets the 204 a browser never shows; past the shared rate
    // limit (300 per 5 minutes) it gets 429. Never an error.
    expect(answers.filter((s) => s !== 204 && s !== 429)).toEqual([]);
    // Each instance refuses only once the count both share has reached 300, so the first 300 pass it.
    expect(answers.slice(0, 300)).toEqual(Array(300).fill(204));

    for (let i = 0; i < 10; i++) {
      const agent = visitor(i % 2 ? "pairB" : "pairA", `192.0.2.${140 + i}`);
      if (i < 3) {
        // The partner's link, and the visitor's yes to the referral cookie: the server's own record.
        expect((await agent.fetch(`/?ref=${PARTNER}`)).status).toBe(200);
        await allowReferralCookie(agent, PARTNER);
      }
      const ft = { landing: "/pricing", utmSource: NEWSLETTER, utmCampaign: NEWSLETTER };
      const e: unknown[] = [{ n: "pageview", p: "/pricing", ft }];
      if (i < 4) e.push({ n: "cta", p: "/pricing", l: "Book a demo", ft });
      e.push({ n: "vitals", p: "/pricing", v: { lcp: 1800 + i * 100, inp: 120, cls: 0.05, ttfb: 300 }, ft });
      expect((await beacon(agent, e)).status).toBe(204);
    }
    await written(10 + 4 + 10);

    const after = (await consoleFigures(database.db, today()))!;
    expect(delta(after, before)).toEqual({
      visitors: BOUND + 10,
      pageviews: BOUND * 18 + 10,
      cta: BOUND + 4,
      // Every visitor under one source and one campaign, the forged ones under theirs.
      sourceVisits: BOUND + 10,
      campaignVisits: BOUND + 10,
    });
    expect(after.sources[NEWSLETTER]).toBe(10);
    expect(after.campaigns[NEWSLETTER]).toBe(10);
    expect(Object.keys(after.sources).filter((s) => s.startsWith(FORGED))).toHaveLength(BOUND);
    // Visits sent: the three whose referral cookie this server set, not the 160 beacons naming the
    // partner nor the 160 naming made-up codes.
    expect(after.partners[PARTNER]).toBe(3);
    expect(Object.keys(after.partners).filter((code) => code.startsWith("FAKE"))).toEqual([]);
    expect(after.worst.lcp).toBeLessThanOrEqual(VITAL_MAX.lcp);
    expect(after.worst.inp).toBeLessThanOrEqual(VITAL_MAX.inp);
    expect(after.worst.ttfb).toBeLessThanOrEqual(VITAL_MAX.ttfb);
  });
});
