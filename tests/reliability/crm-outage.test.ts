import { describe, expect, it } from "vitest";
import { contactLead, jobStates, pooled, postLead, reader, sleep, tally, until, withWorld } from "./harness";

/**
 * Item 2: the CRM webhook is down for a while, first answering 500, then hanging past the
 * app's 10 s client timeout, then it recovers. Visitors never notice, and every lead reaches
 * the CRM exactly once: one accepted request per lead, however many failed before it.
 */
const CRM_CLIENT_TIMEOUT_MS = 10_000; // CRM_TIMEOUT_MS in app/features/leads/crm.server.ts

describe("CRM webhook outage: 500s, then hangs, then recovery", () => {
  const world = withWorld({ database: { fresh: "crm" }, crm: true });

  it("delivers every lead exactly once after the CRM recovers, none lost", async () => {
    const { app, crm, db } = world;
    const tag = `crm${Date.now()}`;
    const r = reader(db.url);
    try {
      // Phase 1: the CRM answers 500 to everything.
      crm.failNext(Number.MAX_SAFE_INTEGER, undefined, 500);
      const first = Array.from({ length: 20 }, (_, i) => contactLead(tag, i));
      expect(tally(await pooled(first.length, 20, (i) => postLead(app.url, first[i])))).toEqual({ "201": 20 });
      const ids = async () =>
        (await r.rows<{ id: string }>("select id from form_submissions order by id")).map((x) => x.id);
      const firstIds = await ids();
      expect(firstIds).toHaveLength(20);
      // Every lead tried and refused, and retried at least once more (the retry delay is 1 s in tests).
      await until(
        () =>
          firstIds.every((id) => crm.attempts.filter((a) => a.idempotencyKey === id && a.status === 500).length >= 2),
        60_000,
        "two refused attempts per lead",
      );
      expect(crm.deliveries).toHaveLength(0);
      const states = await jobStates(r, "crm-sync");
      expect(states.completed ?? 0).toBe(0);
      expect(states.failed ?? 0).toBe(0);

      // Phase 2: the CRM accepts connections but never answers; 10 more leads arrive meanwhile.
      crm.heal();
      crm.hangNext(Number.MAX_SAFE_INTEGER);
      const hangStart = crm.attempts.length;
      const second = Array.from({ length: 10 }, (_, i) => contactLead(tag, 20 + i));
      expect(tally(await pooled(second.length, 10, (i) => postLead(app.url, second[i])))).toEqual({ "201": 10 });
      await until(() => crm.attempts.length - hangStart >= 10, 30_000, "10 hanging CRM requests");
      // Outlast the app's client timeout so hung deliveries are abandoned and retried.
      await sleep(CRM_CLIENT_TIMEOUT_MS + 3000);
      await until(
        () => /CRM webhook unreachable: The operation was aborted due to timeout/.test(app.log()),
        30_000,
        "a delivery abandoned by the app's client timeout (in the server log)",
      );
      const hung = crm.attempts.slice(hangStart).filter((a) => a.status === 0).length;
      expect(hung).toBeGreaterThanOrEqual(10);
      expect(crm.deliveries).toHaveLength(0);

      // Phase 3: the CRM recovers.
      crm.heal();
      const all = await ids();
      expect(all).toHaveLength(30);
      await until(() => crm.deliveries.length >= 30, 90_000, `30 deliveries (have ${crm.deliveries.length})`);
      await until(async () => (await jobStates(r, "crm-sync")).completed === 30, 30_000, "30 completed crm-sync jobs");
      await sleep(3000); // a late duplicate would show up by now

      // Exactly once: 30 distinct keys, one accepted (2xx) request per lead, every lead among them.
      const keys = crm.deliveries.map((d) => d.idempotencyKey);
      expect(new Set(keys).size).toBe(30);
      expect([...keys].sort()).toEqual(all);
      for (const id of all) {
        const accepted = crm.attempts.filter((a) => a.idempotencyKey === id && a.status >= 200 && a.status < 300);
        expect(accepted, `accepted deliveries of lead ${id}`).toHaveLength(1);
      }
      expect(crm.attempts.filter((a) => a.status === 500).length).toBeGreaterThanOrEqual(40);
      expect(crm.attempts.every((a) => a.signatureValid)).toBe(true);
      expect(await jobStates(r, "crm-sync")).toEqual({ completed: 30 });
      expect(await r.count("select count(*) from pgboss.job where name = 'crm-sync-dead'")).toBe(0);
    } finally {
      await r.close();
    }
  });
});
