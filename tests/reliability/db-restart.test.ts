import { describe, expect, it } from "vitest";
import {
  attempt,
  contactLead,
  expectedContactRow,
  postLead,
  reader,
  sleep,
  tally,
  until,
  withWorld,
  type Outcome,
} from "./harness";

/**
 * Item 5: PostgreSQL restarts while visitors post leads and open pages. During the outage every
 * request that needs the database answers 503 with the friendly message (never 500, never a
 * stack trace), /readyz answers 503, prerendered pages keep answering 200; no lead is half
 * stored; once the database is back the same server process recovers by itself.
 * Uses a cluster of its own (it is stopped and started), never DATABASE_URL's.
 */
const OUTAGE_MS = 6000;
const FRIENDLY = /temporarily unavailable|be right back|not answering/i;
const STACK = /\bat [\w.<>]+ \(|node_modules\/|file:\/\/\/|\.(ts|js|mjs):\d+:\d+/;

type Sample = {
  kind: "lead" | "page" | "static" | "readyz";
  phase: "before" | "down" | "after" | "transition";
  email?: string;
  outcome: Outcome;
};

describe("PostgreSQL restarted during load", () => {
  const world = withWorld({ database: { ownCluster: "restart" }, crm: true });

  it("answers 503 (never 500) while it is down, stores no partial lead, and recovers without a restart", async () => {
    const { app, cluster, crm, db } = world;
    const tag = `restart${Date.now()}`;
    const samples: Sample[] = [];
    let phase: Sample["phase"] = "before";
    let running = true;
    let n = 0;
    const loop = async (kind: Sample["kind"], pause: number) => {
      while (running) {
        const p = phase;
        let outcome: Outcome;
        let email: string | undefined;
        if (kind === "lead") {
          const lead = contactLead(tag, n++);
          email = lead.email;
          outcome = await postLead(app.url, lead);
        } else {
          const url = kind === "page" ? "/checkout?ref=NOSUCHCODE" : kind === "static" ? "/" : "/readyz";
          outcome = await attempt({ method: "GET", url: app.url + url, timeoutMs: 30_000 });
        }
        // A request that started in one phase and ended in another is a transition: any 2xx or 503 is fine there.
        samples.push({ kind, phase: p === phase ? p : "transition", email, outcome });
        await sleep(pause);
      }
    };
    const loops = Promise.all([
      loop("lead", 50),
      loop("lead", 50),
      loop("lead", 50),
      loop("page", 100),
      loop("page", 100),
      loop("static", 200),
      loop("readyz", 250),
    ]);
    try {
      await sleep(3000);
      phase = "transition";
      cluster.stop(); // fast shutdown: open connections are cut
      phase = "down";
      await sleep(OUTAGE_MS);
      phase = "transition";
      cluster.start();
      await until(
        async () => {
          const o = await attempt({ method: "GET", url: `${app.url}/readyz` });
          return "status" in o && o.status === 200;
        },
        60_000,
        "/readyz 200 after the database is back",
      ).catch((err: Error) => {
        const errors = app
          .log()
          .split("\n")
          .filter(Boolean)
          .slice(-12)
          .map((l) => l.slice(0, 400));
        throw new Error(`${err.message}\nlast errors in the server log:\n${errors.join("\n")}`);
      });
      phase = "after";
      await sleep(4000);
    } finally {
      running = false;
      await loops;
    }

    const describe = (kind: Sample["kind"], p: Sample["phase"]) =>
      tally(samples.filter((s) => s.kind === kind && s.phase === p).map((s) => s.outcome));
    const summary = Object.fromEntries(
      (["before", "down", "transition", "after"] as const).map((p) => [
        p,
        Object.fromEntries((["lead", "page", "static", "readyz"] as const).map((k) => [k, describe(k, p)])),
      ]),
    );
    console.log("outcomes by phase:", JSON.stringify(summary));

    expect(app.child.exitCode, "the server process survived the restart").toBeNull();
    // No request failed at the connection level and none answered 500 or with a stack trace.
    for (const s of samples) {
      expect("status" in s.outcome, `${s.kind} ${s.phase}: ${JSON.stringify(s.outcome)}`).toBe(true);
      if (!("status" in s.outcome)) continue;
      expect([200, 201, 503], `${s.kind} ${s.phase}: ${s.outcome.status} ${s.outcome.body.slice(0, 300)}`).toContain(
        s.outcome.status,
      );
      expect(s.outcome.body, `${s.kind} ${s.phase}`).not.toMatch(STACK);
      if (s.outcome.status === 503) expect(s.outcome.body, `${s.kind} ${s.phase}`).toMatch(FRIENDLY);
    }
    const statuses = (kind: Sample["kind"], p: Sample["phase"]) =>
      samples
        .filter((s) => s.kind === kind && s.phase === p)
        .map((s) => ("status" in s.outcome ? s.outcome.status : 0));
    // Before: all fine. While down: 503 for everything that needs the database; static pages still 200.
    for (const kind of ["lead", "page", "static", "readyz"] as const)
      expect(statuses(kind, "before").length, kind).toBeGreaterThan(0);
    expect(new Set(statuses("lead", "before"))).toEqual(new Set([201]));
    expect(new Set(statuses("page", "before"))).toEqual(new Set([200]));
    for (const kind of ["lead", "page", "readyz"] as const) {
      expect(statuses(kind, "down").length, `${kind} requests during the outage`).toBeGreaterThan(3);
      expect(new Set(statuses(kind, "down")), `${kind} during the outage`).toEqual(new Set([503]));
    }
    expect(new Set(statuses("static", "down"))).toEqual(new Set([200]));
    // After: recovered by itself.
    for (const kind of ["lead", "page", "static", "readyz"] as const)
      expect(statuses(kind, "after").length, kind).toBeGreaterThan(0);
    expect(new Set(statuses("lead", "after"))).toEqual(new Set([201]));
    expect(new Set(statuses("page", "after"))).toEqual(new Set([200]));
    expect(new Set(statuses("readyz", "after"))).toEqual(new Set([200]));

    // No partial rows: every lead answered 201 is stored once with all its fields; none answered 503 is.
    const r = reader(db.url);
    try {
      const rows = await r.rows<{ email: string; form_type: string; data: Record<string, unknown> }>(
        "select email, form_type, data from form_submissions",
      );
      const byEmail = new Map<string, number>();
      for (const row of rows) byEmail.set(row.email, (byEmail.get(row.email) ?? 0) + 1);
      const leads = samples.filter((s) => s.kind === "lead");
      const accepted = leads.filter((s) => "status" in s.outcome && s.outcome.status === 201);
      const refused = leads.filter((s) => "status" in s.outcome && s.outcome.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(rows).toHaveLength(accepted.length);
      for (const s of accepted) {
        expect(byEmail.get(s.email!), s.email).toBe(1);
        const i = Number(/-(\d+)@/.exec(s.email!)![1]);
        expect(rows.find((row) => row.email === s.email)).toMatchObject(expectedContactRow(contactLead(tag, i)));
      }
      for (const s of refused) expect(byEmail.has(s.email!), `refused lead ${s.email} must not be stored`).toBe(false);

      // The job queue recovered too: every stored lead reaches the CRM exactly once.
      await until(
        () => crm.deliveries.length >= rows.length,
        90_000,
        `${rows.length} deliveries (have ${crm.deliveries.length})`,
      );
      await sleep(2000);
      expect(crm.deliveries).toHaveLength(rows.length);
      expect(new Set(crm.deliveries.map((d) => d.idempotencyKey)).size).toBe(rows.length);
    } finally {
      await r.close();
    }
  });
});
