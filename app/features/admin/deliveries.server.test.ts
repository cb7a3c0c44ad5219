import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deadLetterOf } from "#platform/jobs.server";
import { startCrmWebhookFake, type CrmWebhookFake } from "#tests/fakes/crm-webhook";
import { until } from "#tests/support/services";
import { crmSyncJob } from "~/features/leads/crm.server";
import { storeLead } from "~/features/leads/leads.server";
import { action as deliveriesAction, loader as deliveriesLoader } from "~/routes/_admin/deliveries";
import { action as leadAction, loader as leadLoader } from "~/routes/_admin/lead";
import { crmDeliveryFor, countJobs, errorText, listJobs, mailboxInfo, retryJob } from "./deliveries.server";
import { startAdminTestKit, type AdminTestKit } from "#tests/support/admin-kit";

const SECRET = "whsec_admin_test_0123456789";
let kit: AdminTestKit;
let crm: CrmWebhookFake;

beforeAll(async () => {
  crm = await startCrmWebhookFake({ secret: SECRET });
  kit = await startAdminTestKit({ MAILING_LIST_WEBHOOK_URL: crm.url, MAILING_LIST_WEBHOOK_SECRET: SECRET });
  await kit.jobs.work(
    {
      "crm-sync": crmSyncJob(kit.services, { timeoutMs: 1_000 }) as never,
      email: async () => {
        throw new Error("SMTP server refused the message");
      },
    },
    { pollingIntervalSeconds: 0.5 },
  );
}, 60_000);

afterAll(async () => {
  await kit?.close();
  await crm?.close();
});

const origin = { clientIp: "203.0.113.9", page: "/contact" };
const leadFor = async (id: string) => {
  const { formSubmissions } = await import("#db/schema");
  const { eq } = await import("drizzle-orm");
  const [row] = await kit.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
  return row;
};

describe("deliveries", () => {
  it("a CRM sync that runs out of retries is listed with its error, and Retry delivers it exactly once", async () => {
    crm.failNext(2, "dora@example.com"); // both attempts (one retry in this kit) fail
    const { id } = await storeLead(kit.services, {
      formType: "contact",
      data: { name: "Dora Dead", email: "dora@example.com", phone: "", company: "Letters Inc", message: "Hello" },
      origin,
    });
    expect((await crmDeliveryFor(kit.db, await leadFor(id))).state).toMatch(/queued|sending|retrying/);
    await until(
      async () => (await kit.jobs.boss.findJobs(deadLetterOf("crm-sync"), { data: { leadId: id } })).length > 0,
      20_000,
    );

    const state = await crmDeliveryFor(kit.db, await leadFor(id));
    expect(state).toMatchObject({
      state: "dead",
      attempts: 2,
      error: "CRM webhook answered 503",
      job: { queue: "crm-sync-dead" },
    });
    const failed = await listJobs(kit.db, "failed", {});
    const row = failed.items.find((j) => j.leadId === id)!;
    expect(row).toMatchObject({
      queue: "crm-sync",
      storedIn: "crm-sync-dead",
      state: "dead",
      attempts: 2,
      error: "CRM webhook answered 503",
    });
    expect((await countJobs(kit.db)).failed).toBeGreaterThanOrEqual(1);
    expect(crm.deliveries.filter((d) => d.idempotencyKey === id)).toHaveLength(0);

    // The owner presses Retry on /admin/deliveries.
    const result = await deliveriesAction({
      request: kit.request("admin", "/admin/deliveries", { form: { queue: row.storedIn, id: row.id } }),
      context: kit.context(),
      params: {},
    } as never);
    expect(result).toEqual({ ok: true, message: "Sent back to its queue. It will be delivered on the next attempt." });
    await until(() => crm.deliveries.some((d) => d.idempotencyKey === id), 20_000);
    await until(async () => (await crmDeliveryFor(kit.db, await leadFor(id))).state === "delivered", 10_000);
    expect(crm.deliveries.filter((d) => d.idempotencyKey === id)).toHaveLength(1);
    expect(crm.deliveries.find((d) => d.idempotencyKey === id)?.payload).toMatchObject({
      email: "dora@example.com",
      firstName: "Dora",
      lastName: "Dead",
      formType: "contact",
    });
    expect((await listJobs(kit.db, "failed", {})).items.find((j) => j.leadId === id)).toBeUndefined();

    // A second press (another tab) does nothing harmful.
    const again = (await deliveriesAction({
      request: kit.request("admin", "/admin/deliveries", { form: { queue: row.storedIn, id: row.id } }),
      context: kit.context(),
      params: {},
    } as never)) as { data: { ok: boolean; message: string }; init: { status: number } };
    expect(again.init.status).toBe(409);
    expect(again.data.ok).toBe(false);
    expect(kit.logLines.filter((l) => l.msg === "admin action" && l.action === "job.retry" && l.target === `job:${row.id}`)).toHaveLength(1);
    expect(kit.logLines.find((l) => l.action === "job.retry")).toMatchObject({
      adminId: kit.owner.id,
      target: `job:${row.id}`,
    });
  }, 60_000);

  it("the lead's page shows the dead-lettered CRM sync and its Retry button delivers it", async () => {
    crm.failNext(2, "lars@example.com");
    const { id } = await storeLead(kit.services, {
      formType: "pilot_program",
      data: { name: "Lars Lead", email: "lars@example.com", phone: "+1 555 0100", company: "", useCase: "Bookings" },
      origin,
    });
    await until(async () => (await kit.jobs.boss.findJobs(deadLetterOf("crm-sync"), { data: { leadId: id } })).length > 0, 20_000);
    const page = (await leadLoader({ request: kit.request("admin", `/admin/leads/${id}`), context: kit.context(), params: { id } } as never)) as {
      crm: { state: string; job: { queue: string; id: string } };
    };
    expect(page.crm.state).toBe("dead");
    const result = await leadAction({
      request: kit.request("admin", `/admin/leads/${id}`, { form: { intent: "retry-crm", queue: page.crm.job.queue, jobId: page.crm.job.id } }),
      context: kit.context(),
      params: { id },
    } as never);
    expect(result).toMatchObject({ ok: true });
    await until(() => crm.deliveries.some((d) => d.idempotencyKey === id), 20_000);
    expect(crm.deliveries.filter((d) => d.idempotencyKey === id)).toHaveLength(1);
  }, 60_000);

  it("the lead page's Retry refuses another lead's job or a job that is not a CRM sync (400) and changes nothing", async () => {
    crm.failNext(2, "mona@example.com");
    crm.failNext(2, "nils@example.com");
    const lead = async (name: string, email: string) =>
      (
        await storeLead(kit.services, {
          formType: "contact",
          data: { name, email, phone: "", company: "", message: "Hi" },
          origin,
        })
      ).id;
    const mona = await lead("Mona Mine", "mona@example.com");
    const nils = await lead("Nils Other", "nils@example.com");
    const deadOf = async (id: string) => {
      await until(
        async () => (await kit.jobs.boss.findJobs(deadLetterOf("crm-sync"), { data: { leadId: id } })).length > 0,
        20_000,
      );
      const [job] = await kit.jobs.boss.findJobs(deadLetterOf("crm-sync"), { data: { leadId: id } });
      return job;
    };
    const nilsJob = await deadOf(nils);
    await deadOf(mona);
    type Refused = { data: { ok: boolean; message: string }; init: { status: number } };
    const press = async (form: Record<string, string>) =>
      (await leadAction({
        request: kit.request("admin", `/admin/leads/${mona}`, { form: { intent: "retry-crm", ...form } }),
        context: kit.context(),
        params: { id: mona },
      } as never)) as Refused;

    // Nils's dead-lettered CRM sync, sent from Mona's page.
    const wrongLead = await press({ queue: nilsJob.name, jobId: nilsJob.id });
    expect(wrongLead.init.status).toBe(400);
    expect(wrongLead.data).toMatchObject({
      ok: false,
      message: "This job is not this lead's CRM sync; open it from its own lead or from Deliveries.",
    });
    // A queue other than the CRM sync (the new-lead email also carries a leadId).
    const otherQueue = await press({ queue: "lead-notify", jobId: nilsJob.id });
    expect(otherQueue.init.status).toBe(400);
    expect(otherQueue.data.message).toBe("queue: Only a CRM sync job can be retried from a lead's page.");
    const badId = await press({ queue: "crm-sync-dead", jobId: "not-a-uuid" });
    expect(badId.init.status).toBe(400);
    expect(badId.data.message).toBe("id: Unknown job.");

    // Nothing was sent back: Nils's job still waits in the dead-letter queue, undelivered, unlogged.
    expect((await crmDeliveryFor(kit.db, await leadFor(nils))).state).toBe("dead");
    expect((await listJobs(kit.db, "failed", {})).items.some((j) => j.id === nilsJob.id)).toBe(true);
    expect(kit.logLines.some((l) => l.action === "job.retry" && l.target === `job:${nilsJob.id}`)).toBe(false);
    expect(crm.deliveries.some((d) => d.idempotencyKey === nils)).toBe(false);

    // Mona's own job from her page goes through.
    const own = await leadLoader({
      request: kit.request("admin", `/admin/leads/${mona}`),
      context: kit.context(),
      params: { id: mona },
    } as never);
    const { job } = (own as { crm: { job: { queue: string; id: string } } }).crm;
    expect(await press({ queue: job.queue, jobId: job.id })).toMatchObject({ ok: true });
    await until(() => crm.deliveries.some((d) => d.idempotencyKey === mona), 20_000);
  }, 60_000);

  it("lists jobs waiting for another attempt with their last error and next attempt", async () => {
    // Not a message the email queue can send (so it fails and waits for a retry).
    await kit.jobs.send("email", { to: "someone@example.com", kind: "receipt" } as never, { retryDelay: 600 });
    await until(async () => (await listJobs(kit.db, "retrying", {})).items.length > 0, 20_000);
    const [job] = (await listJobs(kit.db, "retrying", {})).items;
    expect(job).toMatchObject({
      queue: "email",
      state: "retrying",
      error: "SMTP server refused the message",
      recipient: "someone@example.com",
    });
    expect(new Date(job.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now() + 60_000);
    const page = (await deliveriesLoader({
      request: kit.request("admin", "/admin/deliveries?view=retrying"),
      context: kit.context(),
      params: {},
    } as never)) as {
      view: string;
      counts: { retrying: number };
    };
    expect(page.view).toBe("retrying");
    expect(page.counts.retrying).toBe(1);
  }, 30_000);

  it("validates the retry input and explains the other CRM states", async () => {
    await expect(
      retryJob(kit.services, kit.adminUser, { queue: "crm-sync-dead", id: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toThrow(/no longer waiting/);
    const bad = (await deliveriesAction({
      request: kit.request("admin", "/admin/deliveries", { form: { queue: "pgboss-internal", id: "x" } }),
      context: kit.context(),
      params: {},
    } as never)) as { data: { message: string }; init: { status: number } };
    expect(bad.init.status).toBe(400);
    expect(bad.data.message).toBe("queue: Unknown queue.");
    expect(
      await crmDeliveryFor(kit.db, {
        id: "00000000-0000-4000-8000-000000000001",
        formType: "contact",
        data: {},
        email: null,
        duplicateOf: null,
      }),
    ).toEqual({ state: "not-synced" });
    expect(
      await crmDeliveryFor(kit.db, {
        id: "00000000-0000-4000-8000-000000000001",
        formType: "contact",
        data: {},
        email: "a@b.c",
        duplicateOf: null,
      }),
    ).toEqual({ state: "missing" });
    expect(
      await crmDeliveryFor(kit.db, { id: "x", formType: "contact", data: {}, email: "a@b.c", duplicateOf: "y" }),
    ).toEqual({ state: "duplicate" });
    expect(errorText({ message: "boom", stack: "..." })).toBe("boom");
    expect(errorText({ value: "plain" })).toBe("plain");
    expect(await mailboxInfo(kit.services)).toEqual({ href: "/dev/mailbox", count: 0 });
  });
});
