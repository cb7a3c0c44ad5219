import { describe, expect, it } from "vitest";
import { contactLead, jobStates, pooled, postLead, reader, sleep, tally, until, withWorld } from "./harness";

/**
 * Item 3: the server is killed with SIGKILL (no shutdown at all) while CRM deliveries are
 * running against a slow CRM and more are queued. Restarted on the same database, every job
 * completes: each lead reaches the CRM once (by Idempotency-Key) and the owner is notified of
 * each; the jobs that were running are failed by pg-boss's expiry (JOB_EXPIRE_SECONDS=15 in
 * tests, 120 s in production) and retried, and none stays active.
 */
const LEADS = 60;

describe("SIGKILL while jobs are queued and running", () => {
  // The test starts both apps itself (the CRM is slowed down first) and kills the first one.
  const world = withWorld({
    database: { fresh: "crash" },
    crm: true,
    smtp: true,
    env: () => ({ LEADS_NOTIFY_EMAIL: "owner@example.com" }),
    startApp: false,
  });

  it("after a restart on the same database every job completes exactly once", async () => {
    const { crm, smtp, db } = world;
    const r = reader(db.url);
    try {
      crm.slowDown(4000); // each delivery takes 4 s: some run, most wait, when the kill comes
      const first = await world.startApp({ atTeardown: "kill" });
      const tag = `crash${Date.now()}`;
      const leads = Array.from({ length: LEADS }, (_, i) => contactLead(tag, i));
      expect(tally(await pooled(LEADS, 20, (i) => postLead(first.url, leads[i])))).toEqual({ "201": LEADS });
      const ids = (await r.rows<{ id: string }>("select id from form_submissions order by id")).map((x) => x.id);
      expect(ids).toHaveLength(LEADS);

      // Kill once the first deliveries are through and the next ones are in flight.
      await until(() => crm.deliveries.length >= 10 && crm.inFlightKeys().length > 0, 60_000, "deliveries under way");
      const inFlightAtKill = new Set(crm.inFlightKeys().map((k) => k ?? "")); // read in the same tick as the kill
      first.kill("SIGKILL");
      expect(await first.exited).toBe("SIGKILL");
      const before = await jobStates(r, "crm-sync");
      // Jobs were both running (active, never to be completed by the dead process) and queued.
      expect(before.active ?? 0).toBeGreaterThan(0);
      expect(before.created ?? 0).toBeGreaterThan(0);
      expect(inFlightAtKill.size).toBeGreaterThan(0);
      const activeAt = async (queue: string) =>
        new Set(
          (
            await r.rows<{ id: string }>(
              "select data->>'leadId' as id from pgboss.job where name = $1 and state = 'active'",
              [queue],
            )
          ).map((x) => x.id),
        );
      const crmActive = await activeAt("crm-sync");
      const notifyActive = await activeAt("lead-notify");
      for (const id of inFlightAtKill) expect(crmActive.has(id), `in-flight lead ${id} is an active job`).toBe(true);
      console.log(
        `at the kill: crm-sync ${JSON.stringify(before)}, ${inFlightAtKill.size} requests in flight at the CRM, lead-notify active ${notifyActive.size}`,
      );

      crm.slowDown(0);
      await world.startApp();
      await until(() => crm.deliveries.length >= LEADS, 120_000, `${LEADS} deliveries (have ${crm.deliveries.length})`);
      await until(
        async () => (await jobStates(r, "crm-sync")).completed === LEADS,
        60_000,
        `${LEADS} completed crm-sync jobs`,
      );
      await until(
        async () => (await jobStates(r, "lead-notify")).completed === LEADS,
        60_000,
        `${LEADS} completed lead-notify jobs`,
      );
      await sleep(3000);

      // One job per lead per queue, all completed: none lost, none stuck in active, none dead.
      expect(await jobStates(r, "crm-sync")).toEqual({ completed: LEADS });
      expect(await jobStates(r, "lead-notify")).toEqual({ completed: LEADS });
      expect(await r.count("select count(*) from pgboss.job where name like '%-dead'")).toBe(0);
      expect(await r.count("select count(distinct data->>'leadId') from pgboss.job where name = 'crm-sync'")).toBe(
        LEADS,
      );

      // The CRM has every lead exactly once.
      const keys = crm.deliveries.map((d) => d.idempotencyKey);
      expect(new Set(keys).size).toBe(LEADS);
      expect([...keys].sort()).toEqual(ids);
      // Only a job that was running when the process died runs again. A request in flight then
      // was finished by the CRM without the dead process learning so: sent twice, with the same
      // key. Every other lead was sent exactly once.
      for (const id of ids) {
        const accepted = crm.attempts.filter(
          (a) => a.idempotencyKey === id && a.status >= 200 && a.status < 300,
        ).length;
        if (inFlightAtKill.has(id)) expect(accepted, `accepted requests for in-flight lead ${id}`).toBe(2);
        else if (crmActive.has(id)) expect([1, 2], `accepted requests for active lead ${id}`).toContain(accepted);
        else expect(accepted, `accepted requests for lead ${id}`).toBe(1);
      }
      // Owner notifications: one per lead; a second only for a job that was mid-send at the kill.
      const notified = smtp.messages.filter((m) => m.to.includes("owner@example.com"));
      const perLead = new Map<string, number>();
      for (const m of notified) {
        const id = /lead id: ([0-9a-f-]{36})/.exec(m.text)?.[1] ?? "?";
        perLead.set(id, (perLead.get(id) ?? 0) + 1);
      }
      expect([...perLead.keys()].sort()).toEqual(ids);
      // At least one each; a second only where the kill came mid-send (the job runs again).
      for (const [id, n] of perLead)
        expect(n, `notifications for lead ${id}`).toBeOneOf(notifyActive.has(id) ? [1, 2] : [1]);
      expect(notified.length).toBeLessThanOrEqual(LEADS + notifyActive.size);
    } finally {
      await r.close();
    }
  });
});
