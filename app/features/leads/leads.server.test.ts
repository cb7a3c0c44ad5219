import { rowsOf } from "#platform/db.server";
import { eq, sql } from "drizzle-orm";
import { referralCookieValue } from "~/features/affiliate/referral-cookie.server";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookings, formSubmissions } from "#db/schema";
import { openCallSlots } from "~/features/scheduling/bookings.server";
import { parseEnv, resolveAuthSecret, type Env } from "#platform/env.server";
import { startJobs, type Jobs } from "#platform/jobs.server";
import { createMailer, type Mailer } from "#platform/mailer.server";
import { startCrmWebhookFake, type CrmWebhookFake } from "#tests/fakes/crm-webhook";
import { createTestDatabase } from "#tests/support/db";
import { insertUser, until } from "#tests/support/services";
import { requestContext, servicesContext, type AppServices } from "#platform/context";
import { action as apiAction } from "~/routes/api/leads/submit";
import { action as formPageAction, loader as formPageLoader } from "~/routes/_marketing/forms/lead-form";
import { leadNotifyJob } from "~/features/notifications/lead-notice.server";
import { crmSyncJob, deliverToCrm, signBody } from "./crm.server";
import { contactAction } from "./contact.server";
import { handleLeadApi } from "./lead-request.server";
import { consentTextFor, firstLeadsQuery, storeLead } from "./leads.server";
import { hashIp } from "#platform/ip-hash.server";
import { hitRateLimit } from "#platform/rate-limit.server";

const SECRET = "whsec_test_0123456789";
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let jobs: Jobs;
let mailer: Mailer;
let env: Env;
let services: AppServices;
let crm: CrmWebhookFake;
let userId: string;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  crm = await startCrmWebhookFake({ secret: SECRET });
  database = await createTestDatabase();
  env = resolveAuthSecret(
    parseEnv({
      NODE_ENV: "test",
      PUBLIC_SITE_URL: "http://127.0.0.1:3000",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "leads-test-")),
      LOG_LEVEL: "silent",
      MAILING_LIST_WEBHOOK_URL: crm.url,
      MAILING_LIST_WEBHOOK_SECRET: SECRET,
      LEADS_NOTIFY_EMAIL: "owner@example.com",
    }),
  );
  mailer = createMailer({ env, logger });
  // Fast retries for the test: 1 s apart, five of them, then the dead-letter queue.
  jobs = await startJobs(database, logger, { queueOverrides: { retryLimit: 5, retryDelay: 1, retryBackoff: false } });
  userId = (await insertUser(database.db, "member@example.com")).id;
  const auth = {
    api: {
      getSession: async ({ headers }: { headers: Headers }) =>
        headers.get("cookie")?.includes("test-session=ok")
          ? { user: { id: userId, email: "member@example.com" }, session: {} }
          : null,
    },
  };
  services = { env, logger, database, mailer, jobs, auth: auth as never };
  await jobs.work(
    { "crm-sync": crmSyncJob(services, { timeoutMs: 400 }) as never, "lead-notify": leadNotifyJob(services) as never },
    { pollingIntervalSeconds: 0.5 },
  );
});

afterAll(async () => {
  await jobs.stop();
  mailer.close();
  await crm.close();
  await database.dispose();
});

beforeEach(() => crm.heal());

let ipCounter = 1;
const nextIp = () => `198.51.100.${ipCounter++}`;

function contextFor(ip = nextIp()) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { requestId: "test", nonce: "n", clientIp: ip });
  return context;
}

function post(formType: string, body: unknown, init: { headers?: Record<string, string>; raw?: string } = {}) {
  const text = init.raw ?? JSON.stringify(body);
  return new Request(`http://127.0.0.1:3000/api/leads/${formType}`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)), ...init.headers },
    body: text,
  });
}

const call = (
  formType: string,
  body: unknown,
  opts: { ip?: string; headers?: Record<string, string>; raw?: string; max?: number } = {},
) =>
  handleLeadApi(
    contextFor(opts.ip),
    post(formType, body, opts),
    formType,
    opts.max ? { rateLimit: { max: opts.max, windowSeconds: 600 } } : {},
  );

const leadsBy = (email: string) => database.db.select().from(formSubmissions).where(eq(formSubmissions.email, email));
const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(formSubmissions))[0].n;

let emailCounter = 0;
const uniqueEmail = (tag = "lead") => `${tag}.${Date.now()}.${emailCounter++}@example.com`;

async function jobsFor(queue: string, leadId: string) {
  const result = await database.db.execute(
    sql`select state, data from pgboss.job where name = ${queue} and data->>'leadId' = ${leadId}`,
  );
  return rowsOf<{ state: string; data: unknown }>(result);
}

describe("POST /api/leads/:formType: storage", () => {
  it("stores a demo request for the signed-in user with everything an operator needs", async () => {
    const email = uniqueEmail("Ada");
    const ip = nextIp();
    const res = await call(
      "demo_request",
      {
        name: "Ada King Lovelace",
        email: `  ${email.toUpperCase()} `,
        phone: "+1 (512) 555-0142",
        company: "Analytical Engines",
        message: "<script>alert('x')</script> Can it book appointments?",
        page: "/checkout?utm_source=newsletter&utm_medium=email&utm_campaign=spring&ref=ignored",
        referrer: "https://search.example/?q=ai+voice",
        website: "",
      },
      { ip, headers: { cookie: `test-session=ok; voxa_ref=${referralCookieValue("PARTNER_42", services.env.BETTER_AUTH_SECRET)}` } },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const [lead] = await leadsBy(email.toLowerCase());
    expect(lead).toMatchObject({
      formType: "demo_request",
      userId,
      email: email.toLowerCase(),
      data: {
        name: "Ada King Lovelace",
        email: email.toUpperCase(),
        phone: "+1 (512) 555-0142",
        company: "Analytical Engines",
        message: "<script>alert('x')</script> Can it book appointments?",
      },
      page: "/checkout?utm_source=newsletter&utm_medium=email&utm_campaign=spring&ref=ignored",
      referrer: "https://search.example/?q=ai+voice",
      utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" },
      affiliateCode: "PARTNER_42",
      status: "new",
      duplicateOf: null,
    });
    expect(lead.consentText).toContain("may contact you");
    expect(lead.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lead.ipHash).toBe(hashIp(env.BETTER_AUTH_SECRET, ip));
    expect(JSON.stringify(lead)).not.toContain(ip);
    expect(Date.now() - lead.createdAt.getTime()).toBeLessThan(60_000);
  });

  it("the subscribe payload reaches the CRM once, signed, with the name split (spec §7)", async () => {
    const email = uniqueEmail("grace");
    const res = await call(
      "demo_request",
      { name: "Grace Brewster Hopper", email, phone: "5125550142", company: "Navy", message: "hi" },
      { headers: { cookie: "test-session=ok" } },
    );
    expect(res.status).toBe(201);
    const [lead] = await leadsBy(email);
    const delivery = await until(() => crm.deliveries.find((d) => d.idempotencyKey === lead.id));
    expect(delivery.payload).toStrictEqual({
      email,
      firstName: "Grace",
      lastName: "Brewster Hopper",
      phone: "5125550142",
      company: "Navy",
      formType: "demo_request",
    });
    const attempt = crm.attempts.find((a) => a.idempotencyKey === lead.id)!;
    // The body on the wire keeps the spec's key order.
    expect(attempt.body).toBe(
      JSON.stringify({
        email,
        firstName: "Grace",
        lastName: "Brewster Hopper",
        phone: "5125550142",
        company: "Navy",
        formType: "demo_request",
      }),
    );
    expect(attempt.signatureValid).toBe(true);
    expect(delivery.headers["x-signature"]).toBe(signBody(SECRET, attempt.body));
  });

  it("other forms carry no user id, even for a signed-in visitor", async () => {
    const email = uniqueEmail();
    const res = await call(
      "pilot_program",
      { name: "Pat", email, phone: "5125550142", useCase: "After-hours calls" },
      { headers: { cookie: "test-session=ok" } },
    );
    expect(res.status).toBe(201);
    const [lead] = await leadsBy(email);
    expect(lead).toMatchObject({
      formType: "pilot_program",
      userId: null,
      data: { company: "", useCase: "After-hours calls" },
    });
  });

  it.each([
    ["strategy_call", { name: "S", phone: "5125550142", challenges: "no-shows" }],
    ["contact", { name: "C", message: "Hello there" }],
    ["question", { question: "Does it work for dentists?" }],
    ["assessment", {}],
  ])("stores a %s lead", async (formType, fields) => {
    const email = uniqueEmail(formType);
    const res = await call(formType, { ...fields, email });
    expect(res.status).toBe(201);
    const [lead] = await leadsBy(email);
    expect(lead.formType).toBe(formType);
    await until(() => crm.deliveries.find((d) => d.idempotencyKey === lead.id));
  });

  it("stores an ebook chat message, which has no email and nothing to send to the CRM", async () => {
    const before = await count();
    const res = await call("chat_message", { message: "Do you work with restaurants?" });
    expect(res.status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it("asks a signed-out visitor to log in for a demo request and stores nothing", async () => {
    const before = await count();
    const res = await call("demo_request", { name: "A", email: uniqueEmail(), phone: "5125550142" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: "You need to be logged in to submit a demo request.",
      code: "LOGIN_REQUIRED",
    });
    expect(await count()).toBe(before);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await count();
    const res = await call("pilot_program", {
      name: "Bot",
      email: uniqueEmail("bot"),
      phone: "5125550142",
      useCase: "spam",
      website: "http://spam.example",
    });
    expect(res.status).toBe(201);
    expect(await count()).toBe(before);
  });

  it("notifies the business owner by email, with the visitor's text escaped", async () => {
    const email = uniqueEmail("notify");
    await call("question", { email, question: "<img src=x onerror=alert(1)> pricing?" });
    const mail = await until(async () => (await mailer.outbox!.list()).find((m) => m.text.includes(email)));
    expect(mail.to).toBe("owner@example.com");
    expect(mail.subject).toBe(`New ebook question from ${email}`);
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).not.toContain("<img");
  });
});

describe("first touch (issue 20, decision 072)", () => {
  it("stores the visit's first touch with the lead, out of the lead's own data", async () => {
    const email = uniqueEmail("touch");
    const firstTouch = JSON.stringify({ landing: "/", utmSource: "newsletter", utmCampaign: "fall", ref: "VOXA2345" });
    const res = await call("contact", { name: "Fay Touch", email, message: "Hello there", firstTouch, page: "/contact" });
    expect(res.status).toBe(201);
    const [lead] = await leadsBy(email);
    expect(lead.firstTouch).toStrictEqual({ landing: "/", utmSource: "newsletter", utmCampaign: "fall", ref: "VOXA2345" });
    expect(lead.data).not.toHaveProperty("firstTouch");
  });

  it("a missing or malformed first touch never refuses the lead: it is stored as none", async () => {
    for (const firstTouch of [undefined, "", "{", '{"landing":"no-slash"}', { landing: "/", extra: 1 }, "x".repeat(5000)]) {
      const email = uniqueEmail("badtouch");
      const res = await call("contact", { name: "Bad Touch", email, message: "Hello there", firstTouch });
      expect(res.status).toBe(201);
      const [lead] = await leadsBy(email);
      expect(lead.firstTouch).toBeNull();
    }
  });
});

describe("the demo chat's hand-off (issue 16, decision 056)", () => {
  it("a strategy call left in the chat is stored with its source, reaches the CRM once and notifies the owner", async () => {
    const email = uniqueEmail("handoff");
    const challenges = "Asked in the demo chat (Restaurants demo): Can I talk to a person?";
    const res = await call("strategy_call", {
      name: "Rosa Diaz",
      email,
      phone: "512 555 0199",
      company: "",
      challenges,
      source: "demo-chat",
      page: "/demo",
    });
    expect(res.status).toBe(201);
    const [lead, ...more] = await leadsBy(email);
    expect(more).toHaveLength(0);
    expect(lead.formType).toBe("strategy_call");
    expect(lead.page).toBe("/demo");
    expect(lead.data).toStrictEqual({
      name: "Rosa Diaz",
      email,
      phone: "512 555 0199",
      company: "",
      challenges,
      source: "demo-chat",
    });
    const delivery = await until(() => crm.deliveries.find((d) => d.idempotencyKey === lead.id));
    expect(delivery.payload).toStrictEqual({
      email,
      firstName: "Rosa",
      lastName: "Diaz",
      phone: "512 555 0199",
      company: "",
      challenges,
      source: "demo-chat",
      formType: "strategy_call",
    });
    const mail = await until(async () => (await mailer.outbox!.list()).find((m) => m.text.includes(email)));
    expect(mail.to).toBe("owner@example.com");
  });

  it("an unknown source is dropped, never a reason to refuse the lead; bad fields are refused as on the form", async () => {
    const email = uniqueEmail("source");
    const ok = await call("strategy_call", { name: "Sam", email, phone: "512 555 0100", source: "<script>" });
    expect(ok.status).toBe(201);
    expect((await leadsBy(email))[0].data).not.toHaveProperty("source");
    const bad = await call("strategy_call", { name: "Sam", email: "sam@", phone: "512 555 0100", source: "demo-chat" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("Please enter a valid email address");
  });
});

describe("bad input: a clear status and nothing stored", () => {
  it.each([
    [
      "missing required fields",
      "strategy_call",
      { email: "x@example.com" },
      {},
      400,
      "Please fill in all required fields",
    ],
    ["a malformed email", "assessment", { email: "nope" }, {}, 400, "Please enter a valid email address"],
    [
      "an oversized field",
      "contact",
      { name: "A", email: "a@example.com", message: "x".repeat(5001) },
      {},
      400,
      "Message must be at most 5000 characters",
    ],
    ["a wrong type", "question", { email: "a@example.com", question: ["x"] }, {}, 400, "Question must be text"],
    ["an array body", "assessment", [{ email: "a@example.com" }], {}, 400, "The request body must be a JSON object."],
    ["malformed JSON", "assessment", null, { raw: '{"email":' }, 400, "The request body is not valid JSON."],
    [
      "a form body",
      "assessment",
      null,
      { raw: "email=a%40example.com", headers: { "content-type": "application/x-www-form-urlencoded" } },
      415,
      "Send the request body as application/json.",
    ],
    [
      "an oversized body",
      "contact",
      { name: "A", email: "a@example.com", message: "x".repeat(60_000) },
      {},
      413,
      "Request body is too large.",
    ],
    ["an unknown form", "newsletter", { email: "a@example.com" }, {}, 404, "Unknown form."],
    ["a form that is not public", "demo_customization", { email: "a@example.com" }, {}, 404, "Unknown form."],
  ] as const)("%s", async (_what, formType, body, opts, status, error) => {
    const before = await count();
    const res = await call(formType, body, opts);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBe(error);
    expect(await count()).toBe(before);
  });

  it("only POST is allowed, through the route module too", async () => {
    const res = await apiAction({
      request: new Request("http://127.0.0.1:3000/api/leads/contact", { method: "PUT", body: "{}" }),
      context: contextFor(),
      params: { formType: "contact" },
    } as never);
    expect(res.status).toBe(405);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After after the limit, per address and form", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++)
      expect((await call("assessment", { email: uniqueEmail() }, { ip, max: 3 })).status).toBe(201);
    const limited = await call("assessment", { email: uniqueEmail() }, { ip, max: 3 });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(((await limited.json()) as { error: string }).error).toBe(
      "Too many submissions from your network. Please wait 10 minutes and try again, or email us directly.",
    );
    expect((await call("assessment", { email: uniqueEmail() }, { max: 3 })).status).toBe(201);
    expect((await call("question", { email: uniqueEmail(), question: "?" }, { ip, max: 3 })).status).toBe(201);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = `lead:test:${Date.now()}`;
    const limit = { max: 2, windowSeconds: 60 };
    const t0 = 1_700_000_000_000;
    expect(await hitRateLimit(database.db, key, limit, t0)).toEqual({ allowed: true });
    expect(await hitRateLimit(database.db, key, limit, t0 + 1000)).toEqual({ allowed: true });
    expect(await hitRateLimit(database.db, key, limit, t0 + 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(await hitRateLimit(database.db, key, limit, t0 + 60_000)).toEqual({ allowed: true });
  });
});

describe("duplicates", () => {
  it("the same form from the same email within 10 minutes is stored as a duplicate and not sent to the CRM again", async () => {
    const email = uniqueEmail("dup");
    const body = { name: "Dee Dupe", phone: "5125550142", useCase: "calls" };
    await call("pilot_program", { ...body, email });
    await call("pilot_program", { ...body, email: email.toUpperCase() });
    await call("strategy_call", { ...body, email });
    const leads = await leadsBy(email);
    const pilots = leads.filter((l) => l.formType === "pilot_program").sort((a, b) => +a.createdAt - +b.createdAt);
    expect(pilots).toHaveLength(2);
    expect(pilots[0].duplicateOf).toBeNull();
    expect(pilots[1].duplicateOf).toBe(pilots[0].id);
    expect(leads.find((l) => l.formType === "strategy_call")?.duplicateOf).toBeNull();
    expect(await jobsFor("crm-sync", pilots[0].id)).toHaveLength(1);
    expect(await jobsFor("crm-sync", pilots[1].id)).toHaveLength(0);
    expect(await jobsFor("lead-notify", pilots[1].id)).toHaveLength(0);

    // Older than the window: a new lead again.
    await database.db
      .update(formSubmissions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(formSubmissions.email, email));
    await call("pilot_program", { ...body, email });
    const again = (await leadsBy(email)).filter((l) => l.formType === "pilot_program");
    expect(again).toHaveLength(3);
    expect(again.filter((l) => l.duplicateOf === null)).toHaveLength(2);
  });

  it("the first lead of a form and email is found through the email index, not by reading every lead of the window", async () => {
    // 3,000 leads in the last ten minutes, arrived after the table's statistics were taken (a
    // campaign's burst), then again once they are counted: either way one index look-up per pair.
    const tag = `plan-${Date.now()}`;
    await database.db.execute(sql`analyze form_submissions`);
    await database.db.execute(sql`
      insert into form_submissions (id, form_type, data, email, page, created_at, updated_at)
      select gen_random_uuid(), 'contact', '{}'::jsonb, ${tag} || '-' || g || '@example.com', '/', now(), now()
      from generate_series(1, 3000) as g
    `);
    try {
      const pairs = [
        { form_type: "contact", email: `${tag}-7@example.com` },
        { form_type: "pilot_program", email: uniqueEmail("plan") },
      ];
      const planOf = async () => {
        const result = await database.db.execute(sql`explain (format json) ${firstLeadsQuery(pairs)}`);
        return JSON.stringify(Object.values(rowsOf<Record<string, unknown>>(result)[0]!)[0]);
      };
      for (const stats of ["stale", "fresh"]) {
        if (stats === "fresh") await database.db.execute(sql`analyze form_submissions`);
        const plan = await planOf();
        expect(plan, `statistics ${stats}`).toContain('"Index Name":"form_submissions_email_form_idx"');
        expect(plan, `statistics ${stats}`).not.toContain('"Node Type":"Seq Scan"');
      }
      const found = await database.db.execute(firstLeadsQuery(pairs));
      expect(rowsOf<{ email: string }>(found).map((r) => r.email)).toEqual([`${tag}-7@example.com`]);
    } finally {
      await database.db.execute(sql`delete from form_submissions where email like ${`${tag}-%`}`);
    }
  });
});

describe("/contact without JavaScript (route action)", () => {
  const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = new URLSearchParams(fields).toString();
    return new Request("http://127.0.0.1:3000/contact", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: "http://127.0.0.1:3000/contact?utm_source=footer",
        ...headers,
      },
      body,
    });
  };
  const run = async (request: Request) => {
    const result = (await contactAction(contextFor(), request)) as
      Response | { type: string; data: unknown; init: ResponseInit | null };
    return result instanceof Response
      ? { status: result.status, location: result.headers.get("Location"), data: undefined }
      : { status: result.init?.status ?? 200, location: null, data: result.data };
  };

  it("stores the message and redirects to /contact?sent=1, taking the page from the Referer", async () => {
    const email = uniqueEmail("nojs");
    const res = await run(
      formPost({ name: "No Script", email, company: "", phone: "", message: "Please call me back", website: "" }),
    );
    expect(res).toMatchObject({ status: 302, location: "/contact?sent=1" });
    const [lead] = await leadsBy(email);
    expect(lead).toMatchObject({
      formType: "contact",
      page: "/contact?utm_source=footer",
      utm: { utm_source: "footer" },
      userId: null,
    });
  });

  it("re-renders with the message and the typed values when something is missing", async () => {
    const before = await count();
    const res = await run(formPost({ name: "No Script", email: "ns@example.com", message: " ", website: "" }));
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      ok: false,
      error: "Please fill in all required fields",
      values: { name: "No Script", email: "ns@example.com", message: " " },
    });
    expect(JSON.stringify(res.data)).not.toContain("website");
    expect(await count()).toBe(before);
  });

  it("refuses a chunked 64 MB post with 413 after reading little of it (no Content-Length to check)", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent >= 64 * 1024 * 1024) return controller.close();
          sent += 16 * 1024;
          controller.enqueue(new Uint8Array(16 * 1024).fill(0x61)); // "aaaa…": one endless field
        },
      },
      { highWaterMark: 0 },
    );
    const before = await count();
    const res = await run(
      new Request("http://127.0.0.1:3000/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(res.data).toMatchObject({ ok: false, error: "Request body is too large." });
    expect(sent).toBeLessThanOrEqual(48 * 1024 + 32 * 1024);
    expect(await count()).toBe(before);
  });

  it("refuses a JSON body (415)", async () => {
    const res = await run(
      new Request("http://127.0.0.1:3000/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(res.status).toBe(415);
  });
});

describe("/forms/:formType without JavaScript (the dialog forms' own pages)", () => {
  const formPost = (
    slug: string,
    fields: Record<string, string>,
    opts: { from?: string; headers?: Record<string, string> } = {},
  ) =>
    new Request(
      `http://127.0.0.1:3000/forms/${slug}${opts.from ? `?${new URLSearchParams({ from: opts.from })}` : ""}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...opts.headers },
        body: new URLSearchParams(fields).toString(),
      },
    );
  const run = async (slug: string, request: Request, ip?: string) => {
    const result = (await formPageAction({
      params: { formType: slug },
      request,
      context: contextFor(ip),
    } as never)) as Response | { type: string; data: unknown; init: ResponseInit | null };
    return result instanceof Response
      ? { status: result.status, location: result.headers.get("Location"), data: undefined }
      : { status: result.init?.status ?? 200, location: null, data: result.data };
  };
  const demo = (email: string) => ({
    name: "Dana Scully",
    email,
    phone: "+1 512 555 0142",
    company: "Bright Dental",
    message: "Two locations",
    website: "",
    page: "/checkout",
  });

  it("a signed-out demo request goes to /login and back to the form; nothing is stored", async () => {
    const email = uniqueEmail("nojs-demo-out");
    const res = await run("demo-request", formPost("demo-request", demo(email), { from: "/checkout" }));
    expect(res).toMatchObject({
      status: 302,
      location: `/login?${new URLSearchParams({ redirectTo: "/forms/demo-request?from=%2Fcheckout" })}`,
    });
    expect(await leadsBy(email)).toHaveLength(0);
    // The page itself sends a signed-out visitor to log in before they type anything.
    await expect(
      formPageLoader({
        params: { formType: "demo-request" },
        request: new Request("http://127.0.0.1:3000/forms/demo-request"),
        context: contextFor(),
      } as never),
    ).rejects.toMatchObject({ status: 302 });
  });

  it("a signed-in demo request is stored for the user with the page the button was on, then confirmed", async () => {
    const email = uniqueEmail("nojs-demo-in");
    const res = await run(
      "demo-request",
      formPost("demo-request", demo(email), { from: "/checkout", headers: { cookie: "test-session=ok" } }),
    );
    expect(res).toMatchObject({ status: 302, location: "/forms/demo-request?sent=1&from=%2Fcheckout" });
    const [lead] = await leadsBy(email);
    expect(lead).toMatchObject({
      formType: "demo_request",
      userId,
      page: "/checkout",
      consentText: consentTextFor("demo_request"),
      data: {
        name: "Dana Scully",
        email,
        phone: "+1 512 555 0142",
        company: "Bright Dental",
        message: "Two locations",
      },
    });
  });

  it("a missing field re-renders with the spec's message and what was typed; nothing is stored", async () => {
    const email = uniqueEmail("nojs-pilot");
    const res = await run(
      "pilot-program",
      formPost("pilot-program", { name: "Pat Lee", email, phone: "5125550142", useCase: "  ", website: "" }),
    );
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      ok: false,
      error: "Please fill in all required fields",
      fieldErrors: { useCase: "Please fill in all required fields" },
      values: { name: "Pat Lee", email, phone: "5125550142", useCase: "  " },
    });
    expect(await leadsBy(email)).toHaveLength(0);
  });

  it("the question and assessment forms store their lead with the consent text shown; the page comes from the Referer", async () => {
    const email = uniqueEmail("nojs-assess");
    const res = await run(
      "assessment",
      formPost(
        "assessment",
        { email, website: "" },
        { from: "/ai-ebook", headers: { referer: "http://127.0.0.1:3000/ai-ebook?utm_source=ad" } },
      ),
    );
    expect(res).toMatchObject({ status: 302, location: "/forms/assessment?sent=1&from=%2Fai-ebook" });
    expect((await leadsBy(email))[0]).toMatchObject({
      formType: "assessment",
      userId: null,
      page: "/ai-ebook?utm_source=ad",
      consentText: consentTextFor("assessment"),
    });
    const asker = uniqueEmail("nojs-question");
    await run("question", formPost("question", { email: asker, question: "Two locations?", website: "" }));
    expect((await leadsBy(asker))[0]).toMatchObject({
      formType: "question",
      data: { email: asker, question: "Two locations?" },
    });
  });

  it("a filled honeypot looks sent and stores nothing; the 21st post from one address gets 429 with the message", async () => {
    const ip = nextIp();
    const bot = { name: "Bot", email: uniqueEmail("bot"), phone: "5125550142", website: "https://spam.example" };
    for (let i = 0; i < 20; i++) {
      const res = await run("strategy-call", formPost("strategy-call", bot), ip);
      expect(res).toMatchObject({ status: 302, location: "/forms/strategy-call?sent=1" });
    }
    expect(await leadsBy(bot.email)).toHaveLength(0);
    const limited = await run("strategy-call", formPost("strategy-call", { ...bot, website: "" }), ip);
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ error: expect.stringMatching(/^Too many submissions from your network\./) });
  });

  it("an unknown form is a 404; a JSON body a 415", async () => {
    await expect(run("contact-us", formPost("contact-us", {}))).rejects.toMatchObject({ init: { status: 404 } });
    const res = await run(
      "question",
      new Request("http://127.0.0.1:3000/forms/question", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(res.status).toBe(415);
  });
});

describe("duplicates at the same moment", () => {
  it("five identical submissions at once make one original and four duplicates", async () => {
    const email = uniqueEmail("race");
    const responses = await Promise.all(Array.from({ length: 5 }, () => call("assessment", { email })));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const leads = await leadsBy(email);
    const originals = leads.filter((l) => l.duplicateOf === null);
    expect(originals).toHaveLength(1);
    expect(leads.filter((l) => l.duplicateOf === originals[0].id)).toHaveLength(4);
  });
});

describe("CRM sync never loses a lead", () => {
  it("a webhook that fails 3 times then succeeds gets the lead exactly once", async () => {
    const email = uniqueEmail("retry");
    crm.failNext(3, email);
    expect((await call("assessment", { email })).status).toBe(201);
    const [lead] = await leadsBy(email);
    await until(() => crm.deliveries.find((d) => d.idempotencyKey === lead.id), 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(crm.deliveries.filter((d) => d.idempotencyKey === lead.id)).toHaveLength(1);
    expect(crm.attempts.filter((a) => a.idempotencyKey === lead.id).map((a) => a.status)).toEqual([503, 503, 503, 201]);
    expect((await jobsFor("crm-sync", lead.id))[0].state).toBe("completed");
  }, 40_000);

  it("a webhook that times out is retried, and the repeat is recognised by its Idempotency-Key", async () => {
    const email = uniqueEmail("timeout");
    crm.hangNext(1, email);
    await call("assessment", { email });
    const [lead] = await leadsBy(email);
    await until(() => crm.deliveries.find((d) => d.idempotencyKey === lead.id), 30_000);
    expect(crm.deliveries.filter((d) => d.idempotencyKey === lead.id)).toHaveLength(1);
    expect(crm.attempts.filter((a) => a.idempotencyKey === lead.id).length).toBeGreaterThanOrEqual(2);
  }, 40_000);

  it("with the CRM down, the visitor still sees success, the lead is stored and the job waits for a retry", async () => {
    const email = uniqueEmail("down");
    crm.failNext(1000, email);
    const res = await call("assessment", { email });
    expect(res.status).toBe(201);
    const [lead] = await leadsBy(email);
    expect(lead).toBeTruthy();
    await until(async () => (await jobsFor("crm-sync", lead.id))[0]?.state === "retry", 20_000);
    crm.heal();
    await until(() => crm.deliveries.find((d) => d.idempotencyKey === lead.id), 30_000);
  }, 60_000);

  it("after the retries run out the job is dead-lettered for the owner to see", async () => {
    const email = uniqueEmail("dead");
    crm.failNext(1000, email);
    await call("assessment", { email });
    const [lead] = await leadsBy(email);
    await until(async () => (await jobsFor("crm-sync-dead", lead.id)).length > 0, 40_000);
    expect((await jobsFor("crm-sync", lead.id))[0].state).toBe("failed");
    expect(crm.deliveries.find((d) => d.idempotencyKey === lead.id)).toBeUndefined();
  }, 60_000);

  it("the delivery adapter refuses a non-2xx answer and accepts 409 (already delivered)", async () => {
    crm.failNext(1, "adapter@example.com");
    await expect(
      deliverToCrm({
        url: crm.url,
        secret: SECRET,
        leadId: "x-1",
        payload: { email: "adapter@example.com", formType: "assessment" },
      }),
    ).rejects.toThrow("CRM webhook answered 503");
    await expect(
      deliverToCrm({
        url: crm.url,
        secret: "wrong",
        leadId: "x-1",
        payload: { email: "a@example.com", formType: "assessment" },
      }),
    ).rejects.toThrow("CRM webhook answered 401");
    await expect(
      deliverToCrm({ url: "http://127.0.0.1:9/", leadId: "x", payload: { email: "a", formType: "x" }, timeoutMs: 500 }),
    ).rejects.toThrow(/unreachable/);
  });

  it("without a webhook URL the payload is logged instead", async () => {
    const info = vi.fn();
    const job = crmSyncJob({
      env: { ...env, MAILING_LIST_WEBHOOK_URL: undefined },
      logger: { info, warn: vi.fn() } as never,
    });
    const payload = { email: "a@example.com", formType: "assessment" };
    expect(await job({ leadId: "lead-1", body: JSON.stringify(payload) })).toEqual({ logged: true });
    expect(info).toHaveBeenCalledWith({ leadId: "lead-1", payload }, expect.stringContaining("not configured"));
  });
});

describe("business details (demo helper)", () => {
  it("storeLead works for the demo helper's business details too (demo_customization)", async () => {
    const stored = await storeLead(services, {
      formType: "demo_customization",
      userId,
      email: "Member@Example.com",
      data: { businessName: "Bright Dental", industry: "healthcare", businessSize: "11-50" },
      origin: { clientIp: "127.0.0.1", page: "/demo" },
    });
    const delivery = await until(() => crm.deliveries.find((d) => d.idempotencyKey === stored.id));
    expect(delivery.payload).toStrictEqual({
      email: "member@example.com",
      businessName: "Bright Dental",
      industry: "healthcare",
      businessSize: "11-50",
      formType: "demo_customization",
    });
  });
});

describe("load", () => {
  it("200 concurrent submissions → 200 rows", async () => {
    const before = await count();
    const tag = `burst${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(
          "contact",
          { name: `Visitor ${i}`, email: `${tag}.${i}@example.com`, message: `Message ${i}` },
          { ip: `203.0.113.${i % 250}`, max: 1000 },
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    expect(await count()).toBe(before + 200);
    const rows = await database.db.execute(
      sql`select count(distinct email)::int as n from form_submissions where email like ${`${tag}.%`}`,
    );
    expect(rowsOf<{ n: number }>(rows)[0]!.n).toBe(200);
  }, 60_000);
});

describe("a strategy call with a time picked (issue 17)", () => {
  const person = { name: "Dana Scully", phone: "512 555 0199", company: "FBI", challenges: "No-shows" };

  it("books the time with the lead, in one step; the CRM gets the call's start and the visitor's zone", async () => {
    const [slot] = await openCallSlots(database.db, "strategy_call");
    const email = uniqueEmail("booked");
    const res = await call("strategy_call", { ...person, email, slotStart: slot!.toISOString(), timeZone: "Europe/Berlin" });
    expect(res.status).toBe(201);
    const [lead, ...more] = await leadsBy(email);
    expect(more).toHaveLength(0);
    expect(lead!.data).toMatchObject({ slotStart: slot!.toISOString(), timeZone: "Europe/Berlin" });
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.leadId, lead!.id));
    expect(booking).toMatchObject({ kind: "strategy_call", status: "booked", timeZone: "Europe/Berlin", email, name: "Dana Scully" });
    expect(booking!.slotStart.toISOString()).toBe(slot!.toISOString());
    const delivery = await until(() => crm.deliveries.find((d) => d.idempotencyKey === lead!.id));
    expect(delivery.payload).toMatchObject({ callStart: slot!.toISOString(), callTimeZone: "Europe/Berlin", formType: "strategy_call" });
  });

  it("one address has at most two calls booked at once: the third time is refused (429) with the way on, and nothing is stored (issue 40)", async () => {
    const ip = "203.0.113.77";
    const slots = await openCallSlots(database.db, "strategy_call");
    for (const i of [0, 2])
      expect((await call("strategy_call", { ...person, email: uniqueEmail(`claim${i}`), slotStart: slots[i]!.toISOString(), timeZone: "UTC" }, { ip })).status).toBe(201);
    const email = uniqueEmail("claim-third");
    const res = await call("strategy_call", { ...person, email, slotStart: slots[4]!.toISOString(), timeZone: "UTC" }, { ip });
    const message =
      'You already have 2 call times held or booked with us. Use the links in your confirmation email to move a call you no longer need. Or choose "No time now" and we\'ll reach out to schedule.';
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: message, code: "LIMIT_REACHED", fieldErrors: { slotStart: message } });
    expect(await leadsBy(email)).toHaveLength(0);
    // The same visitor without a time is a lead as always; another address still books.
    expect((await call("strategy_call", { ...person, email }, { ip })).status).toBe(201);
    expect(await leadsBy(email)).toHaveLength(1);
    expect((await call("strategy_call", { ...person, email: uniqueEmail("other"), slotStart: slots[4]!.toISOString(), timeZone: "UTC" })).status).toBe(201);
  });

  it("the same email from another address counts as the same visitor (issue 40)", async () => {
    const email = uniqueEmail("one-person");
    const slots = await openCallSlots(database.db, "strategy_call");
    // Two different forms' leads of one person (a duplicate within the window would not book again).
    expect((await call("strategy_call", { ...person, email, slotStart: slots[6]!.toISOString(), timeZone: "UTC" })).status).toBe(201);
    expect((await call("strategy_call", { ...person, email: email.toUpperCase(), slotStart: slots[8]!.toISOString(), timeZone: "UTC" })).status).toBe(201);
    const res = await call("strategy_call", { ...person, email, slotStart: slots[10]!.toISOString(), timeZone: "UTC" });
    expect(res.status).toBe(429);
  });

  it("a time taken a moment ago: 409 'That time was just taken — pick another.', and nothing is stored", async () => {
    const [slot] = await openCallSlots(database.db, "strategy_call");
    await call("strategy_call", { ...person, email: uniqueEmail("first"), slotStart: slot!.toISOString(), timeZone: "UTC" });
    const email = uniqueEmail("second");
    const res = await call("strategy_call", { ...person, email, slotStart: slot!.toISOString(), timeZone: "UTC" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: "That time was just taken — pick another.",
      code: "SLOT_TAKEN",
      fieldErrors: { slotStart: "That time was just taken — pick another." },
    });
    expect(await leadsBy(email)).toHaveLength(0);
  });

  it("a time outside the hours, a made-up zone or a date that is not one: 400 with the reason, nothing stored", async () => {
    const email = uniqueEmail("refused");
    const offered = (await openCallSlots(database.db, "strategy_call")).map((s) => s.getTime());
    const notOffered = new Date(Math.max(...offered) + 7 * 60_000); // off the half-hour grid
    const cases: [Record<string, string>, string][] = [
      [{ slotStart: notOffered.toISOString(), timeZone: "UTC" }, "That time isn't one we offer. Please pick one of the listed times."],
      [{ slotStart: "2020-01-01T10:00:00Z", timeZone: "UTC" }, "That time has passed. Please pick one of the listed times."],
      [{ slotStart: "tomorrow at ten", timeZone: "UTC" }, "That time isn't one we offer. Please pick one of the listed times."],
      [{ slotStart: new Date(offered[0]!).toISOString(), timeZone: "Mars/Olympus" }, "Choose a time zone from the list."],
    ];
    for (const [fields, message] of cases) {
      const res = await call("strategy_call", { ...person, email, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    expect(await leadsBy(email)).toHaveLength(0);
  });

  it("no time chosen stays possible: the lead is stored without a booking", async () => {
    const email = uniqueEmail("later");
    const res = await call("strategy_call", { ...person, email, slotStart: "", timeZone: "" });
    expect(res.status).toBe(201);
    const [lead] = await leadsBy(email);
    expect(lead!.data).toStrictEqual({ ...person, email });
    expect(await database.db.select().from(bookings).where(eq(bookings.leadId, lead!.id))).toHaveLength(0);
  });
});
