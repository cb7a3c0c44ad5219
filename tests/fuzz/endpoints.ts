import fc from "fast-check";
import type pg from "pg";
import Stripe from "stripe";
import { addOnsFor, priceIds, upsellIds } from "../../app/content/catalog";
import { business } from "../../app/content/business";
import { businessSizes, demoIndustryIds } from "../../app/content/demo";
import { zoneForAddress } from "../../app/content/scheduling-zones";
import { CALLER_DETAIL_LIMITS } from "../../app/features/demo/schemas";
import { leadStatuses } from "#db/schema/leads";
import { queueNames } from "#platform/jobs.server";
import {
  S,
  humanText,
  junkJson,
  nastyString,
  weighted,
  type Fields,
  type ObjectSchema,
  type Schema,
} from "./arbitraries";
import type { Effects } from "./db";
import { ADMIN_EMAIL, type Site } from "./harness";
import { encodeBody, type Exchange, type FuzzRequest } from "./http";
import type { BodyModel } from "./requests";

/** The text of a UI message stream (SSE): its text deltas, joined. */
function streamedText(sse: string) {
  let text = "";
  for (const event of sse.split("\n\n")) {
    const data = event.replace(/^data: /, "").trim();
    if (!data.startsWith("{")) continue;
    try {
      const chunk = JSON.parse(data) as { type?: string; delta?: string };
      if (chunk.type === "text-delta") text += chunk.delta ?? "";
    } catch {
      // not a JSON event
    }
  }
  return text;
}

/**
 * THE INVENTORY: every state-changing endpoint of the site (POST/PUT/PATCH/DELETE API routes,
 * form actions, and better-auth's endpoints under /api/auth), with what it accepts, who may
 * call it, a generator of VALID bodies (mutated by the fuzzer into near-valid invalid ones),
 * how many bodies each caller sends, and which rows an accepted request may write.
 * `tests/fuzz/api.fuzz.test.ts` checks that this table covers every route module with an
 * `action` export and every better-auth endpoint, and fuzzes each row.
 */

export type Actor = "anon" | "user" | "admin" | "victim";

export type Fixtures = {
  fileIds: string[];
  leadIds: string[];
  affiliateIds: string[];
  referralIds: string[];
  jobIds: string[];
  testOrderIds: string[];
  orderIds: string[];
  bookingSessionId: string;
  slots: string[];
  /** Booked strategy calls (issue 17): their ids, their emailed links' tokens, and times still open. */
  bookingIds: string[];
  callTokens: { reschedule: string[]; cancel: string[] };
  callSlots: string[];
  paymentIntents: string[];
  subscriptions: string[];
  otherSessionTokens: string[];
};

export type Ctx = {
  main: Site;
  testMode: Site;
  pool: pg.Pool;
  cookies: { user: string; admin: string };
  /** One fresh account per signed-in better-auth endpoint (its requests may revoke sessions or delete the account). */
  victims: Map<string, string>;
  victimPassword: string;
  signin: { email: string; password: string };
  userId: string;
  adminId: string;
  uploadMaxBytes: number;
  webhookSecret: string;
  data: Fixtures;
};

export type Endpoint = {
  id: string;
  method: string;
  /** The route pattern (display and inventory). */
  path: string;
  server: "main" | "testMode";
  contentTypes: string[];
  auth: "public" | "user" | "admin";
  kind: "api" | "auth" | "form";
  /** Bodies per caller. `victim`: a signed-in account of its own (better-auth session endpoints). */
  runs: Partial<Record<Actor, number>>;
  body: (ctx: Ctx) => BodyModel;
  /** Concrete paths (ids of existing rows, junk ids...); default: `path`. */
  url?: (ctx: Ctx) => fc.Arbitrary<string>;
  methods?: string[];
  wrongMethods?: string[];
  /** Bodies above this many bytes must get 413. */
  bodyLimit?: number;
  /** A wrong content type must get 415. */
  strict415?: boolean;
  /** When a valid body must be accepted. */
  acceptsValid?: (req: FuzzRequest, ctx: Ctx, actor: Actor) => boolean;
  minAccepted?: number;
  validWeight?: number;
  extraStatuses?: number[];
  /** Statuses a signed-out request may get before the session is looked at (body checks that come first). */
  anonEarlyStatuses?: (req: FuzzRequest) => number[];
  before?: (ctx: Ctx, actor: Actor) => Promise<unknown>;
  /** What the accepted requests of a batch may write. */
  effects?: (accepted: Exchange[], ctx: Ctx, pre: unknown, actor: Actor) => Effects;
  mayShrink?: Effects["shrink"];
  prepare?: (req: FuzzRequest, ctx: Ctx) => FuzzRequest;
  checkAccepted?: (ex: Exchange, ctx: Ctx) => string | null;
  concurrency?: number;
  note?: string;
};

// --- helpers ---------------------------------------------------------------------------------

const JSON_ONLY = ["application/json"];
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const AUTH_TYPES = ["application/json", "application/x-www-form-urlencoded"];

/** The fields the server saw: a JSON object, or the first value of each form field. */
export function fieldsOf(req: FuzzRequest, which: "first" | "last" = "first"): Record<string, unknown> | null {
  const b = req.body;
  if (b.type === "json")
    return typeof b.value === "object" && b.value !== null && !Array.isArray(b.value)
      ? (b.value as Record<string, unknown>)
      : null;
  const pairs: [string, string][] =
    b.type === "form"
      ? b.fields
      : b.type === "multipart"
        ? b.parts.filter((p) => "value" in p).map((p) => [p.name, (p as { value: string }).value])
        : [];
  if (b.type !== "form" && b.type !== "multipart") return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of pairs) if (which === "last" || !(k in out)) out[k] = v;
  return out;
}

export function allValues(req: FuzzRequest, key: string): string[] {
  const b = req.body;
  if (b.type === "form") return b.fields.filter(([k]) => k === key).map(([, v]) => v);
  if (b.type === "multipart")
    return b.parts.filter((p) => p.name === key && "value" in p).map((p) => (p as { value: string }).value);
  if (b.type === "json") {
    const v = (fieldsOf(req) ?? {})[key];
    return Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)];
  }
  return [];
}

/** The honeypot: a value in "website" makes a lead look stored without storing it. */
const honeypotFilled = (req: FuzzRequest) => {
  // The contact action copies the form into an object: a repeated field keeps its last value.
  const w = (fieldsOf(req, "last") ?? {}).website;
  // The server drops NUL characters from text before it looks (cleanText).
  return Boolean(typeof w === "string" ? w.replaceAll("\u0000", "").trim() : w);
};

const ok = () => true;
const safePath = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "\ufffd"));
// (No "..": a URL parser resolves it away, and the request then goes to another route.)
const junkId = fc.oneof(
  fc.uuid(),
  fc.constantFrom("x", "0", "null", "undefined", "1e9", "%00", "' or 1=1 --", "a%2Fb"),
  nastyString.map(safePath).filter((s) => s.length > 0 && s.length < 300 && !/^(\.|%2e)+$/i.test(s)),
);
const idFrom = (ids: string[], realWeight = 4) =>
  ids.length
    ? fc.oneof({ weight: realWeight, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: junkId })
    : junkId;

async function one(pool: pg.Pool, sql: string, params: unknown[] = []) {
  const { rows } = await pool.query(sql, params);
  return rows[0] as Record<string, unknown> | undefined;
}

const industries = demoIndustryIds as readonly string[];
const page = fc.constantFrom(
  "/",
  "/pricing?utm_source=fuzz&utm_medium=cpc",
  "/contact",
  "/ai-ebook",
  "/solutions/x?ref=y",
);
const fieldsArb = (shape: Record<string, fc.Arbitrary<string | undefined>>): fc.Arbitrary<Fields> =>
  fc.record(shape).map((r) => Object.entries(r).filter(([, v]) => v !== undefined) as Fields);

// --- the lead forms (POST /api/leads/:formType) ---------------------------------------------

const name = S.string({ max: 120 });
const email = S.email();
const phone = S.phone();
const company = S.optional(S.string({ max: 160 }));
const longText = (max: number) =>
  S.string({
    max,
    arb: fc.string({ minLength: 1, maxLength: 300, unit: "grapheme" }).filter((s) => s.trim().length > 0),
  });
const context: Record<string, Schema> = {
  page: S.optional({ ...S.string({ max: 2000 }), arb: page }),
  referrer: S.optional(S.string({ max: 2000, arb: fc.webUrl() })),
  website: S.optional(S.literal("")),
};

const leadForms: Record<string, ObjectSchema> = {
  demo_request: S.object({ name, email, phone, company, message: S.optional(longText(5000)), ...context }),
  pilot_program: S.object({ name, email, phone, company, useCase: longText(5000), ...context }),
  strategy_call: S.object({ name, email, phone, company, challenges: S.optional(longText(5000)), ...context }),
  contact: S.object({ name, email, company, phone: S.optional(phone), message: longText(5000), ...context }),
  question: S.object({ email, question: longText(5000), ...context }),
  assessment: S.object({ email, ...context }),
  chat_message: S.object({ message: longText(2000), ...context }),
};

const leadEffects = (accepted: Exchange[]): Effects => ({
  exact: { form_submissions: accepted.filter((e) => !honeypotFilled(e.req)).length },
});

const leadEndpoints: Endpoint[] = Object.entries(leadForms).map(([formType, schema]) => ({
  id: `POST /api/leads/${formType}`,
  method: "POST",
  path: `/api/leads/${formType}`,
  server: "main",
  contentTypes: JSON_ONLY,
  auth: formType === "demo_request" ? "user" : "public",
  kind: "api",
  runs: formType === "demo_request" ? { anon: 120, user: 160 } : { anon: 280 },
  body: () => ({ format: "json", schema }),
  wrongMethods: ["PUT", "PATCH", "DELETE"],
  bodyLimit: 48 * 1024,
  strict415: true,
  acceptsValid: ok,
  // The JSON body is read (415/413/400) before the form asks for a session.
  anonEarlyStatuses: () => [400, 413, 415],
  effects: leadEffects,
}));

// --- the demo -----------------------------------------------------------------------------

const industry = S.enumOf(industries);
const chatSchema = (() => {
  const message = fc.record({ role: fc.constantFrom("user", "assistant"), content: fc.string({ maxLength: 200 }) });
  const s = S.object({
    prompt: S.string({
      max: 2000,
      arb: fc.string({ minLength: 1, maxLength: 200, unit: "grapheme" }).filter((x) => x.trim().length > 0),
    }),
    // Accepted from pages older than decision 045 and ignored.
    systemPrompt: S.optional(S.string({ max: 6000, arb: fc.string({ maxLength: 300 }) })),
    messages: S.optional({
      ...S.array(S.string({ max: 4000 }), { max: 20 }),
      arb: fc.array(message, { maxLength: 20 }),
    }),
    industry: S.optional(industry),
    // Whom the visitor talks to (decision 099).
    role: S.optional(S.enumOf(["voxa", "caller"])),
    customization: S.optional(S.string({ max: 4000, arb: fc.string({ maxLength: 300 }) })),
  });
  return s;
})();

const businessDetails = S.object({
  industry,
  businessName: S.optional(S.string({ max: 200 })),
  businessSize: S.optional(S.enumOf(businessSizes)),
  targetAudience: S.optional(S.string({ max: 2000 })),
  keyServices: S.optional({
    ...S.string({ max: 2000 }),
    arb: fc.oneof(fc.string({ maxLength: 200 }), fc.array(fc.string({ maxLength: 50 }), { maxLength: 30 })),
  }),
  customPrompt: S.optional(S.string({ max: 1000, arb: fc.string({ maxLength: 400 }) })),
  // What callers hear in role (decision 099), each with its own limit.
  ...Object.fromEntries(
    Object.entries(CALLER_DETAIL_LIMITS).map(([k, max]) => [
      k,
      // A saved phone must be one callers can dial (digits and the usual separators, 7+ digits).
      k === "phone"
        ? S.optional(S.string({ max, arb: fc.oneof(phone.arb as fc.Arbitrary<string>, fc.constant("")) }))
        : S.optional(S.string({ max, arb: fc.string({ maxLength: Math.min(max, 200) }) })),
    ]),
  ),
});

const chatPreferences = S.object({
  name: S.string({ max: 200 }),
  industry,
  company: S.optional(S.string({ max: 200 })),
  role: S.optional(S.string({ max: 200 })),
  goals: S.optional(S.string({ max: 2000, arb: fc.string({ maxLength: 300 }) })),
});

const hasRow = (table: string) => async (ctx: Ctx, actor: Actor) =>
  actor === "user" ? Boolean(await one(ctx.pool, `select 1 from ${table} where user_id = $1`, [ctx.userId])) : true;

const demoEndpoints: Endpoint[] = [
  {
    id: "POST /api/chat-completion",
    method: "POST",
    path: "/api/chat-completion",
    server: "main",
    contentTypes: JSON_ONLY,
    auth: "public",
    kind: "api",
    runs: { anon: 280, user: 80 },
    body: () => ({ format: "json", schema: chatSchema }),
    wrongMethods: ["PUT", "PATCH", "DELETE"],
    bodyLimit: 96 * 1024,
    strict415: true,
    acceptsValid: ok,
    checkAccepted: (ex) => {
      const d = ex.decoded as { response?: unknown; mode?: unknown } | undefined;
      return typeof d?.response === "string" && d.response.startsWith("Echo: ") && d.mode === "live"
        ? null
        : "a chat answer must come from the (fake) model";
    },
  },
  {
    id: "POST /api/chat-completion/stream",
    method: "POST",
    path: "/api/chat-completion/stream",
    server: "main",
    contentTypes: JSON_ONLY,
    auth: "public",
    kind: "api",
    runs: { anon: 180, user: 40 },
    body: () => ({ format: "json", schema: chatSchema }),
    wrongMethods: ["PUT", "PATCH", "DELETE"],
    bodyLimit: 96 * 1024,
    strict415: true,
    acceptsValid: ok,
    // The deltas joined are the fake model's words (the price check releases them in settled
    // pieces, decision 056, so a delta may hold several words).
    checkAccepted: (ex) =>
      (ex.headers["content-type"] ?? "").includes("text/event-stream") &&
      ex.text.includes('"type":"text-delta"') &&
      streamedText(ex.text).startsWith("Echo: ")
        ? null
        : "a streamed chat answer must be an event stream of the (fake) model's words",
  },
  {
    id: "POST /api/voice/session",
    method: "POST",
    path: "/api/voice/session",
    server: "main",
    contentTypes: JSON_ONLY,
    auth: "public",
    kind: "api",
    runs: { anon: 200, user: 50 },
    body: () => ({
      format: "json",
      schema: S.object({
        industry: S.optional(industry),
        role: S.optional(S.enumOf(["voxa", "caller"])),
        customization: S.optional(S.string({ max: 4000, arb: fc.string({ maxLength: 300 }) })),
        // Accepted from pages older than decision 045 and ignored.
        systemPrompt: S.optional(S.string({ max: 6000, arb: fc.string({ maxLength: 300 }) })),
      }),
    }),
    wrongMethods: ["PUT", "PATCH", "DELETE"],
    bodyLimit: 32 * 1024,
    strict415: true,
    acceptsValid: ok,
    checkAccepted: (ex) =>
      /^\/api\/voice\/relay\?ticket=[\w-]{43}$/.test(String((ex.decoded as { relayPath?: unknown })?.relayPath))
        ? null
        : "a voice session must carry our relay's path with a ticket",
  },
  {
    id: "POST|PUT /api/demo/business-details",
    method: "POST",
    methods: ["POST", "PUT"],
    path: "/api/demo/business-details",
    server: "main",
    contentTypes: JSON_ONLY,
    auth: "user",
    kind: "api",
    runs: { user: 280, anon: 50 },
    body: () => ({ format: "json", schema: businessDetails }),
    wrongMethods: ["PATCH", "DELETE"],
    bodyLimit: 64 * 1024,
    strict415: true,
    acceptsValid: ok,
    before: hasRow("business_details"),
    // One row per user (upserted); every save is also a demo_customization lead.
    effects: (acc, _ctx, had) => ({ exact: { business_details: had ? 0 : 1, form_submissions: acc.length } }),
  },
  {
    id: "POST|PUT /api/demo/chat-preferences",
    method: "POST",
    methods: ["POST", "PUT"],
    path: "/api/demo/chat-preferences",
    server: "main",
    contentTypes: JSON_ONLY,
    auth: "user",
    kind: "api",
    runs: { user: 230, anon: 50 },
    body: () => ({ format: "json", schema: chatPreferences }),
    wrongMethods: ["PATCH", "DELETE"],
    bodyLimit: 64 * 1024,
    strict415: true,
    acceptsValid: ok,
    before: hasRow("chat_preferences"),
    effects: (_acc, _ctx, had) => ({ exact: { chat_preferences: had ? 0 : 1 } }),
  },
  {
    id: "POST /api/files",
    method: "POST",
    path: "/api/files",
    server: "main",
    contentTypes: ["multipart/form-data"],
    auth: "user",
    kind: "api",
    runs: { user: 280, anon: 50 },
    body: () => ({ format: "upload" }),
    acceptsValid: ok,
    before: hasRow("business_details"),
    effects: (acc, _ctx, had) => ({ exact: { business_files: acc.length, business_details: had ? 0 : 1 } }),
    checkAccepted: (ex) =>
      ex.status === 201 &&
      /^\/api\/files\/[0-9a-f-]{36}$/.test(String((ex.decoded as { file?: { url?: unknown } })?.file?.url))
        ? null
        : "an upload must answer 201 with the file's private URL",
  },
  {
    id: "DELETE /api/files/:id",
    method: "DELETE",
    path: "/api/files/:id",
    server: "main",
    contentTypes: [],
    auth: "user",
    kind: "api",
    runs: { user: 120, anon: 40 },
    url: (ctx) => idFrom(ctx.data.fileIds, 3).map((id) => `/api/files/${id}`),
    body: () => ({ format: "empty" }),
    wrongMethods: ["PUT", "PATCH", "POST"],
    minAccepted: 5,
    // Two deletes of one file at the same moment may both answer 200: one row goes.
    effects: (acc) => ({
      exact: { business_files: -new Set(acc.map((e) => e.req.path)).size },
      changed: ["business_details"],
    }),
  },
];

// --- checkout -------------------------------------------------------------------------------

const buyable = priceIds.filter(
  (id) =>
    !(upsellIds as string[]).includes(id) &&
    ![
      "addon-crm",
      "addon-multilingual",
      "addon-sms",
      "core-addon-multilingual",
      "core-addon-crm",
      "core-addon-sms",
    ].includes(id),
);
const selection = fc
  .constantFrom(...buyable)
  .chain((priceId) =>
    fc
      .subarray([...(addOnsFor[priceId as keyof typeof addOnsFor] ?? [])])
      .map((upsells) => ({ priceId, upsells: upsells as string[] })),
  );
const checkoutSchema: ObjectSchema = {
  ...S.object({
    priceId: S.enumOf(buyable),
    upsellPriceIds: S.optional(S.array(S.enumOf(upsellIds as string[]), { max: 10 })),
    refCode: S.optional(S.string({ max: 64, arb: fc.constantFrom("", "NOSUCHCODE", "fuzz_ref") })),
  }),
};
checkoutSchema.arb = fc
  .tuple(selection, fc.option(fc.constantFrom("", "NOSUCHCODE", "FUZZ_REF"), { nil: undefined }))
  .map(([s, ref]) => ({
    priceId: s.priceId,
    ...(s.upsells.length ? { upsellPriceIds: s.upsells } : {}),
    ...(ref !== undefined ? { refCode: ref } : {}),
  }));

/**
 * The strategy session needs a time picked before paying (decision 064): without one it is refused
 * with 400 "Pick a time for your session." and nothing is saved (its own tests book it).
 */
const acceptsUnlessSession = (req: FuzzRequest) => !allValues(req, "priceId").includes("strategy-session");

const orderEffects = (acc: Exchange[]): Effects => ({
  exact: {
    orders: acc.length,
    order_items: acc.reduce((n, e) => n + 1 + allValues(e.req, "upsellPriceIds").length, 0),
  },
});

const isBuy = (ex: Exchange) => {
  const to = ex.headers.location ?? String((ex.decoded as { redirect?: unknown })?.redirect ?? "");
  return !/^\/checkout(\?|$)/.test(to);
};

const stripeSigner = new Stripe("sk_test_signer_only", { telemetry: false });

function stripeEventArb(ctx: Ctx): fc.Arbitrary<FuzzRequest> {
  const orderRef = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ctx.data.orderIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom("", "not-a-uuid", "123", "ORDER-42", "'; drop table orders; --") },
  );
  const pi = fc.constantFrom(...ctx.data.paymentIntents);
  const sub = fc.constantFrom(...ctx.data.subscriptions);
  const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
  const session = fc.record({
    id: fc.stringMatching(/^cs_test_[a-zA-Z0-9]{4,30}$/),
    object: fc.constant("checkout.session"),
    metadata: fc.oneof(
      fc.constant({}),
      orderRef.map((orderId) => ({ orderId })),
    ),
    client_reference_id: maybe(orderRef),
    payment_status: fc.constantFrom("paid", "unpaid", "no_payment_required"),
    customer_details: maybe(
      fc.record({
        email: maybe(
          fc.oneof(S.email().arb, fc.constantFrom("UPPER@EXAMPLE.COM", " spaced@example.com ", "not-an-email")),
        ),
      }),
    ),
    customer_email: maybe(S.email().arb),
    // Stripe objects only name payment intents and subscriptions that exist on the account.
    payment_intent: maybe(
      fc.oneof(
        pi,
        pi.map((id) => ({ id, object: "payment_intent" })),
      ),
    ),
    subscription: maybe(sub),
    customer: maybe(fc.stringMatching(/^cus_[a-zA-Z0-9]{4,24}$/)),
  });
  const charge = fc.record({
    id: fc.stringMatching(/^ch_[a-zA-Z0-9]{4,24}$/),
    object: fc.constant("charge"),
    payment_intent: maybe(
      fc.oneof(
        pi,
        pi.map((id) => ({ id, object: "payment_intent" })),
      ),
    ),
    amount_refunded: fc.integer({ min: 0, max: 10_000_000 }),
  });
  const invoice = fc.record({
    id: fc.stringMatching(/^in_[a-zA-Z0-9]{4,24}$/),
    object: fc.constant("invoice"),
    subscription: maybe(
      fc.oneof(
        sub,
        sub.map((id) => ({ id })),
      ),
    ),
    parent: maybe(fc.record({ subscription_details: fc.record({ subscription: sub }) })),
  });
  const subscription = fc.record({
    id: sub,
    object: fc.constant("subscription"),
    status: fc.constantFrom("active", "trialing", "past_due", "unpaid", "canceled", "incomplete", "paused"),
    metadata: fc.oneof(fc.constant({}), orderRef.map((orderId) => ({ orderId }))),
  });
  const dispute = fc.record({
    id: fc.stringMatching(/^dp_[a-zA-Z0-9]{4,24}$/),
    object: fc.constant("dispute"),
    amount: fc.integer({ min: 0, max: 10_000_000 }),
    status: fc.constantFrom("needs_response", "under_review", "won", "lost", "warning_closed"),
    payment_intent: maybe(pi),
  });
  // Signed events are Stripe's: each type with its own kind of object (a charge.refunded event
  // carrying a checkout session cannot come from Stripe, so it is not generated).
  const typed = fc.oneof(
    fc.tuple(
      fc.constantFrom(
        "checkout.session.completed",
        "checkout.session.async_payment_succeeded",
        "checkout.session.async_payment_failed",
        "checkout.session.expired",
      ),
      session,
    ),
    fc.tuple(fc.constant("charge.refunded"), charge),
    fc.tuple(fc.constantFrom("invoice.paid", "invoice.payment_failed"), invoice),
    fc.tuple(fc.constantFrom("customer.subscription.updated", "customer.subscription.deleted"), subscription),
    fc.tuple(fc.constantFrom("charge.dispute.created", "charge.dispute.closed"), dispute),
    fc.tuple(
      fc.constantFrom("customer.created", "payment_intent.succeeded", "product.updated", "x.y.z"),
      fc.dictionary(fc.string({ maxLength: 8 }), junkJson, { maxKeys: 4 }),
    ),
  );
  const event = ([type, object]: [string, unknown], id: string) => ({
    id,
    object: "event",
    api_version: "2025-08-27.basil",
    created: 1_760_000_000,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const eventId = fc.stringMatching(/^evt_fuzz_[a-zA-Z0-9]{6,20}$/);
  const signed = (variant: string, sign: FuzzRequest["sign"], body: FuzzRequest["body"]): FuzzRequest => ({
    method: "POST",
    path: "/api/stripe/webhook",
    contentType: "application/json",
    body,
    variant,
    sign,
  });
  return weighted(
    {
      weight: 6,
      arbitrary: fc
        .tuple(typed, eventId)
        .map(([t, id]) => signed("valid", "valid", { type: "json", value: event(t, id) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(typed, eventId)
        .map(([t, id]) => signed("unsigned", undefined, { type: "json", value: event(t, id) })),
    },
    {
      weight: 1.5,
      arbitrary: fc
        .tuple(
          typed,
          eventId,
          fc.constantFrom<"wrong-secret" | "stale" | "garbled">("wrong-secret", "stale", "garbled"),
        )
        .map(([t, id, how]) => signed(`bad-signature`, how, { type: "json", value: event(t, id) })),
    },
    { weight: 1, arbitrary: junkJson.map((value) => signed("junk-json", "valid", { type: "json", value })) },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 80 }).map((text) => signed("invalid-json", "valid", { type: "text", text })),
    },
    { weight: 1, arbitrary: junkJson.map((value) => signed("unsigned-junk", undefined, { type: "json", value })) },
    {
      weight: 0.3,
      arbitrary: fc.integer({ min: 1024 * 1024 + 1, max: 1_300_000 }).map((bytes) =>
        signed("oversized", "valid", {
          type: "padding",
          bytes,
          prefix: '{"id":"evt_big","padding":"',
          suffix: '"}',
          fill: "a",
        }),
      ),
    },
  );
}

const checkoutEndpoints: Endpoint[] = [
  {
    id: "POST /api/create-checkout",
    method: "POST",
    path: "/api/create-checkout",
    server: "main",
    contentTypes: JSON_ONLY,
    auth: "public",
    kind: "api",
    runs: { anon: 250, user: 80 },
    body: () => ({ format: "json", schema: checkoutSchema }),
    wrongMethods: ["PUT", "PATCH", "DELETE"],
    bodyLimit: 64 * 1024,
    strict415: true,
    acceptsValid: acceptsUnlessSession,
    effects: orderEffects,
    checkAccepted: (ex) =>
      /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/.test(String((ex.decoded as { url?: unknown })?.url))
        ? null
        : "a checkout must answer the (fake) Stripe Checkout URL",
  },
  {
    id: "POST /api/stripe/webhook",
    method: "POST",
    path: "/api/stripe/webhook",
    server: "main",
    contentTypes: JSON_ONLY,
    auth: "public",
    kind: "api",
    runs: { anon: 450 },
    body: (ctx) => ({ format: "custom", arb: stripeEventArb(ctx) }),
    bodyLimit: 1024 * 1024,
    acceptsValid: ok,
    prepare: (req, ctx) => {
      if (!req.sign) return req;
      const payload = encodeBody(req.body)?.toString() ?? "";
      const now = Math.floor(Date.now() / 1000);
      const header =
        req.sign === "garbled"
          ? "t=abc,v1=zzz,v0="
          : stripeSigner.webhooks.generateTestHeaderString({
              payload,
              secret: req.sign === "wrong-secret" ? "whsec_not_ours" : ctx.webhookSecret,
              timestamp: req.sign === "stale" ? now - 3600 : now,
            });
      return { ...req, headers: { ...req.headers, "stripe-signature": header } };
    },
    effects: (acc) => ({
      exact: {
        // A payment that does not match its order is recorded too ("rejected", decision 042).
        processed_webhook_events: acc.filter((e) =>
          ["handled", "rejected"].includes((e.decoded as { outcome?: string })?.outcome ?? ""),
        ).length,
      },
      changed: ["orders"],
      atMost: { referrals: acc.length },
    }),
  },
  {
    id: "POST /checkout (form)",
    method: "POST",
    path: "/checkout",
    server: "main",
    contentTypes: FORM_TYPES,
    auth: "public",
    kind: "form",
    runs: { anon: 280 },
    body: () => ({
      format: "form",
      keys: ["priceId", "upsellPriceIds", "refCode", "toggle"],
      fields: fc.oneof(
        fc
          .tuple(selection, fc.option(fc.constantFrom("NOSUCHCODE", "FUZZ_REF"), { nil: undefined }))
          .map(([s, ref]): Fields => [
            ["priceId", s.priceId],
            ...s.upsells.map((u): [string, string] => ["upsellPriceIds", u]),
            ...(ref ? [["refCode", ref] as [string, string]] : []),
          ]),
        fc
          .tuple(fc.constantFrom(...(upsellIds as string[])), fc.subarray(upsellIds as string[]))
          .map(([t, u]): Fields => [["toggle", t], ...u.map((x): [string, string] => ["upsellPriceIds", x])]),
      ),
    }),
    acceptsValid: acceptsUnlessSession,
    effects: (acc) => orderEffects(acc.filter(isBuy)),
  },
  {
    id: "POST /checkout/success?session_id (book a session)",
    method: "POST",
    path: "/checkout/success",
    server: "testMode",
    contentTypes: FORM_TYPES,
    auth: "public",
    kind: "form",
    runs: { anon: 120 },
    url: (ctx) =>
      fc
        .oneof(
          { weight: 5, arbitrary: fc.constant(ctx.data.bookingSessionId) },
          { weight: 1, arbitrary: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/), junkId) },
        )
        .map((s) => `/checkout/success?session_id=${encodeURIComponent(s)}`),
    body: (ctx) => ({
      format: "form",
      keys: ["slotStart", "timeZone"],
      fields: fc.constantFrom(...ctx.data.slots).map((slot): Fields => [
        ["slotStart", slot],
        ["timeZone", "UTC"],
      ]),
    }),
    extraStatuses: [409],
    minAccepted: 1,
    // The lost hold's row gives way to the booked one (one booking per order).
    effects: (acc) => ({ atMost: { bookings: acc.length } }),
  },
  {
    id: "POST /checkout/test/:orderId (test-mode payment)",
    method: "POST",
    path: "/checkout/test/:orderId",
    server: "testMode",
    contentTypes: FORM_TYPES,
    auth: "public",
    kind: "form",
    runs: { anon: 180 },
    url: (ctx) => idFrom(ctx.data.testOrderIds, 5).map((id) => `/checkout/test/${id}`),
    body: () => ({
      format: "form",
      keys: ["intent", "email"],
      fields: fieldsArb({ intent: fc.constantFrom("pay", "pay", "cancel"), email: S.email().arb }),
    }),
    acceptsValid: (req, ctx) => ctx.data.testOrderIds.some((id) => req.path.endsWith(id)),
    effects: () => ({ changed: ["orders"], atMost: { referrals: 5 } }),
  },
];

// --- the lead forms' own pages (/forms/:formType, no JavaScript) -----------------------------

function leadFormPageEndpoints(): Endpoint[] {
  const text = (max: number) =>
    fc.string({ minLength: 1, maxLength: Math.min(max, 400), unit: "grapheme" }).filter((s) => s.trim().length > 0);
  const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
  const origin = {
    website: optional(fc.constant("")),
    page: optional(page),
  };
  const forms: { slug: string; keys: string[]; fields: Record<string, fc.Arbitrary<string | undefined>> }[] = [
    {
      slug: "demo-request",
      keys: ["name", "email", "phone", "company", "message", "website", "page"],
      fields: {
        name: name.arb as fc.Arbitrary<string>,
        email: email.arb as fc.Arbitrary<string>,
        phone: phone.arb as fc.Arbitrary<string>,
        company: optional(humanText(1, 80)),
        message: optional(text(5000)),
        ...origin,
      },
    },
    {
      slug: "pilot-program",
      keys: ["name", "email", "phone", "company", "useCase", "website", "page"],
      fields: {
        name: name.arb as fc.Arbitrary<string>,
        email: email.arb as fc.Arbitrary<string>,
        phone: phone.arb as fc.Arbitrary<string>,
        company: optional(humanText(1, 80)),
        useCase: text(5000),
        ...origin,
      },
    },
    {
      slug: "strategy-call",
      keys: ["name", "email", "phone", "company", "challenges", "website", "page"],
      fields: {
        name: name.arb as fc.Arbitrary<string>,
        email: email.arb as fc.Arbitrary<string>,
        phone: phone.arb as fc.Arbitrary<string>,
        company: optional(humanText(1, 80)),
        challenges: optional(text(5000)),
        ...origin,
      },
    },
    {
      slug: "question",
      keys: ["email", "question", "website", "page"],
      fields: { email: email.arb as fc.Arbitrary<string>, question: text(5000), ...origin },
    },
    {
      slug: "assessment",
      keys: ["email", "website", "page"],
      fields: { email: email.arb as fc.Arbitrary<string>, ...origin },
    },
  ];
  return forms.map(({ slug, keys, fields }) => ({
    id: `POST /forms/${slug} (form)`,
    method: "POST",
    path: "/forms/:formType",
    url: () => fc.constant(`/forms/${slug}`),
    server: "main",
    contentTypes: FORM_TYPES,
    auth: slug === "demo-request" ? "user" : "public",
    kind: "form",
    runs: slug === "demo-request" ? { anon: 60, user: 120 } : { anon: 120 },
    body: () => ({ format: "form", keys, fields: fieldsArb(fields) }),
    bodyLimit: 48 * 1024,
    strict415: true,
    acceptsValid: ok,
    // The body is read (415/413/400) before the form asks for a session.
    anonEarlyStatuses: () => [400, 413, 415],
    effects: (acc) => ({ exact: { form_submissions: acc.filter((e) => !honeypotFilled(e.req)).length } }),
    checkAccepted: (ex) =>
      (ex.headers.location ?? (ex.decoded as { redirect?: string })?.redirect) === `/forms/${slug}?sent=1`
        ? null
        : `a sent form must redirect to /forms/${slug}?sent=1`,
  }));
}

// --- contact, account, affiliate ------------------------------------------------------------

const formEndpoints: Endpoint[] = [
  {
    id: "POST /contact (form)",
    method: "POST",
    path: "/contact",
    server: "main",
    contentTypes: FORM_TYPES,
    auth: "public",
    kind: "form",
    runs: { anon: 380 },
    body: () => ({
      format: "form",
      keys: ["name", "email", "company", "phone", "message", "website", "page"],
      fields: fieldsArb({
        name: name.arb as fc.Arbitrary<string>,
        email: email.arb as fc.Arbitrary<string>,
        company: fc.option(humanText(1, 80), { nil: undefined }),
        phone: fc.option(phone.arb as fc.Arbitrary<string>, { nil: undefined }),
        message: fc.string({ minLength: 1, maxLength: 400, unit: "grapheme" }).filter((s) => s.trim().length > 0),
        website: fc.option(fc.constant(""), { nil: undefined }),
        page: fc.option(page, { nil: undefined }),
      }),
    }),
    bodyLimit: 48 * 1024,
    strict415: true,
    acceptsValid: ok,
    effects: (acc) => ({ exact: { form_submissions: acc.filter((e) => !honeypotFilled(e.req)).length } }),
    checkAccepted: (ex) =>
      (ex.headers.location ?? (ex.decoded as { redirect?: string })?.redirect) === "/contact?sent=1"
        ? null
        : "a sent contact form must redirect to /contact?sent=1",
  },
  {
    // The sign-in page's forms without JavaScript (decision 111): through the auth library's own
    // handler. Wrong credentials, codes and tokens, and intents that do not exist: each refused
    // with the page's notice saying why; nothing is written.
    id: "POST /login (form)",
    method: "POST",
    path: "/login",
    server: "main",
    contentTypes: FORM_TYPES,
    auth: "public",
    kind: "form",
    runs: { anon: 60 },
    url: () => fc.constantFrom("/login", "/login?view=sign_in", "/login?redirectTo=%2Fuser-dashboard"),
    body: () => ({
      format: "form",
      keys: ["intent", "email", "password", "code", "token"],
      fields: fieldsArb({
        intent: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom("sign_in", "two_factor", "verify_otp", "update_password") },
          { weight: 1, arbitrary: fc.oneof(fc.constantFrom("", "SIGN_IN", "__proto__", "delete_user"), fc.string({ maxLength: 20 })) },
        ),
        email: fc.oneof(email.arb as fc.Arbitrary<string>, fc.string({ maxLength: 40 })),
        password: fc.string({ maxLength: 60 }),
        code: fc.oneof(fc.stringMatching(/^[0-9]{6}$/), fc.string({ maxLength: 12 })),
        token: fc.string({ maxLength: 40 }),
      }),
    }),
    bodyLimit: 64 * 1024,
  },
  // The lead forms' own pages (no JavaScript): the same acceptLead path as /api/leads/:formType.
  ...leadFormPageEndpoints(),
  {
    id: "POST /forms/:unknown (form)",
    method: "POST",
    path: "/forms/:formType",
    server: "main",
    contentTypes: FORM_TYPES,
    auth: "public",
    kind: "form",
    runs: { anon: 30 },
    url: () =>
      fc
        .oneof(
          fc.constantFrom("contact", "demo_request", "chat-message", "__proto__", "constructor", "DEMO-REQUEST"),
          nastyString.map(safePath).filter((s) => s.length > 0 && s.length < 200 && !/^(\.|%2e)+$/i.test(s)),
        )
        .map((t) => `/forms/${t}`),
    body: () => ({
      format: "form",
      keys: ["email", "website"],
      fields: fieldsArb({ email: email.arb as fc.Arbitrary<string> }),
    }),
  },
  {
    id: "POST /user-dashboard (set password)",
    method: "POST",
    path: "/user-dashboard",
    // The action is the index route's: a form on that page posts to ?index (without it: 405).
    url: () =>
      fc.oneof(
        { weight: 9, arbitrary: fc.constant("/user-dashboard?index") },
        { weight: 1, arbitrary: fc.constant("/user-dashboard") },
      ),
    extraStatuses: [405],
    server: "main",
    contentTypes: FORM_TYPES,
    auth: "user",
    kind: "form",
    runs: { user: 120, anon: 50 },
    body: () => ({
      format: "form",
      keys: ["intent", "newPassword"],
      fields: fieldsArb({
        intent: fc.constant("set-password"),
        newPassword: fc.string({ minLength: 8, maxLength: 64 }),
      }),
    }),
    // The account already has a password: better-auth refuses, the page says why.
    effects: () => ({ changed: ["account"] }),
  },
  {
    id: "POST /affiliate-program (join)",
    method: "POST",
    path: "/affiliate-program",
    url: () =>
      fc.oneof(
        { weight: 9, arbitrary: fc.constant("/affiliate-program?index") },
        { weight: 1, arbitrary: fc.constant("/affiliate-program") },
      ),
    extraStatuses: [405],
    server: "main",
    contentTypes: FORM_TYPES,
    auth: "user",
    kind: "form",
    runs: { user: 100, anon: 50 },
    body: () => ({ format: "form", keys: ["intent"], fields: fc.constant<Fields>([["intent", "join"]]) }),
    acceptsValid: (req) => req.path.endsWith("?index"),
    before: async (ctx, actor) =>
      actor === "user"
        ? Boolean(await one(ctx.pool, "select 1 from affiliates where user_id = $1", [ctx.userId]))
        : true,
    effects: (_acc, _ctx, had) => ({ exact: { affiliates: had ? 0 : 1 } }),
  },
];

// --- the owner's console (/admin) -------------------------------------------------------------

const adminEffects = (acc: Exchange[]): Effects => ({
  atMost: { admin_actions: acc.reduce((n, e) => n + 1 + allValues(e.req, "ids").length, 0) },
  changed: ["form_submissions", "affiliates", "referrals"],
});
const adminBase = {
  server: "main" as const,
  contentTypes: FORM_TYPES,
  auth: "admin" as const,
  kind: "form" as const,
  runs: { admin: 130, user: 50, anon: 30 },
  effects: adminEffects,
};
/** Addresses a data request names: nobody, the fuzz's own leads and callers, one referred account, the admin (refused). */
const dataRequestEmail = fc.constantFrom(
  "fuzz-nobody@example.com",
  " Fuzz-Nobody@Example.com ",
  "fuzz-referred-2@example.com",
  "fuzz-call-7@example.com",
  ADMIN_EMAIL,
);
const uuidList = (ids: string[]) =>
  ids.length
    ? fc.oneof(
        { weight: 4, arbitrary: fc.subarray(ids, { minLength: 1 }) },
        { weight: 1, arbitrary: fc.array(idFrom(ids, 1), { minLength: 1, maxLength: 5 }) },
      )
    : fc.array(junkId, { minLength: 1, maxLength: 5 });

// --- the links in a booked call's emails (issue 17) ----------------------------------------------

/** A token as the link carries it, or a forged / edited one. */
const tokenFrom = (tokens: string[]) =>
  fc
    .oneof(
      { weight: 5, arbitrary: tokens.length ? fc.constantFrom(...tokens) : junkId },
      { weight: 1, arbitrary: junkId },
      { weight: 1, arbitrary: tokens.length ? fc.constantFrom(...tokens).map((t) => t.replace(/\.\d+\./, ".9.")) : junkId },
    )
    .map((t) => encodeURIComponent(t));

const callEndpoints: Endpoint[] = [
  {
    id: "POST /calls/reschedule?token (move a call)",
    method: "POST",
    path: "/calls/reschedule",
    server: "main",
    contentTypes: FORM_TYPES,
    auth: "public",
    kind: "form",
    runs: { anon: 120 },
    url: (ctx) => tokenFrom(ctx.data.callTokens.reschedule).map((t) => `/calls/reschedule?token=${t}`),
    body: (ctx) => ({
      format: "form",
      keys: ["slotStart", "timeZone"],
      fields: fieldsArb({
        slotStart: ctx.data.callSlots.length ? fc.constantFrom(...ctx.data.callSlots) : fc.constant(""),
        timeZone: fc.constantFrom("UTC", "Europe/Berlin", "America/New_York"),
      }),
    }),
    // A used link (moved a moment ago) is a 404; a call over or cancelled 410; a time just taken 409.
    extraStatuses: [410],
    effects: () => ({ changed: ["bookings"] }),
  },
  {
    id: "POST /calls/cancel?token (cancel a call)",
    method: "POST",
    path: "/calls/cancel",
    server: "main",
    contentTypes: FORM_TYPES,
    auth: "public",
    kind: "form",
    runs: { anon: 60 },
    url: (ctx) => tokenFrom(ctx.data.callTokens.cancel).map((t) => `/calls/cancel?token=${t}`),
    body: () => ({ format: "form", keys: ["confirm"], fields: fieldsArb({ confirm: fc.constant("yes") }) }),
    extraStatuses: [410],
    effects: () => ({ changed: ["bookings"] }),
  },
];

const adminEndpoints: Endpoint[] = [
  {
    ...adminBase,
    id: "POST /admin/leads/:id",
    method: "POST",
    path: "/admin/leads/:id",
    url: (ctx) => idFrom(ctx.data.leadIds).map((id) => `/admin/leads/${id}`),
    body: (ctx) => ({
      format: "form",
      keys: ["status", "note", "intent", "queue", "jobId"],
      fields: fc.oneof(
        {
          weight: 4,
          arbitrary: fieldsArb({
            status: fc.constantFrom(...leadStatuses),
            note: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
          }),
        },
        {
          weight: 1,
          arbitrary: fieldsArb({
            intent: fc.constant("retry-crm"),
            queue: fc.constantFrom("crm-sync", "crm-sync-dead"),
            jobId: idFrom(ctx.data.jobIds),
          }),
        },
      ),
    }),
    minAccepted: 1,
  },
  {
    ...adminBase,
    id: "POST /admin/affiliates/:id",
    method: "POST",
    path: "/admin/affiliates/:id",
    url: (ctx) => idFrom(ctx.data.affiliateIds).map((id) => `/admin/affiliates/${id}`),
    body: (ctx) => ({
      format: "form",
      keys: ["intent", "percent", "ids"],
      fields: fc.oneof(
        fieldsArb({
          intent: fc.constant("rate"),
          percent: fc.integer({ min: 0, max: 10000 }).map((n) => String(n / 100)),
        }),
        fieldsArb({ intent: fc.constantFrom("suspend", "reactivate") }),
        fc
          .tuple(fc.constantFrom("approve", "pay"), uuidList(ctx.data.referralIds))
          .map(([intent, ids]): Fields => [["intent", intent], ...ids.map((id): [string, string] => ["ids", id])]),
      ),
    }),
    minAccepted: 1,
  },
  {
    ...adminBase,
    id: "POST /admin/referrals",
    method: "POST",
    path: "/admin/referrals",
    body: (ctx) => ({
      format: "form",
      keys: ["intent", "ids"],
      fields: fc
        .tuple(fc.constantFrom("approve", "pay"), uuidList(ctx.data.referralIds))
        .map(([intent, ids]): Fields => [["intent", intent], ...ids.map((id): [string, string] => ["ids", id])]),
    }),
    minAccepted: 1,
  },
  {
    ...adminBase,
    // Marking a partner's commissions paid (decision 110): the fuzz's partners have no payout details
    // and nothing due, so every attempt is a refusal that says why.
    id: "POST /admin/payouts",
    method: "POST",
    path: "/admin/payouts",
    body: (ctx) => ({
      format: "form",
      keys: ["affiliateId", "reference", "test"],
      fields: fieldsArb({
        affiliateId: fc.oneof(idFrom(ctx.data.affiliateIds), fc.uuid(), fc.string({ maxLength: 40 })),
        reference: fc.oneof(fc.string({ maxLength: 160 }), fc.constant("")),
        test: fc.constantFrom("true", "false", ""),
      }),
    }),
  },
  {
    ...adminBase,
    id: "POST /admin/analytics",
    method: "POST",
    path: "/admin/analytics",
    url: () => fc.constantFrom("/admin/analytics", "/admin/analytics?range=custom&from=2026-01-01&to=2026-01-31"),
    body: () => ({
      format: "form",
      keys: ["intent"],
      fields: fieldsArb({ intent: fc.oneof(fc.constant("refresh"), fc.string({ maxLength: 12 })) }),
    }),
    // "Update now" writes only the roll-up (analytics_daily, not a tracked table): nothing else changes.
    effects: () => ({}),
    minAccepted: 1,
  },
  {
    ...adminBase,
    id: "POST /admin/deliveries",
    method: "POST",
    path: "/admin/deliveries",
    body: (ctx) => ({
      format: "form",
      keys: ["queue", "id"],
      fields: fieldsArb({
        queue: fc.constantFrom(...queueNames, ...queueNames.map((q) => `${q}-dead`)),
        id: idFrom(ctx.data.jobIds),
      }),
    }),
  },
  {
    ...adminBase,
    id: "POST /admin/bookings",
    method: "POST",
    path: "/admin/bookings",
    body: (ctx) => ({
      format: "form",
      keys: ["intent", "id"],
      fields: fieldsArb({ intent: fc.constantFrom("cancel", "done", "no-show"), id: idFrom(ctx.data.bookingIds) }),
    }),
    effects: (acc) => ({ atMost: { admin_actions: acc.length }, changed: ["bookings", "form_submissions", "affiliates", "referrals"] }),
  },
  {
    ...adminBase,
    id: "POST /admin/scheduling",
    method: "POST",
    path: "/admin/scheduling",
    runs: { admin: 60, user: 30, anon: 20 },
    body: () => ({
      format: "form",
      keys: ["intent", "timeZone", "w1.start", "w1.end", "w3.start", "w3.end", "minNoticeHours", "bufferMinutes", "daysAhead", "callMinutes", "sessionMinutes", "newBlackout"],
      fields: fieldsArb({
        intent: fc.constantFrom("save", "save", "add-window:1", "remove-window:1:0", "add-blackout"),
        timeZone: fc.constantFrom("America/New_York", "Europe/Berlin"),
        "w1.start": fc.constantFrom("09:00", "08:30"),
        "w1.end": fc.constantFrom("17:00", "16:00"),
        "w3.start": fc.constant("09:00"),
        "w3.end": fc.constant("17:00"),
        minNoticeHours: fc.constantFrom("12", "0", "24"),
        bufferMinutes: fc.constantFrom("15", "0"),
        daysAhead: fc.constantFrom("14", "30"),
        callMinutes: fc.constantFrom("30", "45"),
        sessionMinutes: fc.constant("60"),
        newBlackout: fc.constantFrom("", "2030-01-02"),
      }),
    }),
    effects: (acc) => ({ atMost: { admin_actions: acc.length }, changed: ["form_submissions", "affiliates", "referrals"] }),
  },
  {
    ...adminBase,
    id: "POST /admin/data-requests",
    method: "POST",
    path: "/admin/data-requests",
    runs: { admin: 60, user: 30, anon: 20 },
    body: () => ({
      format: "form",
      keys: ["intent", "email"],
      fields: fieldsArb({ intent: fc.constantFrom("find", "review-erase", "erase"), email: dataRequestEmail }),
    }),
    // An erase anonymises leads and calls, blanks orders and other affiliates' referrals, and may
    // delete one fixture account (fuzz-referred-2) with its sessions; an admin's address is refused (409).
    effects: (acc) => ({
      atMost: { admin_actions: acc.length, user: 1, account: 1, session: 4, verification: acc.length },
      changed: ["form_submissions", "affiliates", "referrals", "bookings", "orders"],
    }),
    minAccepted: 1,
  },
  {
    ...adminBase,
    id: "POST /admin/data-requests/export",
    method: "POST",
    path: "/admin/data-requests/export",
    // A resource route (the answer is a file): its refusals are JSON, like an API's.
    kind: "api" as const,
    runs: { admin: 40, user: 20, anon: 20 },
    body: () => ({ format: "form", keys: ["email"], fields: fieldsArb({ email: dataRequestEmail }) }),
    effects: (acc) => ({ atMost: { admin_actions: acc.length }, changed: ["form_submissions", "affiliates", "referrals"] }),
    minAccepted: 1,
  },
  {
    ...adminBase,
    id: "POST /admin/orders/:id (refund: review, then refund)",
    method: "POST",
    path: "/admin/orders/:id",
    runs: { admin: 60, user: 30, anon: 20 },
    url: (ctx) => idFrom(ctx.data.orderIds).map((id) => `/admin/orders/${id}`),
    body: () => ({
      format: "form",
      keys: ["intent", "amount"],
      fields: fieldsArb({
        intent: fc.constantFrom("review", "refund"),
        amount: fc.constantFrom("1", "10.50", "$2", "0", "abc", "1,000,000", "12.345"),
      }),
    }),
    // A refund (the Stripe fake, or a test-mode order's record) changes the order and its commission.
    effects: (acc) => ({ atMost: { admin_actions: acc.length }, changed: ["orders", "referrals", "affiliates", "form_submissions"] }),
  },
  {
    ...adminBase,
    id: "POST /admin/notifications",
    method: "POST",
    path: "/admin/notifications",
    runs: { admin: 40, user: 20, anon: 20 },
    body: () => ({ format: "form", keys: ["mode"], fields: fieldsArb({ mode: fc.constantFrom("each", "digest") }) }),
    effects: (acc) => ({ atMost: { admin_actions: acc.length }, changed: ["form_submissions", "affiliates", "referrals"] }),
  },
  {
    ...adminBase,
    id: "POST /admin/* (console pages without an action)",
    method: "POST",
    path: "/admin/*",
    runs: { admin: 20, user: 50, anon: 30 },
    url: () =>
      fc.constantFrom(
        "/admin",
        "/admin/leads",
        "/admin/orders",
        "/admin/affiliates",
        "/admin/customers",
        "/admin/customers/x",
      ),
    body: () => ({
      format: "form",
      keys: ["intent", "id"],
      fields: fieldsArb({ intent: fc.string({ maxLength: 10 }), id: fc.uuid() }),
    }),
    extraStatuses: [405],
    effects: () => ({}),
  },
];

const pagesWithoutAction: Endpoint[] = [
  {
    id: "POST to pages without an action",
    method: "POST",
    path: "/*",
    server: "main",
    contentTypes: FORM_TYPES,
    auth: "public",
    kind: "form",
    runs: { anon: 50 },
    url: () =>
      fc.constantFrom(
        "/",
        "/pricing",
        "/demo",
        "/about",
        "/roi-calculator",
        "/dev/mailbox",
        "/ai-ebook",
        "/forms/solution-finder",
      ),
    body: () => ({ format: "form", keys: ["a"], fields: fieldsArb({ a: fc.string({ maxLength: 20 }) }) }),
    extraStatuses: [405],
  },
  {
    // Resource routes (no page) that only answer GET: React Router's own 405, as JSON.
    id: "POST to GET-only resource routes",
    method: "POST",
    path: "/*",
    server: "main",
    contentTypes: FORM_TYPES,
    auth: "public",
    kind: "api",
    runs: { anon: 30 },
    url: () =>
      fc.constantFrom(
        "/checkout/cancel",
        "/sales",
        "/no-such-page",
        "/robots.txt",
        "/sitemap.xml",
        "/api/demo/state",
        "/downloads/ebook/x",
      ),
    body: () => ({ format: "form", keys: ["a"], fields: fieldsArb({ a: fc.string({ maxLength: 20 }) }) }),
    extraStatuses: [405],
  },
];

// --- better-auth (/api/auth/*) ---------------------------------------------------------------

// At least 10 characters and not a common password (decision 043); random strings of this length never are.
const password = S.string({
  min: 10,
  max: 128,
  arb: fc.string({ minLength: 10, maxLength: 40 }).filter((s) => s.trim().length >= 10),
});
const otp = S.string({ max: 6, arb: fc.stringMatching(/^[0-9]{6}$/) });
const callbackURL = S.optional(
  S.string({ max: 200, arb: fc.constantFrom("/", "/user-dashboard", "/login?view=sign_in") }),
);
const provider = S.string({ max: 40, arb: fc.constantFrom("google", "github", "apple", "credential", "nope") });

type AuthRow = {
  path: string;
  schema: (ctx: Ctx) => ObjectSchema;
  session?: boolean;
  runs: Partial<Record<Actor, number>>;
  acceptsValid?: Endpoint["acceptsValid"];
  effects?: Endpoint["effects"];
  before?: Endpoint["before"];
  mayShrink?: Endpoint["mayShrink"];
  url?: Endpoint["url"];
};

const emailOf = (req: FuzzRequest) => {
  const e = (fieldsOf(req) ?? {}).email;
  return typeof e === "string" ? e.trim().toLowerCase() : null;
};

/** A signed-in account's own changes: its rows may change (or go, for delete-user / revoke), never other rows. */
const selfEffects = (acc: Exchange[]): Effects => ({
  // two_factor: better-auth's enable does not serialise concurrent calls (each may add a row).
  atMost: { user: 1, account: 1, session: acc.length + 2, verification: acc.length, two_factor: acc.length },
});
const mailEffects = (acc: Exchange[]): Effects => ({ atMost: { verification: acc.length } });
const otpShrink: Endpoint["mayShrink"] = ["verification"];

const signinEmail = (ctx: Ctx) =>
  fc.constantFrom(ctx.signin.email, ctx.signin.email.toUpperCase(), ` ${ctx.signin.email}  `, `\t${ctx.signin.email}`);

const authRows: AuthRow[] = [
  {
    path: "/sign-up/email",
    schema: () => S.object({ email, password, name: S.optional(S.string({ max: 100 })), callbackURL }),
    runs: { anon: 150 },
    acceptsValid: ok,
    before: async (ctx) =>
      new Set((await ctx.pool.query<{ email: string }>('select email from "user"')).rows.map((r) => r.email)),
    effects: (acc, _ctx, pre) => {
      const existing = pre as Set<string>;
      const fresh = new Set(acc.map((e) => emailOf(e.req)).filter((e): e is string => Boolean(e) && !existing.has(e!)));
      return { exact: { user: fresh.size, account: fresh.size }, atMost: { verification: acc.length } };
    },
  },
  {
    path: "/sign-in/email",
    schema: (ctx) =>
      S.object({
        email: { ...email, arb: signinEmail(ctx) },
        password: { ...password, arb: fc.constant(ctx.signin.password) },
        rememberMe: S.optional(S.boolean()),
        callbackURL,
      }),
    runs: { anon: 120 },
    acceptsValid: ok,
    effects: (acc) => ({ exact: { session: acc.length } }),
  },
  {
    path: "/sign-in/social",
    schema: () => S.object({ provider, callbackURL, disableRedirect: S.optional(S.boolean()) }),
    runs: { anon: 50 },
  },
  {
    path: "/callback/:id",
    url: () => fc.constantFrom("google", "github", "nope", "credential").map((p) => `/api/auth/callback/${p}`),
    schema: () =>
      S.object({
        state: S.string({ max: 100, arb: fc.string({ minLength: 1, maxLength: 40 }) }),
        code: S.optional(S.string({ max: 100, arb: fc.string({ minLength: 1, maxLength: 40 }) })),
      }),
    runs: { anon: 50 },
  },
  { path: "/get-session", schema: () => S.object({}), runs: { anon: 40 } },
  {
    path: "/sign-out",
    schema: () => S.object({}),
    runs: { anon: 50, victim: 30 },
    effects: (acc) => ({ atMost: { session: acc.length } }),
    mayShrink: ["session"],
  },
  {
    path: "/reset-password",
    schema: () =>
      S.object({
        newPassword: password,
        token: S.string({ max: 100, arb: fc.string({ minLength: 1, maxLength: 40 }) }),
      }),
    runs: { anon: 70 },
  },
  {
    path: "/request-password-reset",
    schema: (ctx) =>
      S.object({
        email: { ...email, arb: fc.oneof(email.arb, signinEmail(ctx)) },
        redirectTo: S.optional(S.string({ max: 200, arb: fc.constantFrom("/login?view=reset", "/") })),
      }),
    runs: { anon: 80 },
    acceptsValid: ok,
    effects: mailEffects,
  },
  {
    path: "/send-verification-email",
    schema: (ctx) => S.object({ email: { ...email, arb: fc.oneof(email.arb, signinEmail(ctx)) }, callbackURL }),
    runs: { anon: 70 },
    effects: mailEffects,
  },
  {
    path: "/sign-in/magic-link",
    schema: (ctx) =>
      S.object({
        email: { ...email, arb: fc.oneof(email.arb, signinEmail(ctx)) },
        name: S.optional(S.string({ max: 100 })),
        callbackURL,
        newUserCallbackURL: callbackURL,
        errorCallbackURL: callbackURL,
      }),
    runs: { anon: 100 },
    acceptsValid: ok,
    effects: mailEffects,
  },
  {
    path: "/email-otp/send-verification-otp",
    schema: (ctx) =>
      S.object({
        email: { ...email, arb: fc.oneof(email.arb, signinEmail(ctx)) },
        type: S.enumOf(["sign-in", "email-verification", "forget-password"]),
      }),
    runs: { anon: 90 },
    acceptsValid: ok,
    effects: mailEffects,
    mayShrink: otpShrink,
  },
  {
    path: "/email-otp/check-verification-otp",
    schema: (ctx) =>
      S.object({
        email: { ...email, arb: signinEmail(ctx) },
        type: S.enumOf(["sign-in", "email-verification", "forget-password"]),
        otp,
      }),
    runs: { anon: 70 },
    mayShrink: otpShrink,
  },
  {
    path: "/email-otp/verify-email",
    schema: (ctx) => S.object({ email: { ...email, arb: signinEmail(ctx) }, otp }),
    runs: { anon: 70 },
    mayShrink: otpShrink,
  },
  {
    path: "/sign-in/email-otp",
    schema: (ctx) =>
      S.object({
        email: { ...email, arb: fc.oneof(email.arb, signinEmail(ctx)) },
        otp,
        name: S.optional(S.string({ max: 100 })),
      }),
    runs: { anon: 70 },
    mayShrink: otpShrink,
  },
  {
    path: "/email-otp/request-password-reset",
    schema: (ctx) => S.object({ email: { ...email, arb: fc.oneof(email.arb, signinEmail(ctx)) } }),
    runs: { anon: 60 },
    acceptsValid: ok,
    effects: mailEffects,
    mayShrink: otpShrink,
  },
  {
    path: "/forget-password/email-otp",
    schema: (ctx) => S.object({ email: { ...email, arb: fc.oneof(email.arb, signinEmail(ctx)) } }),
    runs: { anon: 60 },
    acceptsValid: ok,
    effects: mailEffects,
    mayShrink: otpShrink,
  },
  {
    path: "/email-otp/reset-password",
    schema: (ctx) => S.object({ email: { ...email, arb: signinEmail(ctx) }, otp, password }),
    runs: { anon: 70 },
    mayShrink: otpShrink,
  },
  {
    path: "/two-factor/verify-totp",
    schema: () => S.object({ code: otp, trustDevice: S.optional(S.boolean()) }),
    runs: { anon: 50 },
  },
  {
    path: "/two-factor/send-otp",
    schema: () => S.object({ trustDevice: S.optional(S.boolean()) }),
    runs: { anon: 40 },
  },
  {
    path: "/two-factor/verify-otp",
    schema: () => S.object({ code: otp, trustDevice: S.optional(S.boolean()) }),
    runs: { anon: 50 },
  },
  {
    path: "/two-factor/verify-backup-code",
    schema: () =>
      S.object({
        code: S.string({ max: 20, arb: fc.stringMatching(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/) }),
        disableSession: S.optional(S.boolean()),
        trustDevice: S.optional(S.boolean()),
      }),
    runs: { anon: 50 },
  },
  {
    path: "/refresh-token",
    schema: () => S.object({ providerId: provider, accountId: S.optional(S.string({ max: 40 })) }),
    runs: { anon: 40 },
  },
  {
    path: "/get-access-token",
    schema: () => S.object({ providerId: provider, accountId: S.optional(S.string({ max: 40 })) }),
    runs: { anon: 40 },
  },
  // Signed in (each with an account of its own: these may end the session or the account).
  ...(
    [
      [
        "/verify-password",
        (ctx: Ctx) =>
          S.object({ password: { ...password, arb: fc.oneof(fc.constant(ctx.victimPassword), password.arb) } }),
      ],
      ["/change-email", () => S.object({ newEmail: email, callbackURL })],
      [
        "/change-password",
        (ctx: Ctx) =>
          S.object({
            newPassword: { ...password, arb: fc.constant(ctx.victimPassword) },
            currentPassword: { ...password, arb: fc.oneof(fc.constant(ctx.victimPassword), password.arb) },
            revokeOtherSessions: S.optional(S.boolean()),
          }),
      ],
      ["/update-session", () => S.object({})],
      [
        "/update-user",
        () =>
          S.object({
            name: S.optional(S.string({ max: 100 })),
            image: S.optional(S.string({ max: 300, arb: fc.oneof(fc.webUrl(), fc.constant("")) })),
          }),
      ],
      [
        "/delete-user",
        (ctx: Ctx) =>
          S.object({
            password: {
              ...password,
              arb: fc.oneof(
                { weight: 1, arbitrary: fc.constant(ctx.victimPassword) },
                { weight: 6, arbitrary: password.arb },
              ),
            },
            callbackURL,
          }),
      ],
      [
        "/revoke-session",
        (ctx: Ctx) =>
          S.object({
            token: S.string({
              max: 100,
              arb: fc.oneof(
                fc.constantFrom(...ctx.data.otherSessionTokens),
                fc.string({ minLength: 1, maxLength: 40 }),
              ),
            }),
          }),
      ],
      ["/revoke-sessions", () => S.object({})],
      ["/revoke-other-sessions", () => S.object({})],
      ["/link-social", () => S.object({ provider, callbackURL })],
      ["/unlink-account", () => S.object({ providerId: provider, accountId: S.optional(S.string({ max: 40 })) })],
      ["/email-otp/request-email-change", () => S.object({ newEmail: email })],
      ["/email-otp/change-email", () => S.object({ newEmail: email, otp })],
      [
        "/two-factor/get-totp-uri",
        (ctx: Ctx) =>
          S.object({ password: { ...password, arb: fc.oneof(fc.constant(ctx.victimPassword), password.arb) } }),
      ],
      [
        "/two-factor/generate-backup-codes",
        (ctx: Ctx) =>
          S.object({ password: { ...password, arb: fc.oneof(fc.constant(ctx.victimPassword), password.arb) } }),
      ],
      [
        "/two-factor/enable",
        (ctx: Ctx) =>
          S.object({
            password: { ...password, arb: fc.oneof(fc.constant(ctx.victimPassword), password.arb) },
            issuer: S.optional(S.string({ max: 60 })),
          }),
      ],
      [
        "/two-factor/disable",
        (ctx: Ctx) =>
          S.object({ password: { ...password, arb: fc.oneof(fc.constant(ctx.victimPassword), password.arb) } }),
      ],
    ] as [string, (ctx: Ctx) => ObjectSchema][]
  ).map(([path, schema]): AuthRow => ({
    path,
    schema,
    session: true,
    runs: { anon: 40, victim: 50 },
    effects: selfEffects,
  })),
];

export const authEndpoints: Endpoint[] = authRows.map((row) => ({
  id: `POST /api/auth${row.path}`,
  method: "POST",
  path: `/api/auth${row.path}`,
  server: "main",
  contentTypes: AUTH_TYPES,
  auth: row.session ? "user" : "public",
  kind: "auth",
  runs: row.runs,
  url: row.url,
  body: (ctx) => ({ format: "json", schema: row.schema(ctx) }),
  wrongMethods: ["PUT", "PATCH", "DELETE"],
  bodyLimit: 100 * 1024,
  acceptsValid: row.acceptsValid,
  before: row.before,
  effects: row.effects ?? ((acc) => ({ atMost: { session: acc.length, verification: acc.length } })),
  mayShrink: row.mayShrink,
  // better-auth reads and validates the body (content type, size, JSON, fields) before it looks at the session.
  anonEarlyStatuses: () => [400, 413, 415],
}));

/** The referral-cookie notice's answer (decision 069): writes no rows, only cookies. */
const consentEndpoint: Endpoint = {
  id: "POST /api/consent",
  method: "POST",
  path: "/api/consent",
  server: "main",
  contentTypes: JSON_ONLY,
  auth: "public",
  kind: "api",
  runs: { anon: 150 },
  body: () => ({
    format: "json",
    schema: S.object({
      choice: S.enumOf(["accept", "decline"]),
      ref: S.optional(S.string({ max: 200, arb: fc.constantFrom("", "NOSUCHCODE", "fuzz_ref") })),
    }),
  }),
  wrongMethods: ["PUT", "PATCH", "DELETE"],
  bodyLimit: 4 * 1024,
  strict415: true,
  acceptsValid: ok,
  checkAccepted: (ex) => {
    const d = ex.decoded as { consent?: unknown; referral?: unknown } | undefined;
    return (d?.consent === "yes" || d?.consent === "no") && typeof d.referral === "boolean"
      ? null
      : "an answer must say what was recorded";
  },
};

/**
 * The analytics beacon (issue 20, decision 071): 204 and nothing to see for accepted events (they
 * go to analytics_events, which no other request reads); text/plain is what sendBeacon sends, so
 * a wrong content type is only the ones that are neither JSON nor text/plain (no strict415).
 */
const beaconEndpoint: Endpoint = {
  id: "POST /api/beacon",
  method: "POST",
  path: "/api/beacon",
  server: "main",
  contentTypes: [...JSON_ONLY, "text/plain"],
  auth: "public",
  kind: "api",
  runs: { anon: 150 },
  body: () => ({
    format: "json",
    schema: S.object({
      e: S.array(
        S.object({
          n: S.enumOf(["pageview", "cta", "form_start"]),
          p: S.string({
            max: 200,
            arb: fc.oneof(fc.constantFrom("/", "/pricing", "/solutions/voice-agents?utm_source=x#top"), fc.stringMatching(/^\/[a-z0-9/-]{0,80}$/)),
          }),
          l: S.optional(S.string({ max: 40 })),
          ft: S.optional(
            S.object({
              landing: S.string({ max: 200, arb: fc.constantFrom("/", "/pricing") }),
              utmSource: S.optional(S.string({ max: 40 })),
              ref: S.optional(S.string({ max: 40, arb: fc.constantFrom("fuzz_ref", "PARTNER1") })),
            }),
          ),
        }),
        { min: 1, max: 5 },
      ),
    }),
  }),
  wrongMethods: ["PUT", "PATCH", "DELETE"],
  bodyLimit: 8 * 1024,
  acceptsValid: ok,
  checkAccepted: (ex) => (ex.status === 204 && ex.text === "" ? null : "an accepted beacon is a 204 without a body"),
};

/**
 * The open-times endpoint (issue 40): a GET, but it computes the calendar for whatever zone it is
 * sent and used to cache one formatter pair per spelling. Its query is the body here: real zones
 * in any letter case, zones that are none, junk, over-long and encoded strings, and kinds that do
 * not exist. A well-formed query answers 200 with the zone's own spelling; anything else a 400
 * with a message; nothing writes a row.
 */
const ZONES = ["America/New_York", "Europe/Berlin", "Asia/Tokyo", "UTC", "Australia/Lord_Howe", "America/Argentina/Buenos_Aires"];
const randomCase = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((up) => [...text].map((c, i) => (up[i] ? c.toUpperCase() : c.toLowerCase())).join(""));
const slotsQueryArb = fc
  .record({
    kind: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom("strategy_call", "strategy_session") },
      { weight: 1, arbitrary: fc.oneof(nastyString.map((t) => t.slice(0, 500)), fc.constantFrom("", "STRATEGY_CALL", "strategy_session ", "__proto__")) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    tz: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...ZONES).chain(randomCase) },
      // (At most 500 characters: a longer address is refused by Node itself, 431, before the app sees it.)
      { weight: 1, arbitrary: fc.oneof(nastyString.map((t) => t.slice(0, 500)), fc.constantFrom("Mars/Olympus", "../../etc/passwd", "UTC+5", "%00", "America/New_York".repeat(8))) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  })
  .map(({ kind, tz }): FuzzRequest => {
    const query = new URLSearchParams();
    if (kind !== undefined) query.set("kind", kind);
    if (tz !== undefined) query.set("tz", tz);
    let zoneOk = tz === undefined;
    try {
      if (tz !== undefined) zoneOk = tz.length <= 64 && Boolean(new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone);
    } catch {
      zoneOk = false;
    }
    const kindOk = kind === undefined || kind === "strategy_call" || kind === "strategy_session";
    return {
      method: "GET",
      path: `/api/scheduling/slots${query.size ? `?${query}` : ""}`,
      contentType: null,
      body: { type: "none" },
      variant: kindOk && zoneOk ? "valid" : "hostile-query",
    };
  });

const slotsEndpoint: Endpoint = {
  id: "GET /api/scheduling/slots",
  method: "GET",
  path: "/api/scheduling/slots",
  server: "main",
  contentTypes: [],
  auth: "public",
  kind: "api",
  runs: { anon: 200 },
  body: () => ({ format: "custom", arb: slotsQueryArb }),
  acceptsValid: ok,
  minAccepted: 60,
  checkAccepted: (ex) => {
    const answer = ex.decoded as { timeZone?: unknown; days?: unknown } | undefined;
    if (!Array.isArray(answer?.days)) return "an answer must list the open days";
    // The zone's own spelling, never the visitor's (issue 40: one cache entry per zone), as this
    // engine's ICU spells it ("America/Argentina/Buenos_Aires" is "America/Buenos_Aires").
    // Without a zone, the owner's: the business address's (decision 108) or the one saved in the console.
    const own = new Set(
      [...ZONES, zoneForAddress(business.contact.address)].map((z) => new Intl.DateTimeFormat("en-US", { timeZone: z }).resolvedOptions().timeZone),
    );
    return typeof answer.timeZone === "string" && own.has(answer.timeZone) ? null : `not a zone's own spelling: ${String(answer?.timeZone)}`;
  },
};

export const endpoints: Endpoint[] = [
  slotsEndpoint,
  ...leadEndpoints,
  {
    id: "POST /api/leads/:unknown",
    method: "POST",
    path: "/api/leads/:formType",
    server: "main",
    contentTypes: JSON_ONLY,
    auth: "public",
    kind: "api",
    runs: { anon: 40 },
    url: () =>
      fc
        .oneof(
          fc.constantFrom("demo_customization", "admin", "__proto__", "constructor", "toString", "CONTACT"),
          nastyString.map(safePath).filter((s) => s.length > 0 && s.length < 200 && !/^(\.|%2e)+$/i.test(s)),
        )
        .map((t) => `/api/leads/${t}`),
    body: () => ({ format: "json", schema: leadForms.contact! }),
  },
  ...demoEndpoints,
  ...checkoutEndpoints,
  consentEndpoint,
  beaconEndpoint,
  ...formEndpoints,
  ...adminEndpoints,
  ...callEndpoints,
  ...pagesWithoutAction,
  ...authEndpoints,
];

export const actorsOf = (ep: Endpoint) => (Object.keys(ep.runs) as Actor[]).filter((a) => (ep.runs[a] ?? 0) > 0);
