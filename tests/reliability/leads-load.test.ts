import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CrmWebhookFake } from "../fakes/crm-webhook";
import {
  contactLead,
  expectedContactRow,
  jobStates,
  pooled,
  postLead,
  reader,
  sleep,
  tally,
  until,
  withWorld,
} from "./harness";

/**
 * Item 1: 500 lead submissions at once through the public lead API (the contact page's form,
 * no login), from one address (RATE_LIMIT_MULTIPLIER lifts the per-address limit): every one
 * answered 201, stored once with all its fields, and delivered to the CRM webhook once.
 */
const N = 500;

type LeadRow = {
  id: string;
  form_type: string;
  email: string;
  data: Record<string, unknown>;
  page: string;
  utm: Record<string, string> | null;
  duplicate_of: string | null;
  consent_text: string | null;
  ip_hash: string | null;
};

/** Every lead stored exactly once, with every field the form sent and what the server adds. */
function checkRows(rows: LeadRow[], leads: ReturnType<typeof contactLead>[], tag: string) {
  expect(rows).toHaveLength(leads.length);
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  expect(byEmail.size).toBe(leads.length);
  for (const lead of leads) {
    const row = byEmail.get(lead.email);
    expect(row, lead.email).toMatchObject(expectedContactRow(lead));
    expect(row!.page).toBe(lead.page);
    expect(row!.utm).toEqual({ utm_source: "reliability", utm_campaign: tag });
    expect(row!.duplicate_of).toBeNull();
    expect(row!.consent_text).toBeTruthy();
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  }
}

/** Exactly one accepted delivery per stored lead, signed, with the lead's own payload; no refused attempt. */
function checkDeliveries(crm: CrmWebhookFake, rows: LeadRow[]) {
  expect(crm.deliveries).toHaveLength(rows.length);
  const keys = new Set(crm.deliveries.map((d) => d.idempotencyKey));
  expect(keys.size).toBe(rows.length);
  expect([...keys].sort()).toEqual(rows.map((r) => r.id).sort());
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const d of crm.deliveries) {
    expect(d.payload).toMatchObject({ email: byId.get(d.idempotencyKey)!.email, formType: "contact" });
  }
  // Every request the CRM received was accepted the first time: no retries, no duplicates.
  expect(crm.attempts).toHaveLength(rows.length);
  expect(crm.attempts.filter((a) => a.status === 201)).toHaveLength(rows.length);
  expect(crm.attempts.every((a) => a.signatureValid)).toBe(true);
}

describe("500 concurrent lead submissions on PostgreSQL", () => {
  const world = withWorld({ database: { fresh: "load" }, crm: true });

  it("answers 201 to all 500, stores 500 rows and delivers 500 leads to the CRM exactly once", async () => {
    const { app, crm, db } = world;
    const tag = `pg${Date.now()}`;
    const leads = Array.from({ length: N }, (_, i) => contactLead(tag, i));
    const outcomes = await pooled(N, N, (i) => postLead(app.url, leads[i]));
    expect(tally(outcomes)).toEqual({ "201": N });
    for (const o of outcomes) expect("status" in o && JSON.parse(o.body)).toEqual({ ok: true });

    const r = reader(db.url);
    try {
      checkRows(await r.rows<LeadRow>("select * from form_submissions"), leads, tag);
      await until(() => crm.deliveries.length >= N, 120_000, `${N} CRM deliveries (have ${crm.deliveries.length})`);
      await until(async () => (await jobStates(r, "crm-sync")).completed === N, 30_000, "500 completed crm-sync jobs");
      await sleep(2000); // nothing more arrives later
      const rows = await r.rows<LeadRow>("select * from form_submissions");
      checkDeliveries(crm, rows);
      expect(await jobStates(r, "crm-sync")).toEqual({ completed: N });
      expect(await r.count("select count(*) from pgboss.job where name like '%-dead'")).toBe(0);
    } finally {
      await r.close();
    }
    expect(await app.stop()).toBe(0);
  });
});

describe("500 concurrent lead submissions on the embedded PGlite database", () => {
  const world = withWorld({ database: "pglite", crm: true });

  it("answers 201 to all 500, stores 500 rows and delivers 500 leads to the CRM exactly once", async () => {
    const { app, crm, dataDir } = world;
    const tag = `lite${Date.now()}`;
    const leads = Array.from({ length: N }, (_, i) => contactLead(tag, i));
    const outcomes = await pooled(N, N, (i) => postLead(app.url, leads[i]));
    expect(tally(outcomes)).toEqual({ "201": N });
    await until(() => crm.deliveries.length >= N, 120_000, `${N} CRM deliveries (have ${crm.deliveries.length})`);
    await sleep(2000);
    // PGlite belongs to the server process: read the rows once it has stopped cleanly.
    expect(await app.stop()).toBe(0);
    const pglite = new PGlite(path.join(dataDir, "pglite"));
    try {
      const rows = (await pglite.query<LeadRow>("select * from form_submissions")).rows;
      checkRows(rows, leads, tag);
      checkDeliveries(crm, rows);
      const jobs = (
        await pglite.query<{ state: string; n: number }>(
          "select state, count(*)::int as n from pgboss.job where name = 'crm-sync' group by state",
        )
      ).rows;
      expect(jobs).toEqual([{ state: "completed", n: N }]);
    } finally {
      await pglite.close();
    }
  });
});
