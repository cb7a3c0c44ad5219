import { PGlite } from "@electric-sql/pglite";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPKEEP_MAX_DEFER_MS, UPKEEP_MIN_GAP_MS, startPgliteUpkeep, upkeepDue } from "./pglite-upkeep.server";

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`
    create table leads (id serial primary key, email text not null, created_at timestamptz not null default now());
    create index leads_email_idx on leads (email);
    create table quiet (id int primary key);
    insert into quiet values (1), (2);
  `);
});
afterAll(() => db?.close());

const plannerRows = async (table: string) =>
  (await db.query<{ reltuples: number }>(`select reltuples from pg_class where relname = $1`, [table])).rows[0]!
    .reltuples;

describe("the embedded database's upkeep (decision 093)", () => {
  it("vacuums and analyzes a table that has grown, so the planner knows its size; tables that have not grown are left alone", async () => {
    const upkeep = startPgliteUpkeep(db, pino({ level: "silent" }), 60_000);
    try {
      await db.exec(
        `insert into leads (email) select 'lead-' || g || '@example.com' from generate_series(1, 5000) as g`,
      );
      // Single-user PostgreSQL: nothing measured the table after those rows came.
      expect(await plannerRows("leads")).toBeLessThanOrEqual(0);
      expect(await upkeep.run()).toEqual(["public.leads"]);
      expect(await plannerRows("leads")).toBe(5000);
      const { rows } = await db.query<{ last_analyze: Date | null }>(
        `select last_analyze from pg_stat_user_tables where relname = 'leads'`,
      );
      expect(rows[0]!.last_analyze).not.toBeNull();
      // Nothing has grown since: the next pass only looks.
      expect(await upkeep.run()).toEqual([]);
      // A fifth more rows (and at least 8 pages) and it is measured again.
      await db.exec(
        `insert into leads (email) select 'more-' || g || '@example.com' from generate_series(1, 2000) as g`,
      );
      expect(await upkeep.run()).toEqual(["public.leads"]);
      expect(await plannerRows("leads")).toBe(7000);
      expect(await plannerRows("quiet")).toBeLessThanOrEqual(0);
    } finally {
      await upkeep.stop();
    }
  });

  it("passes asked for at the same time share one", async () => {
    const upkeep = startPgliteUpkeep(db, pino({ level: "silent" }), 60_000);
    try {
      await db.exec(
        `insert into leads (email) select 'again-' || g || '@example.com' from generate_series(1, 3000) as g`,
      );
      const [a, b] = await Promise.all([upkeep.run(), upkeep.run()]);
      expect(a).toEqual(["public.leads"]);
      expect(b).toBe(a);
    } finally {
      await upkeep.stop();
    }
  });

  it("waits for a quiet moment, at most every 10 s, unless the last pass is 5 minutes old", () => {
    expect(upkeepDue(0.05, UPKEEP_MIN_GAP_MS)).toBe(true);
    expect(upkeepDue(0.05, UPKEEP_MIN_GAP_MS - 1)).toBe(false);
    expect(upkeepDue(0.7, UPKEEP_MIN_GAP_MS)).toBe(false);
    expect(upkeepDue(0.7, UPKEEP_MAX_DEFER_MS - 1)).toBe(false);
    expect(upkeepDue(0.7, UPKEEP_MAX_DEFER_MS)).toBe(true);
  });
});
