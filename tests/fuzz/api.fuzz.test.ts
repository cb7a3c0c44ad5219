import fc from "fast-check";
import { referralCookieValue } from "../../app/features/affiliate/referral-cookie.server";
import { manageToken } from "../../app/features/scheduling/bookings.server";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "#platform/auth.server";
import { PASSWORD, sessionUser, signUpVerified } from "./accounts";
import { settle, snapshot } from "./db";
import { actorsOf, endpoints, type Ctx } from "./endpoints";
import {
  ADMIN_EMAIL,
  FUZZ_AUTH_SECRET,
  STRIPE_KEY,
  UPLOAD_MAX_BYTES,
  WEBHOOK_SECRET,
  startWorld,
  type Site,
  type World,
} from "./harness";
import { looksLikeInternals, send, type FuzzRequest } from "./http";
import { FUZZ_SCALE, FUZZ_SEED, fuzzEndpoint, report, runsFor, seedFor, type BatchResult } from "./runner";

/**
 * `npm run test:fuzz`: property-based fuzzing (fast-check) of every state-changing endpoint
 * listed in ./endpoints.ts, against the production build on PostgreSQL. For each endpoint and
 * caller: no answer ≥ 500, every refusal a clear 400/401/403/404/405/409/413/415 message (JSON
 * for APIs, the page or `.data` payload for forms), and rows written only for accepted requests.
 */

let world: World;
let ctx: Ctx;
const results: BatchResult[] = [];
const VICTIM_PASSWORD = "victim password 12345";

async function postJson(site: Site, p: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${site.url}${p}`, {
    method: "POST",
    headers: { origin: site.origin, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${p} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function postForm(site: Site, p: string, fields: Record<string, string>, cookie?: string) {
  const res = await fetch(`${site.url}${p}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: site.origin,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  await res.body?.cancel();
  if (res.status >= 400) throw new Error(`POST ${p} answered ${res.status}`);
  return res;
}

function findKey(value: unknown, key: string, depth = 0): unknown {
  if (depth > 12 || typeof value !== "object" || value === null) return undefined;
  if (key in value) return (value as Record<string, unknown>)[key];
  for (const v of Object.values(value)) {
    const found = findKey(v, key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A paid test-mode order (optionally through an affiliate code); returns its id. */
async function paidTestOrder(priceId: string, refCode?: string) {
  const { url } = (await postJson(world.testMode, "/api/create-checkout", {
    priceId,
    ...(refCode ? { refCode } : {}),
  })) as { url: string };
  const id = url.split("/").pop()!;
  await postForm(world.testMode, `/checkout/test/${id}`, {
    intent: "pay",
    email: `buyer-${id.slice(0, 8)}@example.com`,
  });
  return id;
}

async function refreshFixtures() {
  const q = async (sql: string, params: unknown[] = []) =>
    (await ctx.pool.query<{ id: string }>(sql, params)).rows.map((r) => String(r.id));
  const d = ctx.data;
  d.fileIds = await q("select id from business_files where user_id = $1 order by created_at desc limit 60", [
    ctx.userId,
  ]);
  d.leadIds = await q("select id from form_submissions order by created_at desc limit 60");
  d.affiliateIds = await q("select id from affiliates");
  d.referralIds = await q("select id from referrals");
  d.jobIds = await q("select id from pgboss.job order by created_on desc limit 30").catch(() => []);
  d.orderIds = await q("select id from orders order by created_at desc limit 40");
  d.otherSessionTokens = (
    await ctx.pool.query<{ token: string }>('select token from "session" where user_id in ($1, $2)', [
      ctx.userId,
      ctx.adminId,
    ])
  ).rows.map((r) => r.token);
}

beforeAll(async () => {
  const t0 = Date.now();
  world = await startWorld();
  const main = world.main;
  const [user, admin, signin] = await Promise.all([
    signUpVerified(main, "fuzz-user@example.com"),
    signUpVerified(main, ADMIN_EMAIL),
    signUpVerified(main, "fuzz-signin@example.com"),
  ]);
  const [userRow, adminRow] = await Promise.all([sessionUser(main, user.cookie), sessionUser(main, admin.cookie)]);
  // One account of its own for each signed-in better-auth endpoint.
  const victims = new Map<string, string>();
  const victimEndpoints = endpoints.filter((e) => (e.runs.victim ?? 0) > 0);
  for (let i = 0; i < victimEndpoints.length; i += 4) {
    await Promise.all(
      victimEndpoints.slice(i, i + 4).map(async (ep, j) => {
        const v = await signUpVerified(main, `fuzz-victim-${i + j}@example.com`, VICTIM_PASSWORD);
        victims.set(ep.id, v.cookie);
      }),
    );
  }
  ctx = {
    main,
    testMode: world.testMode,
    pool: world.pool,
    cookies: { user: user.cookie, admin: admin.cookie },
    victims,
    victimPassword: VICTIM_PASSWORD,
    signin: { email: signin.email, password: PASSWORD },
    userId: userRow.id,
    adminId: adminRow.id,
    uploadMaxBytes: UPLOAD_MAX_BYTES,
    webhookSecret: WEBHOOK_SECRET,
    data: {
      fileIds: [],
      leadIds: [],
      affiliateIds: [],
      referralIds: [],
      jobIds: [],
      testOrderIds: [],
      orderIds: [],
      bookingSessionId: "",
      slots: [],
      bookingIds: [],
      callTokens: { reschedule: [], cancel: [] },
      callSlots: [],
      paymentIntents: [],
      subscriptions: [],
      otherSessionTokens: [],
    },
  };

  // Pending test-mode orders to pay, and a paid one with a strategy session to book.
  for (let i = 0; i < 10; i++) {
    const { url } = (await postJson(world.testMode, "/api/create-checkout", {
      priceId: i % 2 ? "ebook" : "main-offer",
    })) as { url: string };
    ctx.data.testOrderIds.push(url.split("/").pop()!);
  }
  // A paid strategy session whose held time was lost (decision 064): it is cancelled (the hold is
  // released), another checkout holds the same time, then it is paid; its success page offers the picker.
  const sessionSlots = (await (await fetch(`${world.testMode.url}/api/scheduling/slots?kind=strategy_session&tz=UTC`)).json()) as {
    days: { slots: { iso: string }[] }[];
  };
  const lostTime = sessionSlots.days[0]!.slots[0]!.iso;
  // Who the session is with is asked beside the time (decision 097).
  const sessionBuyer = (tag: string) => ({ name: "Fuzz Buyer", email: `session-${tag}@example.com`, phone: "+1 512 555 0150" });
  const { url: lostUrl } = (await postJson(world.testMode, "/api/create-checkout", {
    priceId: "strategy-session",
    slotStart: lostTime,
    timeZone: "UTC",
    ...sessionBuyer("lost"),
  })) as { url: string };
  const bookingOrder = lostUrl.split("/").pop()!;
  await fetch(`${world.testMode.url}/checkout/cancel?order=${bookingOrder}`, { redirect: "manual" });
  await postJson(world.testMode, "/api/create-checkout", { priceId: "strategy-session", slotStart: lostTime, timeZone: "UTC", ...sessionBuyer("other") });
  await postForm(world.testMode, `/checkout/test/${bookingOrder}`, { intent: "pay", email: `buyer-${bookingOrder.slice(0, 8)}@example.com` });
  ctx.data.bookingSessionId = `test_${bookingOrder}`;
  const loader = await fetch(`${world.testMode.url}/checkout/success.data?session_id=${ctx.data.bookingSessionId}`);
  const { UNSAFE_decodeViaTurboStream: decode } = await import("react-router");
  const decoded = await decode(loader.body!, globalThis as never);
  await decoded.done.catch(() => {});
  const pick = findKey(decoded.value, "pick") as { slots: { days: { slots: { iso: string }[] }[] } } | null | undefined;
  ctx.data.slots = pick?.slots.days.flatMap((d) => d.slots.map((x) => x.iso)) ?? [];
  if (!ctx.data.slots.length) throw new Error("the booking fixture has no open slots");

  // Booked strategy calls (issue 17): the tokens their emails carry, and times left to move to.
  const callTimes = async () =>
    ((await (await fetch(`${main.url}/api/scheduling/slots?kind=strategy_call&tz=UTC`)).json()) as { days: { slots: { iso: string }[] }[] }).days.flatMap(
      (d) => d.slots.map((s) => s.iso),
    );
  const open = await callTimes();
  for (let i = 0; i < 8; i++)
    await postJson(main, "/api/leads/strategy_call", { name: "Fuzz Caller", email: `fuzz-call-${i}@example.com`, phone: "512 555 0100", slotStart: open[i * 2], timeZone: "UTC" });
  const calls = (await world.pool.query<{ id: string; version: number; slot_end: Date }>("select id, version, slot_end from bookings where kind = 'strategy_call'")).rows;
  if (calls.length < 8) throw new Error(`the call fixture booked ${calls.length} of 8 calls`);
  ctx.data.bookingIds = calls.map((c) => c.id);
  for (const purpose of ["reschedule", "cancel"] as const)
    ctx.data.callTokens[purpose] = calls.map((c) => manageToken(FUZZ_AUTH_SECRET, purpose, { id: c.id, version: c.version, slotEnd: new Date(c.slot_end) }));
  ctx.data.callSlots = (await callTimes()).slice(0, 40);

  // An affiliate (the admin), with sign-up and order referrals for the console to act on.
  await postForm(main, "/affiliate-program?index", { intent: "join" }, admin.cookie);
  const code = (
    await world.pool.query<{ code: string }>("select code from affiliates where user_id = $1", [adminRow.id])
  ).rows[0]!.code;
  for (const n of [1, 2])
    await postJson(
      main,
      "/api/auth/sign-up/email",
      { email: `fuzz-referred-${n}@example.com`, password: PASSWORD, name: "" },
      { cookie: `voxa_ref=${referralCookieValue(code, FUZZ_AUTH_SECRET)}` },
    );
  for (const n of [1, 2, 3]) await paidTestOrder(n === 3 ? "main-offer" : "ebook", code);
  await settle(world.pool, 30_000);

  // What the Stripe fake knows: payment intents and subscriptions that signed events refer to.
  await refreshFixtures();
  const [o1, o2, o3] = ctx.data.orderIds;
  const pis: [string, Record<string, string>][] = [
    ["pi_fuzz_known_1", { orderId: o1! }],
    ["pi_fuzz_known_2", { orderId: o2! }],
    ["pi_fuzz_nometa", {}],
    ["pi_fuzz_unknown_order", { orderId: "5b0e5e0e-0000-4000-8000-000000000000" }],
  ];
  for (const [id, metadata] of pis) world.stripe.paymentIntents.set(id, { id, object: "payment_intent", metadata });
  const subs: [string, Record<string, string>][] = [
    ["sub_fuzz_known", { orderId: o3! }],
    ["sub_fuzz_nometa", {}],
  ];
  for (const [id, metadata] of subs) world.stripe.subscriptions.set(id, { id, object: "subscription", metadata });
  ctx.data.paymentIntents = pis.map((p) => p[0]);
  ctx.data.subscriptions = subs.map((s) => s[0]);
  console.log(
    `fixtures: ${Object.entries(ctx.data)
      .map(([k, v]) => `${k} ${Array.isArray(v) ? v.length : v}`)
      .join(", ")}`,
  );
  console.log(
    `fuzz world ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (FUZZ_SEED=${FUZZ_SEED}, Stripe key ${STRIPE_KEY.slice(0, 8)}…)`,
  );
}, 900_000);

afterAll(async () => {
  const file = process.env.FUZZ_SUMMARY_FILE;
  if (file)
    writeFileSync(
      file,
      JSON.stringify(
        { seed: FUZZ_SEED, results: results.map(({ failures, ...r }) => ({ ...r, failed: failures.length })) },
        null,
        2,
      ),
    );
  await world?.close();
}, 120_000);

describe("the inventory", () => {
  it("lists every route module with an action and every better-auth endpoint", async () => {
    type Entry = { file: string; path?: string; index?: boolean; children?: Entry[] };
    const routes = (await import("../../app/routes")).default as Entry[];
    const withActions: string[] = [];
    const visit = (list: Entry[], parent: string) => {
      for (const r of list) {
        const full = r.index ? parent : `${parent}/${r.path ?? ""}`.replace(/\/+/g, "/");
        const src = readFileSync(path.join("app", r.file), "utf8");
        if (/export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(src))
          withActions.push(full.replace(/\/$/, "") || "/");
        if (r.children) visit(r.children, full);
      }
    };
    visit(routes, "");
    const inventoried = new Set(endpoints.map((e) => e.path.split("?")[0]));
    const missingRoutes = withActions.filter((p) => !inventoried.has(p));
    expect(withActions.length).toBeGreaterThanOrEqual(20);
    expect(missingRoutes).toEqual([]);

    const auth = createAuth({
      env: { PUBLIC_SITE_URL: "http://127.0.0.1:3000", BETTER_AUTH_SECRET: "x".repeat(40) },
      logger: pino({ level: "silent" }),
      database: { db: {} as never },
      jobs: { send: async () => null, boss: undefined as never },
    });
    const authPosts = Object.values(
      auth.api as Record<
        string,
        { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } }
      >,
    )
      .filter((e) => e.path && !e.options?.metadata?.SERVER_ONLY)
      .filter((e) => [e.options?.method].flat().some((m) => m && m !== "GET"))
      .map((e) => `/api/auth${e.path}`);
    const missingAuth = authPosts.filter((p) => !inventoried.has(p));
    expect(authPosts.length).toBeGreaterThanOrEqual(30);
    expect(missingAuth).toEqual([]);
  });

  it("sends at least 10,000 bodies in total", () => {
    const total = endpoints.reduce((n, ep) => n + actorsOf(ep).reduce((m, a) => m + runsFor(ep, a), 0), 0);
    console.log(`bodies planned: ${total} over ${endpoints.length} endpoints (FUZZ_SCALE=${FUZZ_SCALE})`);
    expect(total).toBeGreaterThanOrEqual(Math.round(10_000 * FUZZ_SCALE));
  });
});

describe("every endpoint, fuzzed", () => {
  for (const ep of endpoints) {
    for (const actor of actorsOf(ep)) {
      it(`${ep.id} as ${actor}`, async () => {
        await refreshFixtures();
        const r = await fuzzEndpoint(ep, actor, ctx);
        results.push(r);
        const text = report(r);
        console.log(text.split("\n")[0]);
        if (r.failures.length || r.rowProblems.length) throw new Error(text);
        if (actor === "victim") {
          // Whatever a signed-in account did to itself, the other accounts are still signed in.
          await expect(sessionUser(ctx.main, ctx.cookies.user)).resolves.toMatchObject({ id: ctx.userId });
          await expect(sessionUser(ctx.main, ctx.cookies.admin)).resolves.toMatchObject({ id: ctx.adminId });
        }
      });
    }
  }
});

describe("rate limits (no multipliers)", () => {
  it("a burst from one address gets 429 with a clear message and Retry-After, after exactly the allowed number", async () => {
    const strict = await world.startExtra(
      { RATE_LIMIT_MULTIPLIER: "1", AUTH_RATE_LIMIT_MULTIPLIER: "1", TRUST_PROXY: "1" },
      "strict",
    );
    let addresses = 0;
    type Target = {
      name: string;
      max: number;
      window: number;
      parallel: boolean;
      table?: "form_submissions" | "user";
      request: (n: number) => FuzzRequest;
    };
    const json = (p: string, value: unknown): FuzzRequest => ({
      method: "POST",
      path: p,
      contentType: "application/json",
      body: { type: "json", value },
      variant: "valid",
    });
    const targets: Target[] = [
      {
        name: "lead form",
        max: 20,
        window: 600,
        parallel: true,
        table: "form_submissions",
        request: (n) => json("/api/leads/question", { email: `burst-${n}@example.com`, question: "How much?" }),
      },
      {
        name: "chat",
        max: 30,
        window: 600,
        parallel: true,
        request: () => json("/api/chat-completion", { prompt: "Hello" }),
      },
      // Before the 6-per-10-minutes limit: one address's unused tickets hold at most its 30 minutes
      // (three calls of 10), then "wait N minutes" until they lapse (issue 40, voice minutes by use).
      { name: "voice", max: 3, window: 600, parallel: true, request: () => json("/api/voice/session", {}) },
      {
        name: "sign-in",
        max: 10,
        window: 60,
        parallel: false,
        request: () => json("/api/auth/sign-in/email", { email: ctx.signin.email, password: "wrong password 123" }),
      },
      {
        name: "sign-up",
        max: 5,
        window: 60,
        parallel: false,
        table: "user",
        request: (n) =>
          json("/api/auth/sign-up/email", {
            email: `burst-signup-${n}-${Date.now()}@example.com`,
            password: PASSWORD,
            name: "",
          }),
      },
      {
        name: "magic link",
        max: 5,
        window: 60,
        parallel: false,
        request: (n) => json("/api/auth/sign-in/magic-link", { email: `burst-ml-${n}@example.com` }),
      },
    ];
    const property = fc.asyncProperty(
      fc.constantFrom(...targets.map((t) => t.name)),
      fc.integer({ min: 1, max: 4 }),
      async (name, extra) => {
        const t = targets.find((x) => x.name === name)!;
        const n = ++addresses;
        const headers = { "x-forwarded-for": `10.77.${n >> 8}.${n & 255}` };
        const before = await snapshot(world.pool);
        const reqs = Array.from({ length: t.max + extra }, (_, i) => ({ ...t.request(n * 1000 + i), headers }));
        const answers = t.parallel
          ? await Promise.all(reqs.map((r) => send(strict.url, strict.origin, r)))
          : await reqs.reduce(
              async (acc, r) => [...(await acc), await send(strict.url, strict.origin, r)],
              Promise.resolve([] as Awaited<ReturnType<typeof send>>[]),
            );
        await settle(world.pool);
        const after = await snapshot(world.pool);
        const limited = answers.filter((a) => a.status === 429);
        const passed = answers.filter((a) => a.status !== 429);
        expect(
          answers.filter((a) => a.status >= 500 || a.status === 0).map((a) => a.status),
          `${name}: no server errors`,
        ).toEqual([]);
        expect({ name, passed: passed.length, limited: limited.length }).toEqual({
          name,
          passed: t.max,
          limited: extra,
        });
        for (const a of limited) {
          const retry = Number(a.headers["retry-after"]);
          expect(
            Number.isInteger(retry) && retry >= 1 && retry <= t.window,
            `${name}: Retry-After ${a.headers["retry-after"]}`,
          ).toBe(true);
          const body = a.decoded as { error?: string; message?: string };
          const message = body?.error ?? body?.message ?? "";
          expect(message, `${name}: 429 message`).toMatch(/wait|too many|a lot of/i);
          expect(looksLikeInternals(message)).toBe(false);
        }
        if (t.table)
          expect(after[t.table].count - before[t.table].count, `${name}: rows for the accepted requests only`).toBe(
            t.max,
          );
      },
    );
    await fc.assert(property, {
      seed: seedFor("rate-limits"),
      numRuns: 8,
      examples: targets.map((t) => [t.name, 2] as [string, number]),
    });
  });
});
