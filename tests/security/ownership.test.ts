import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL } from "./config";
import {
  type Agent,
  allowReferralCookie,
  joinAffiliateProgram,
  mailsTo,
  signUpVerified,
  site,
  uniqueEmail,
  visitor,
  waitForMail,
} from "./http";
import { routeManifest } from "./routes";

/**
 * Two real accounts (A and B, signed up and confirmed through the API) and the owner (an
 * ADMIN_EMAILS account) on the http instance. A owns an affiliate record with a referral,
 * demo business details, chat preferences, an uploaded file and a paid ebook order. B and
 * anonymous visitors try to read or change each of them with direct requests.
 */
const { dataDir } = site("site");

type Account = { agent: Agent; id: string; email: string };
let a: Account;
let b: Account;
let owner: Account;
const anon = () => visitor("site");

const ids = {
  file: "",
  order: "",
  downloadPath: "",
  affiliateCode: "",
  affiliate: "",
  lead: "",
  referral: "",
  bOrder: "",
  bDownloadPath: "",
  booking: "",
};
const A_DETAILS = {
  industry: "healthcare",
  businessName: "Alpha Dental Clinic",
  businessSize: "11-50",
  targetAudience: "Families",
  keyServices: "cleanings, implants",
  customPrompt: "Be warm.",
};
const A_PREFS = {
  name: "Alice",
  industry: "healthcare",
  company: "Alpha Dental Clinic",
  role: "Owner",
  goals: "Fewer missed calls",
};
const A_FILE = "Alpha's private price list\n";

async function account(tag: string, email = uniqueEmail(tag)): Promise<Account> {
  const agent = visitor("site");
  const { id } = await signUpVerified(agent, dataDir, email);
  return { agent, id, email };
}

/** Buys the ebook in the local test-mode checkout; returns the order id and the signed download link. */
async function buyEbook(agent: Agent) {
  const start = await agent.fetch("/api/create-checkout", { json: { priceId: "ebook" } });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const orderId = url.match(/^\/checkout\/test\/([0-9a-f-]{36})$/)?.[1];
  expect(orderId, url).toBeDefined();
  const pay = await agent.fetch(url, { form: { intent: "pay" } });
  expect(pay.status).toBe(302);
  const success = pay.headers.get("location")!;
  expect(success).toBe(`/checkout/success?session_id=test_${orderId}`);
  const page = await (await agent.fetch(success)).text();
  const downloadPath = page
    .match(/\/downloads\/ebook\/[0-9a-f-]{36}\?expires=\d+&amp;sig=[A-Za-z0-9_-]+/)?.[0]
    .replace("&amp;", "&");
  expect(downloadPath, "the download link on the receipt page").toBeDefined();
  return { orderId: orderId!, downloadPath: downloadPath! };
}

/**
 * A's referral on the console: the owner's sign-up through A's link, which the owner's purchase
 * then turns into a "test" referral (a TEST MODE order on this site earns no commission:
 * docs/decisions/042, 110). The commission job does that in the background, so this waits for it.
 * Its id and status.
 */
async function ownerReferral(agent: Agent) {
  const end = Date.now() + 20_000;
  for (;;) {
    const html = await (await agent.fetch(`/admin/referrals?status=test`)).text();
    const row = html.match(/<tr[^>]*data-testid="referral-row"[^>]*>/)?.[0] ?? "";
    const id = row.match(/data-id="([0-9a-f-]{36})"/)?.[1];
    if (id) return { id, status: row.match(/data-status="([a-z_]+)"/)?.[1] };
    if (Date.now() > end) throw new Error("no test-order referral on /admin/referrals");
    await new Promise((r) => setTimeout(r, 250));
  }
}

const uuidsIn = (html: string, prefix: string) => [
  ...new Set([...html.matchAll(new RegExp(`${prefix}/([0-9a-f-]{36})`, "g"))].map((m) => m[1]!)),
];

beforeAll(async () => {
  a = await account("owner-a");
  b = await account("intruder-b");
  ids.affiliateCode = await joinAffiliateProgram(a.agent);

  // The owner arrives through A's affiliate link and signs up: a referral for A.
  const ownerAgent = visitor("site");
  expect((await ownerAgent.fetch(`/?ref=${ids.affiliateCode}`)).status).toBe(200);
  await allowReferralCookie(ownerAgent, ids.affiliateCode);
  const { id: ownerId } = await signUpVerified(ownerAgent, dataDir, ADMIN_EMAIL);
  owner = { agent: ownerAgent, id: ownerId, email: ADMIN_EMAIL };

  expect((await a.agent.fetch("/api/demo/business-details", { json: A_DETAILS })).status).toBe(200);
  expect((await a.agent.fetch("/api/demo/chat-preferences", { json: A_PREFS })).status).toBe(200);
  const form = new FormData();
  form.append("file", new Blob([A_FILE], { type: "text/plain" }), "prices.txt");
  const upload = await a.agent.fetch("/api/files", { body: form });
  expect(upload.status).toBe(201);
  ids.file = ((await upload.json()) as { file: { id: string } }).file.id;

  ({ orderId: ids.order, downloadPath: ids.downloadPath } = await buyEbook(a.agent));
  ({ orderId: ids.bOrder, downloadPath: ids.bDownloadPath } = await buyEbook(b.agent));

  const lead = await anon().fetch("/api/leads/contact", {
    json: { name: "Lena Lead", email: "lena@example.com", message: "Call me back please." },
  });
  expect(lead.status).toBe(201);
  // A booked strategy call (its invite is an owner-only download).
  const slots = (await (await anon().fetch("/api/scheduling/slots?kind=strategy_call&tz=UTC")).json()) as { days: { slots: { iso: string }[] }[] };
  const call = await anon().fetch("/api/leads/strategy_call", {
    json: { name: "Cal Caller", email: "cal@example.com", phone: "512 555 0177", slotStart: slots.days[0]!.slots[0]!.iso, timeZone: "UTC" },
  });
  expect(call.status).toBe(201);
  // The owner, still carrying A's affiliate cookie, buys (in test mode: no commission).
  await buyEbook(owner.agent);

  // The ids an admin sees in the console (B never could).
  [ids.lead] = uuidsIn(await (await owner.agent.fetch("/admin/leads")).text(), "/admin/leads");
  [ids.affiliate] = uuidsIn(await (await owner.agent.fetch("/admin/affiliates")).text(), "/admin/affiliates");
  ids.referral = (await ownerReferral(owner.agent)).id;
  [ids.booking] = uuidsIn(await (await owner.agent.fetch("/admin/bookings")).text(), "/admin/bookings");
  for (const [k, v] of Object.entries(ids)) expect(v, k).toMatch(/./);
}, 240_000);

/**
 * Every route of the guarded groups, with what an anonymous visitor, B and the owner get.
 * A new route in these groups fails "the table lists every guarded route" until it is added.
 */
type Expect = { anon: number; b: number; owner?: number; a?: number };
function guardedTable(): Record<string, { path: string } & Expect> {
  const admin = (path: string) => ({ path, anon: 404, b: 404, owner: 200 });
  return {
    "routes/_account/user-dashboard/layout": { path: "/user-dashboard", anon: 302, b: 200 },
    "routes/_account/user-dashboard/index": { path: "/user-dashboard", anon: 302, b: 200 },
    "routes/_account/user-dashboard/export": { path: "/user-dashboard/export", anon: 302, b: 200 },
    "routes/_account/affiliate-program/layout": { path: "/affiliate-program", anon: 302, b: 200 },
    "routes/_account/affiliate-program/index": { path: "/affiliate-program", anon: 302, b: 200 },
    "routes/_admin/layout": admin("/admin"),
    "routes/_admin/overview": admin("/admin"),
    "routes/_admin/analytics": admin("/admin/analytics"),
    "routes/_admin/analytics-export": admin("/admin/analytics/export?table=summary&range=7d"),
    "routes/_admin/leads": admin("/admin/leads"),
    "routes/_admin/leads-export": admin("/admin/leads/export"),
    "routes/_admin/lead": admin(`/admin/leads/${ids.lead}`),
    "routes/_admin/orders": admin("/admin/orders"),
    "routes/_admin/orders-export": admin("/admin/orders/export"),
    "routes/_admin/order": admin(`/admin/orders/${ids.order}`),
    "routes/_admin/affiliates": admin("/admin/affiliates"),
    "routes/_admin/affiliate": admin(`/admin/affiliates/${ids.affiliate}`),
    "routes/_admin/referrals": admin("/admin/referrals"),
    "routes/_admin/payouts": admin("/admin/payouts"),
    "routes/_admin/payouts-export": admin("/admin/payouts/export"),
    "routes/_admin/deliveries": admin("/admin/deliveries"),
    "routes/_admin/customers": admin("/admin/customers"),
    "routes/_admin/customer": admin(`/admin/customers/${a.id}`),
    "routes/_admin/bookings": admin("/admin/bookings"),
    "routes/_admin/booking-invite": admin(`/admin/bookings/${ids.booking}/invite`),
    "routes/_admin/scheduling": admin("/admin/scheduling"),
    "routes/_admin/data-requests": admin("/admin/data-requests"),
    // Export is a POST (the address stays out of URLs); a GET goes back to the page.
    "routes/_admin/data-requests-export": { path: "/admin/data-requests/export", anon: 404, b: 404, owner: 302 },
    "routes/_admin/notifications": admin("/admin/notifications"),
    // Checkout: public pages, and capability links (a signed link, Stripe's session id, the order id).
    "routes/_checkout/checkout": { path: "/checkout", anon: 200, b: 200 },
    "routes/_checkout/success": { path: "/checkout/success?session_id=cs_test_guessed0000000000", anon: 404, b: 404 },
    "routes/_checkout/cancel": { path: `/checkout/cancel?order=${randomUUID()}`, anon: 302, b: 302 },
    "routes/_checkout/test-checkout": { path: `/checkout/test/${randomUUID()}`, anon: 404, b: 404 },
    "routes/_checkout/ebook-download": { path: `/downloads/ebook/${ids.order}`, anon: 403, b: 403, a: 403 },
    // The demo: the page is public; saved set-up and files are the signed-in user's own.
    "routes/_demo/demo": { path: "/demo", anon: 200, b: 200 },
    "routes/api/demo/state": { path: "/api/demo/state", anon: 200, b: 200 },
    "routes/api/demo/business-details": { path: "/api/demo/business-details", anon: 401, b: 200 },
    "routes/api/demo/chat-preferences": { path: "/api/demo/chat-preferences", anon: 401, b: 200 },
    "routes/api/demo/files": { path: "/api/files", anon: 401, b: 200 },
    "routes/api/demo/file": { path: `/api/files/${ids.file}`, anon: 401, b: 404, a: 200, owner: 200 },
    "routes/api/demo/chat-completion": { path: "/api/chat-completion", anon: 405, b: 405 },
    "routes/api/demo/chat-stream": { path: "/api/chat-completion/stream", anon: 405, b: 405 },
    "routes/api/demo/voice-session": { path: "/api/voice/session", anon: 405, b: 405 },
  };
}
const GUARDED_GROUPS = /^routes\/(_account|_admin|_checkout|_demo|api\/demo)\//;

describe("the guarded route groups (_account, _admin, _checkout, demo)", () => {
  it("the table lists every guarded route of the build's route manifest, and nothing else", () => {
    const manifest = routeManifest()
      .filter((r) => GUARDED_GROUPS.test(r.id))
      .map((r) => r.id)
      .sort();
    expect(manifest.length).toBeGreaterThanOrEqual(31);
    expect(Object.keys(guardedTable()).sort()).toEqual(manifest);
  });

  it("each answers anonymous visitors, B, A and the owner as listed (GET, no redirect followed)", async () => {
    const got: string[] = [];
    const want: string[] = [];
    for (const [id, c] of Object.entries(guardedTable())) {
      const who: [string, Agent, number | undefined][] = [
        ["anon", anon(), c.anon],
        ["B", b.agent, c.b],
        ["A", a.agent, c.a],
        ["owner", owner.agent, c.owner],
      ];
      for (const [name, agent, status] of who) {
        if (status === undefined) continue;
        want.push(`${id} ${name} ${status}`);
        got.push(`${id} ${name} ${(await agent.fetch(c.path)).status}`);
      }
    }
    expect(got).toEqual(want);
  });

  it("a signed-out visitor to an account page is sent to /login with the page to come back to", async () => {
    for (const p of ["/user-dashboard", "/affiliate-program"]) {
      const res = await anon().fetch(p);
      expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(p)}`);
      const data = await anon().fetch(`${p}.data`);
      expect(data.status).toBe(202);
      expect(await data.text()).toContain(`/login?redirectTo=${encodeURIComponent(p)}`);
    }
  });
});

describe("the owner's console (/admin) for anyone else", () => {
  const adminPaths = () =>
    Object.entries(guardedTable())
      .filter(([id]) => id.startsWith("routes/_admin/"))
      .map(([, c]) => c.path);

  it("every page and its client data request (.data) is the same 404 as a missing page, for anonymous and B", async () => {
    const notFound = async (agent: Agent, p: string) => {
      const res = await agent.fetch(p);
      const body = await res.text();
      return res.status === 404 && !body.includes("Lena Lead") && !body.includes(a.email) ? "404" : `${res.status}`;
    };
    const rows: string[] = [];
    for (const p of adminPaths()) {
      const data = p.includes("?") ? p : `${p.replace(/\/$/, "")}.data`;
      for (const [who, agent] of [
        ["anon", anon()],
        ["B", b.agent],
      ] as const) {
        rows.push(`${who} ${p} ${await notFound(agent, p)}`);
        rows.push(`${who} ${data} ${await notFound(agent, data)}`);
      }
    }
    expect(rows.filter((r) => !r.endsWith(" 404"))).toEqual([]);
    expect(rows.length).toBe(adminPaths().length * 4);
  });

  it("every admin action (POST) is refused with 404 before anything changes; the owner's own action works", async () => {
    const attempts: [string, Record<string, string | string[]>][] = [
      [`/admin/leads/${ids.lead}`, { status: "won", note: "closed by B" }],
      [`/admin/leads/${ids.lead}`, { intent: "retry-crm", queue: "crm-sync", jobId: randomUUID() }],
      [`/admin/affiliates/${ids.affiliate}`, { intent: "suspend" }],
      [`/admin/affiliates/${ids.affiliate}`, { intent: "rate", percent: "90" }],
      [`/admin/affiliates/${ids.affiliate}`, { intent: "approve", ids: [ids.referral] }],
      ["/admin/referrals", { intent: "pay", ids: [ids.referral] }],
      ["/admin/referrals", { intent: "approve", ids: [ids.referral] }],
      ["/admin/payouts", { affiliateId: ids.affiliate, reference: "stolen", test: "true" }],
      ["/admin/deliveries", { queue: "email-dead", id: randomUUID() }],
      ["/admin/bookings", { intent: "cancel", id: ids.booking }],
      ["/admin/scheduling", { intent: "save", timeZone: "UTC", minNoticeHours: "0" }],
      ["/admin/data-requests", { intent: "erase", email: a.email }],
      ["/admin/data-requests/export", { email: a.email }],
      ...adminPaths().map((p) => [p, { intent: "anything" }] as [string, Record<string, string>]),
    ];
    const statuses: string[] = [];
    for (const [p, form] of attempts)
      for (const [who, agent] of [
        ["anon", anon()],
        ["B", b.agent],
        ["A", a.agent],
      ] as const)
        statuses.push(`${who} POST ${p} ${(await agent.fetch(p, { form })).status}`);
    expect(statuses.filter((s) => !s.endsWith(" 404"))).toEqual([]);

    // Nothing moved: the lead is still new, the affiliate active at 20 %, the referral as it was.
    const leadsWith = async (status: string) =>
      uuidsIn(await (await owner.agent.fetch(`/admin/leads?status=${status}`)).text(), "/admin/leads");
    expect(await leadsWith("new")).toContain(ids.lead);
    expect(await leadsWith("won")).not.toContain(ids.lead);
    expect((await anon().fetch(`/?ref=${ids.affiliateCode}`, { headers: { cookie: "voxa_consent=referral:yes" } })).headers.get("set-cookie")).toContain(
      `voxa_ref=${ids.affiliateCode}`,
    );
    expect(await (await a.agent.fetch("/affiliate-program")).text()).toMatch(/Commission Rate<\/p><p[^>]*>20%</);
    expect(await ownerReferral(owner.agent)).toEqual({ id: ids.referral, status: "test" });

    // The call is still booked, and still offered to no one else.
    expect(await (await owner.agent.fetch("/admin/bookings")).text()).toContain("Cal Caller");
    expect(await (await owner.agent.fetch(`/admin/bookings/${ids.booking}/invite`)).text()).toContain("STATUS:CONFIRMED");

    // The same request from the owner does change the lead: the 404s above were the guard.
    const done = await owner.agent.fetch(`/admin/leads/${ids.lead}`, { form: { status: "contacted", note: "" } });
    expect(done.status).toBe(200);
    expect(await leadsWith("contacted")).toContain(ids.lead);
    expect(await leadsWith("new")).not.toContain(ids.lead);
  });
});

describe("B against A's own data", () => {
  it("dashboard: B sees only B's account and purchases, never A's email, order or affiliate code", async () => {
    const mine = await (await a.agent.fetch("/user-dashboard")).text();
    expect(mine).toContain(a.email);
    expect(mine).toContain(ids.order);
    expect(mine).toContain(ids.affiliateCode);
    const theirs = await (await b.agent.fetch("/user-dashboard")).text();
    expect(theirs).toContain(b.email);
    expect(theirs).toContain(ids.bOrder);
    for (const secret of [a.email, ids.order, ids.affiliateCode, ids.downloadPath])
      expect(theirs).not.toContain(secret);
  });

  it("data download: /user-dashboard/export is the session's own account's file; B's names nothing of A's", async () => {
    const mine = await a.agent.fetch("/user-dashboard/export");
    expect(mine.headers.get("content-disposition")).toMatch(/^attachment; filename="voxa-ai-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    const aFile = await mine.text();
    for (const own of [a.email, ids.order, ids.affiliateCode, "Alpha Dental Clinic", "prices.txt"]) expect(aFile).toContain(own);
    const theirs = await (await b.agent.fetch("/user-dashboard/export?userId=" + a.id)).text();
    expect(theirs).toContain(b.email);
    expect(theirs).toContain(ids.bOrder);
    for (const secret of [a.email, a.id, ids.order, ids.affiliateCode, "Alpha Dental Clinic", "prices.txt"]) expect(theirs).not.toContain(secret);
  });

  it("affiliate record: B's /affiliate-program offers B to join and shows nothing of A's; B joining gets B's own code", async () => {
    const page = await (await b.agent.fetch("/affiliate-program")).text();
    expect(page).not.toContain(ids.affiliateCode);
    expect(page.includes(">Join Affiliate Program</button>"), "the join button").toBe(true);
    const data = await (await b.agent.fetch("/affiliate-program.data")).text();
    expect(data).toContain('"state","none"');
    const bCode = await joinAffiliateProgram(b.agent);
    expect(bCode).not.toBe(ids.affiliateCode);
    const aPage = await (await a.agent.fetch("/affiliate-program.data")).text();
    expect(aPage).toContain(ids.affiliateCode);
    expect(aPage).not.toContain(bCode);
  });

  it("business details and chat preferences: B reads only B's, and a body naming A's user id changes only B's", async () => {
    expect(await (await b.agent.fetch("/api/demo/business-details")).json()).toEqual({ businessDetails: null });
    expect(await (await b.agent.fetch("/api/demo/chat-preferences")).json()).toEqual({ chatPreferences: null });
    const state = (await (await b.agent.fetch("/api/demo/state")).json()) as Record<string, unknown>;
    expect(state).toMatchObject({ signedIn: true, businessDetails: null, chatPreferences: null, files: [] });

    const forged = { userId: a.id, user_id: a.id, industry: "restaurants", businessName: "Bob's Takeover" };
    expect((await b.agent.fetch("/api/demo/business-details", { json: forged, method: "PUT" })).status).toBe(200);
    expect(
      (
        await b.agent.fetch("/api/demo/chat-preferences", {
          json: { userId: a.id, name: "Bob", industry: "restaurants" },
        })
      ).status,
    ).toBe(200);

    const aDetails = (await (await a.agent.fetch("/api/demo/business-details")).json()) as {
      businessDetails: Record<string, unknown>;
    };
    expect(aDetails.businessDetails).toMatchObject({
      industry: "healthcare",
      businessName: "Alpha Dental Clinic",
      fileUrls: [`/api/files/${ids.file}`],
    });
    expect(await (await a.agent.fetch("/api/demo/chat-preferences")).json()).toEqual({ chatPreferences: A_PREFS });
    const bDetails = (await (await b.agent.fetch("/api/demo/business-details")).json()) as {
      businessDetails: Record<string, unknown>;
    };
    expect(bDetails.businessDetails).toMatchObject({
      industry: "restaurants",
      businessName: "Bob's Takeover",
      fileUrls: [],
    });
  });

  it("uploaded files: A's file id is 404 for B (read and delete) and 401 for anonymous, exactly as for an id that does not exist", async () => {
    const missing = randomUUID();
    for (const [method, expected] of [
      ["GET", 404],
      ["DELETE", 404],
    ] as const) {
      const res = await b.agent.fetch(`/api/files/${ids.file}`, { method });
      expect(res.status, method).toBe(expected);
      expect(await res.json()).toEqual({ error: "File not found." });
      const none = await b.agent.fetch(`/api/files/${missing}`, { method });
      expect(none.status).toBe(expected);
    }
    for (const p of [`/api/files/${ids.file}`, `/api/files/${missing}`]) {
      const res = await anon().fetch(p);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "No user logged in", code: "LOGIN_REQUIRED" });
      expect((await anon().fetch(p, { method: "DELETE" })).status).toBe(401);
    }
    expect(await (await b.agent.fetch("/api/files")).json()).toEqual({ files: [] });
    const own = await a.agent.fetch(`/api/files/${ids.file}`);
    expect(own.status).toBe(200);
    expect(await own.text()).toBe(A_FILE);
  });

  it("orders and ebook links: A's order id with no, B's or a tampered signature is refused; A's own link works", async () => {
    const bParams = new URL(ids.bDownloadPath, "http://x").search;
    const aUrl = new URL(ids.downloadPath, "http://x");
    const tampered = `${aUrl.pathname}?expires=${Number(aUrl.searchParams.get("expires")) + 1000}&sig=${aUrl.searchParams.get("sig")}`;
    for (const p of [`/downloads/ebook/${ids.order}`, `/downloads/ebook/${ids.order}${bParams}`, tampered]) {
      for (const agent of [anon(), b.agent]) {
        const res = await agent.fetch(p);
        expect(res.status, p).toBe(403);
        expect(await res.text()).toBe('"This download link is not valid."');
      }
    }
    const own = await a.agent.fetch(ids.downloadPath);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toBe('attachment; filename="ai-business-partner-playbook.pdf"');
    expect(Buffer.from(await own.arrayBuffer()).toString("latin1")).toContain(a.email);
    // Receipts: B's own receipt page and every email B was sent name only B's order.
    const bReceipt = await (await b.agent.fetch(`/checkout/success?session_id=test_${ids.bOrder}`)).text();
    expect(
      bReceipt.includes(b.email) && !bReceipt.includes(a.email) && !bReceipt.includes(ids.order),
      "B's receipt page",
    ).toBe(true);
    // (Receipts leave from a background job: wait for both.)
    const bReceiptMail = await waitForMail(dataDir, b.email, "receipt");
    expect(bReceiptMail.text).toContain(`Order ${ids.bOrder}`);
    await waitForMail(dataDir, a.email, "receipt");
    const bMail = JSON.stringify(mailsTo(dataDir, b.email));
    for (const secret of [ids.order, a.email, aUrl.searchParams.get("sig")!]) expect(bMail).not.toContain(secret);
    // B's admin view of A's order or customer record: the console's 404.
    for (const p of [`/admin/orders/${ids.order}`, `/admin/customers/${a.id}`])
      expect((await b.agent.fetch(p)).status).toBe(404);
  });
});
