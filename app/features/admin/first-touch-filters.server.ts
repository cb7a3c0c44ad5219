import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#platform/db.server";
import { DIRECT } from "~/features/analytics/first-touch";
import { touchFilterKeys, type TouchFilterKey, type TouchFilters } from "./first-touch-filters";

/**
 * Filtering leads and orders by where their visit began (issue 43, decision 112): the same rules as
 * attributionOf (app/features/analytics/first-touch.ts) and the CSV columns, as SQL over the stored
 * first touch. The UTM parameters are the first touch's, else those of the form's page (leads only);
 * the source is utm_source, else the referring site, else "Direct" ("" when no first touch was
 * recorded); the partner is the code the visit came with, else the one the server credited.
 */

export type TouchColumns = { firstTouch: AnyColumn; partner: AnyColumn; pageUtm?: AnyColumn };

export function touchExpressions(c: TouchColumns): Record<TouchFilterKey, SQL<string>> {
  const field = (name: string) => sql`nullif(trim(${c.firstTouch}->>${name}), '')`;
  const hasUtm = sql`coalesce(${field("utmSource")}, ${field("utmMedium")}, ${field("utmCampaign")}, ${field("utmTerm")}, ${field("utmContent")}) is not null`;
  const utm = (name: string, param: string) =>
    c.pageUtm
      ? sql`(case when ${hasUtm} then ${field(name)} else nullif(trim(${c.pageUtm}->>${param}), '') end)`
      : field(name);
  return {
    source: sql<string>`coalesce(${field("utmSource")}, ${field("referrerHost")}, ${utm("utmSource", "utm_source")}, case when ${c.firstTouch} is not null then ${DIRECT} end, '')`,
    campaign: sql<string>`coalesce(${utm("utmCampaign", "utm_campaign")}, '')`,
    partner: sql<string>`coalesce(${field("ref")}, ${c.partner}, '')`,
  };
}

export function touchConditions(expr: Record<TouchFilterKey, SQL<string>>, filters: TouchFilters): SQL[] {
  return touchFilterKeys.flatMap((k) => (filters[k] !== undefined ? [sql`${expr[k]} = ${filters[k]}`] : []));
}

/** The values each filter offers: what the table's records hold, most records first (at most 100). */
export async function touchOptions(
  db: Db,
  table: PgTable,
  expr: Record<TouchFilterKey, SQL<string>>,
): Promise<Record<TouchFilterKey, string[]>> {
  const values = async (e: SQL<string>) =>
    (
      await db
        .select({ v: e })
        .from(table)
        .groupBy(sql`1`)
        .orderBy(sql`count(*) desc`, sql`1`)
        .limit(100)
    ).map((r) => String(r.v ?? ""));
  const [source, campaign, partner] = await Promise.all(touchFilterKeys.map((k) => values(expr[k])));
  return { source: source!, campaign: campaign!, partner: partner! };
}
