import { describe, expect, it } from "vitest";
import {
  attempt,
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
  type Outcome,
} from "./harness";

/**
 * Item 6: SIGTERM while lead posts are in flight. Every request the server accepted gets its
 * complete 201 and its row (with its CRM job); a request it did not accept fails at the
 * connection and left nothing behind; the process exits 0 within its 25 s shutdown timeout;
 * afterwards connections are refused. Restarted, the queued jobs deliver every stored lead once.
 */
const LEADS = 400;
const SHUTDOWN_TIMEOUT_MS = 25_000; // server/index.ts

describe("SIGTERM under load", () => {
  // The test sends the app SIGTERM itself; if it fails before, the app is killed at teardown.
  const world = withWorld({ database: { fresh: "sigterm" }, crm: true, atTeardown: "kill" });

  it("finishes every accepted request, half-writes nothing, exits 0 and then refuses connections", async () => {
    const { app, crm, db } = world;
    const tag = `term${Date.now()}`;
    const leads = Array.from({ length: LEADS }, (_, i) => contactLead(tag, i));
    let answered = 0;
    let termAt = 0;
    const exitCode = app.exited;
    const load = pooled(LEADS, 40, async (i) => {
      const o: Outcome = await postLead(app.url, leads[i]);
      if ("status" in o) answered++;
      return o;
    });
    // SIGTERM once the server is busy: some answered, 40 in flight, the rest still to come.
    await until(() => answered >= 60, 60_000, "60 answered posts");
    app.kill("SIGTERM");
    termAt = Date.now();
    const outcomes = await load;
    const code = await Promise.race([exitCode, sleep(SHUTDOWN_TIMEOUT_MS + 10_000).then(() => "still running")]);
    const exitedWithin = Date.now() - termAt;
    console.log("outcomes:", JSON.stringify(tally(outcomes)), `exit ${code} ${exitedWithin} ms after SIGTERM`);
    expect(code).toBe(0);
    expect(app.log()).toMatch(/stopped cleanly/);

    // Every answer is a complete 201; the rest were refused or reset before the server read them.
    const accepted = outcomes.map((o, i) => ({ o, lead: leads[i] })).filter(({ o }) => "status" in o);
    const refused = outcomes.map((o, i) => ({ o, lead: leads[i] })).filter(({ o }) => !("status" in o));
    for (const { o, lead } of accepted) {
      expect("status" in o && o.status, lead.email).toBe(201);
      expect("status" in o && JSON.parse(o.body), lead.email).toEqual({ ok: true });
    }
    for (const { o } of refused) expect(["ECONNREFUSED", "ECONNRESET"]).toContain("error" in o ? o.error : "");
    expect(accepted.length).toBeGreaterThanOrEqual(60);
    expect(refused.length).toBeGreaterThan(0); // the load outlasted the server: SIGTERM came mid-stream

    // After the exit: nothing listens any more.
    const after = await attempt({ method: "GET", url: `${app.url}/healthz`, timeoutMs: 5000 });
    expect(after).toEqual({ error: "ECONNREFUSED" });

    const r = reader(db.url);
    try {
      // Nothing half-written: exactly the accepted leads, each once with all its fields, each with its CRM job.
      const rows = await r.rows<{ id: string; email: string; form_type: string; data: Record<string, unknown> }>(
        "select id, email, form_type, data from form_submissions",
      );
      expect(rows).toHaveLength(accepted.length);
      const byEmail = new Map(rows.map((row) => [row.email, row]));
      for (const { lead } of accepted)
        expect(byEmail.get(lead.email), lead.email).toMatchObject(expectedContactRow(lead));
      for (const { lead } of refused)
        expect(byEmail.has(lead.email), `refused ${lead.email} must not be stored`).toBe(false);
      const jobLeads = await r.rows<{ id: string }>(
        "select data->>'leadId' as id from pgboss.job where name = 'crm-sync'",
      );
      expect(jobLeads.map((j) => j.id).sort()).toEqual(rows.map((row) => row.id).sort());

      // Restarted, the jobs left queued by the shutdown deliver every stored lead exactly once.
      await world.startApp();
      await until(
        () => crm.deliveries.length >= rows.length,
        90_000,
        `${rows.length} deliveries (have ${crm.deliveries.length})`,
      );
      await until(
        async () => (await jobStates(r, "crm-sync")).completed === rows.length,
        60_000,
        "every crm-sync job completed",
      );
      await sleep(2000);
      expect(crm.deliveries).toHaveLength(rows.length);
      expect(new Set(crm.deliveries.map((d) => d.idempotencyKey)).size).toBe(rows.length);
      // A graceful stop lets running deliveries finish and records them: nothing is sent twice.
      expect(crm.attempts.filter((a) => a.status >= 200 && a.status < 300)).toHaveLength(rows.length);
      expect(await jobStates(r, "crm-sync")).toEqual({ completed: rows.length });
    } finally {
      await r.close();
    }
  });
});
