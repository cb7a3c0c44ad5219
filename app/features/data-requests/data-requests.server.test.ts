import { desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  account,
  adminActions,
  affiliates,
  bookings,
  businessDetails,
  businessFiles,
  chatPreferences,
  formSubmissions,
  orderItems,
  orders,
  referrals,
  session,
  twoFactor,
  user,
} from "#db/schema";
import { rowsOf } from "#platform/db.server";
import { startAdminTestKit, statusOf, type AdminTestKit } from "#tests/support/admin-kit";
import { userSessionContext } from "~/features/auth/session.server";
import { storageFor } from "~/features/storage/storage.server";
import { action as exportAction, loader as exportRedirect } from "~/routes/_admin/data-requests-export";
import { action as pageAction, loader as pageLoader } from "~/routes/_admin/data-requests";
import { loader as selfExport } from "~/routes/_account/user-dashboard/export";
import { emailFingerprint } from "./data-requests.server";

/**
 * Data requests (decision 068) on a real database: the dashboard's own download, the console's
 * lookup, export and erase. Rina has an account with everything; Guest Gus only sent a form;
 * Otto is another account whose rows must never show up in Rina's file.
 */

let kit: AdminTestKit;
const RINA = "rina@example.com";
const SECRETS = {
  passwordHash: "scrypt$PASSWORD-HASH-of-rina",
  totp: "TOTPSECRETRINA234567",
  backup: "BACKUP-CODES-rina-xyz",
  token: "session-token-of-rina-0123456789",
  otherToken: "session-token-of-otto-0123456789",
};
const ids = { rinaLead: "", rinaGuestLead: "", ottoLead: "", order: "", ottoOrder: "", booking: "", affiliate: "", referral: "", fileKey: "" };

beforeAll(async () => {
  kit = await startAdminTestKit();
  const db = kit.db;
  await db.insert(user).values([
    { id: "rina_1", name: "Rina Reader", email: RINA, emailVerified: true, twoFactorEnabled: true },
    { id: "otto_1", name: "Otto Other", email: "otto@example.com", emailVerified: true },
  ]);
  await db.insert(account).values({ id: "acc_rina", accountId: "rina_1", providerId: "credential", userId: "rina_1", password: SECRETS.passwordHash });
  await db.insert(twoFactor).values({ id: "tf_rina", userId: "rina_1", secret: SECRETS.totp, backupCodes: SECRETS.backup });
  const later = new Date(Date.now() + 86_400_000);
  await db.insert(session).values([
    { id: "sess_rina", userId: "rina_1", token: SECRETS.token, expiresAt: later, ipAddress: "203.0.113.7", userAgent: "Mozilla/5.0 (Macintosh) Firefox/140.0" },
    { id: "sess_otto", userId: "otto_1", token: SECRETS.otherToken, expiresAt: later, ipAddress: "198.51.100.9" },
  ]);
  const [l1, l2, l3] = await db
    .insert(formSubmissions)
    .values([
      { formType: "demo_request", userId: "rina_1", email: RINA, data: { name: "Rina Reader", email: RINA, phone: "512 555 0101", message: "Show me the voice agent" }, status: "contacted", statusNote: "Called back", consentText: "I agree", page: "/demo", ipHash: "abc" },
      { formType: "contact", email: RINA, data: { name: "Rina R.", email: RINA, message: "Sent before I had an account" } },
      { formType: "contact", userId: "otto_1", email: "otto@example.com", data: { name: "Otto Other", email: "otto@example.com", message: "Otto's question" } },
    ])
    .returning();
  ids.rinaLead = l1!.id;
  ids.rinaGuestLead = l2!.id;
  ids.ottoLead = l3!.id;
  const [o1, o2] = await db
    .insert(orders)
    .values([
      { userId: "rina_1", email: RINA, status: "paid", amountTotal: 4_900, paidAt: new Date(), selection: { priceId: "ebook", upsellPriceIds: [] }, stripeCustomerId: "cus_rina" },
      { userId: "otto_1", email: "otto@example.com", status: "paid", amountTotal: 9_900, selection: { priceId: "ebook", upsellPriceIds: [] } },
    ])
    .returning();
  ids.order = o1!.id;
  ids.ottoOrder = o2!.id;
  await db.insert(orderItems).values([
    { orderId: o1!.id, priceId: "ebook", name: "AI Playbook ebook", kind: "ebook", amount: 4_900 },
    { orderId: o2!.id, priceId: "ebook", name: "Otto's ebook", kind: "ebook", amount: 9_900 },
  ]);
  const start = new Date(Date.now() + 3 * 86_400_000);
  const [b] = await db
    .insert(bookings)
    .values({ kind: "strategy_call", leadId: l1!.id, slotStart: start, slotEnd: new Date(+start + 1_800_000), blocksUntil: new Date(+start + 2_700_000), name: "Rina Reader", email: RINA })
    .returning();
  ids.booking = b!.id;
  await db.insert(businessDetails).values({ userId: "rina_1", businessName: "Rina's Bakery", industry: "restaurants" });
  await db.insert(chatPreferences).values({ userId: "rina_1", name: "Rina", industry: "restaurants", goals: "More bookings" });
  ids.fileKey = "rinafile0123456789.txt";
  await storageFor(kit.services.env).put(ids.fileKey, new TextEncoder().encode("Rina's menu"), "text/plain");
  await db.insert(businessFiles).values({ userId: "rina_1", storageKey: ids.fileKey, originalName: "menu.txt", contentType: "text/plain", size: 11 });
  // Rina is an affiliate who referred Otto (Otto's name shows; his email only shortened).
  const [aff] = await db.insert(affiliates).values({ userId: "rina_1", code: "RINAAB1234" }).returning();
  ids.affiliate = aff!.id;
  const [ref] = await db.insert(referrals).values({ affiliateId: aff!.id, referredUserId: "otto_1", referredEmail: "otto@example.com" }).returning();
  ids.referral = ref!.id;
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

/** The dashboard's download as Rina (the section's middleware has put her session in the context). */
async function rinaDownload() {
  const context = kit.context();
  const [row] = await kit.db.select().from(user).where(eq(user.id, "rina_1"));
  context.set(userSessionContext, { user: row, session: { id: "sess_rina", userId: "rina_1" } } as never);
  return (await selfExport({ request: new Request("http://127.0.0.1:3000/user-dashboard/export"), context, params: {} } as never)) as Response;
}

const postPage = (who: "admin" | "member" | "anonymous", form: Record<string, string>) =>
  pageAction({ request: kit.request(who, "/admin/data-requests", { form }), context: kit.context(), params: {} } as never);
const postExport = (who: "admin" | "member" | "anonymous", form: Record<string, string>) =>
  exportAction({ request: kit.request(who, "/admin/data-requests/export", { form }), context: kit.context(), params: {} } as never);

async function answer(run: () => Promise<unknown>) {
  const result = (await run()) as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (result?.type === "DataWithResponseInit") return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown> };
  return { status: 200, body: result as Record<string, unknown> };
}

describe("the dashboard's Download my data", () => {
  it("is a no-store JSON attachment named <brand>-data-<date>.json", async () => {
    const res = await rinaDownload();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="voxa-ai-data-${new Date().toISOString().slice(0, 10)}.json"`);
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("holds the user's own account, sessions, leads (by account and by email), demo set-up, files, orders, affiliate record and calls", async () => {
    const file = JSON.parse(await (await rinaDownload()).text());
    expect(file.email).toBe(RINA);
    expect(file.account).toMatchObject({ name: "Rina Reader", email: RINA, emailConfirmed: true, twoFactorEnabled: true, signInMethods: ["password"] });
    expect(file.sessions).toEqual([expect.objectContaining({ ipAddress: "203.0.113.7", userAgent: "Mozilla/5.0 (Macintosh) Firefox/140.0" })]);
    expect(file.leads.map((l: { id: string }) => l.id).sort()).toEqual([ids.rinaLead, ids.rinaGuestLead].sort());
    expect(file.leads.find((l: { id: string }) => l.id === ids.rinaLead)).toMatchObject({
      type: "demo_request",
      status: "contacted",
      details: { name: "Rina Reader", phone: "512 555 0101", message: "Show me the voice agent" },
    });
    expect(file.businessDetails).toMatchObject({ businessName: "Rina's Bakery", industry: "restaurants" });
    expect(file.chatPreferences).toMatchObject({ name: "Rina", goals: "More bookings" });
    expect(file.files).toEqual([expect.objectContaining({ name: "menu.txt", size: 11, contentType: "text/plain" })]);
    expect(file.orders).toEqual([
      expect.objectContaining({ id: ids.order, status: "paid", amountTotal: 4_900, items: [expect.objectContaining({ name: "AI Playbook ebook", amount: 4_900 })] }),
    ]);
    expect(file.affiliate).toMatchObject({ code: "RINAAB1234", status: "active" });
    // The referred person as the affiliate dashboard shows them: name and a shortened email.
    expect(file.affiliate.referrals).toEqual([expect.objectContaining({ name: "Otto Other", email: "ot•••@example.com", status: "signed_up" })]);
    expect(file.bookings).toEqual([expect.objectContaining({ id: ids.booking, kind: "strategy_call", status: "booked", name: "Rina Reader" })]);
  });

  it("holds nothing of another user's and no secret: password hash, TOTP secret, backup codes, session tokens, storage keys, Stripe ids", async () => {
    const text = await (await rinaDownload()).text();
    for (const secret of [SECRETS.passwordHash, SECRETS.totp, SECRETS.backup, SECRETS.token, SECRETS.otherToken, ids.fileKey, "cus_rina"])
      expect(text).not.toContain(secret);
    for (const theirs of ["otto@example.com", "Otto's question", ids.ottoLead, ids.ottoOrder, "Otto's ebook", "198.51.100.9"]) expect(text).not.toContain(theirs);
  });
});

describe("the console's Data requests page", () => {
  it("answers a 404 to anyone but an admin, for the page, its action and the export", async () => {
    for (const who of ["anonymous", "member"] as const) {
      expect(await statusOf(() => pageLoader({ request: kit.request(who, "/admin/data-requests"), context: kit.context(), params: {} } as never))).toBe(404);
      expect(await statusOf(() => postPage(who, { intent: "find", email: RINA }))).toBe(404);
      expect(await statusOf(() => postExport(who, { email: RINA }))).toBe(404);
      expect(await statusOf(() => postPage(who, { intent: "erase", email: RINA }))).toBe(404);
    }
    expect((await kit.db.select().from(user).where(eq(user.id, "rina_1"))).length).toBe(1);
  });

  it("refuses a bad email with 400 and a clear message, and changes nothing", async () => {
    const before = await kit.db.select().from(adminActions);
    for (const email of ["", "not-an-email", "rina@", `${"a".repeat(250)}@example.com`]) {
      const got = await answer(() => postPage("admin", { intent: "erase", email }));
      expect(got.status).toBe(400);
      expect(got.body.fieldError).toBe("Enter a valid email address, like name@example.com.");
      const res = (await postExport("admin", { email })) as Response;
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "Enter a valid email address, like name@example.com." });
    }
    expect(await kit.db.select().from(adminActions)).toEqual(before);
    expect((await kit.db.select().from(formSubmissions).where(eq(formSubmissions.id, ids.rinaLead)))[0]!.email).toBe(RINA);
    expect((await answer(() => postPage("admin", { intent: "drop-tables", email: RINA }))).status).toBe(400);
  });

  it("finds every record for an address typed in any case, with counts", async () => {
    const got = await answer(() => postPage("admin", { intent: "find", email: "  Rina@Example.COM " }));
    expect(got.status).toBe(200);
    const view = got.body.view as Record<string, unknown>;
    expect(view).toMatchObject({ email: RINA, empty: false, isAdmin: false, sessions: 1, referredBy: 0, businessDetails: true, chatPreferences: true });
    expect((view.account as { id: string }).id).toBe("rina_1");
    expect((view.leads as unknown[]).length).toBe(2);
    expect((view.orders as unknown[]).length).toBe(1);
    expect((view.bookings as { upcoming: boolean }[]).map((b) => b.upcoming)).toEqual([true]);
    expect(view.affiliate).toMatchObject({ id: ids.affiliate, code: "RINAAB1234", referrals: 1 });
    // Otto is the referred person of Rina's referral.
    const otto = (await answer(() => postPage("admin", { intent: "find", email: "otto@example.com" }))).body.view as Record<string, unknown>;
    expect(otto.referredBy).toBe(1);
  });

  it("exports the same file as the user's own for an address without an account, and logs it by a keyed hash", async () => {
    await kit.db.insert(formSubmissions).values({ formType: "question", email: "gus@example.com", data: { name: "Guest Gus", email: "gus@example.com", question: "How much?" } });
    const res = (await postExport("admin", { email: "gus@example.com" })) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="voxa-ai-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const file = JSON.parse(await res.text());
    expect(file.account).toBeNull();
    expect(file.leads).toEqual([expect.objectContaining({ type: "question", details: { name: "Guest Gus", email: "gus@example.com", question: "How much?" } })]);
    expect(Object.keys(file).sort()).toEqual(Object.keys(JSON.parse(await (await rinaDownload()).text())).sort());
    const [entry] = await kit.db.select().from(adminActions).where(eq(adminActions.action, "data.export"));
    expect(entry).toMatchObject({ adminEmail: "owner@example.com", targetType: "person", targetId: emailFingerprint(kit.services.env.BETTER_AUTH_SECRET, "gus@example.com") });
    expect(entry!.details).toMatchObject({ leads: 1, account: 0 });
    expect(JSON.stringify(entry)).not.toContain("gus@example.com");
    // A GET of the export goes back to the page.
    const back = (await exportRedirect({ request: kit.request("admin", "/admin/data-requests/export"), context: kit.context(), params: {} } as never)) as Response;
    expect([back.status, back.headers.get("location")]).toEqual([302, "/admin/data-requests"]);
  });

  it("asks before erasing: review-erase only shows the confirm step", async () => {
    const got = await answer(() => postPage("admin", { intent: "review-erase", email: RINA }));
    expect(got.body.confirming).toBe(true);
    expect((await kit.db.select().from(user).where(eq(user.id, "rina_1"))).length).toBe(1);
  });

  it("refuses to erase an admin's own address (409) and changes nothing", async () => {
    const got = await answer(() => postPage("admin", { intent: "erase", email: "owner@example.com" }));
    expect(got.status).toBe(409);
    expect(got.body.message).toBe("This address belongs to an admin of this console. Remove it from ADMIN_EMAILS before erasing it.");
    expect((await kit.db.select().from(user).where(eq(user.id, "owner_1"))).length).toBe(1);
  });

  it("erases: leads and calls anonymised with type, date and status kept, the order kept without the email, the account and its files gone, one audit entry", async () => {
    const got = await answer(() => postPage("admin", { intent: "erase", email: RINA }));
    expect(got.status).toBe(200);
    expect(got.body.message).toBe("Erased everything stored for rina@example.com. The lookup below shows what is left.");
    expect((got.body.view as { empty: boolean }).empty).toBe(true);

    const leads = await kit.db.select().from(formSubmissions).where(inArray(formSubmissions.id, [ids.rinaLead, ids.rinaGuestLead]));
    expect(leads).toHaveLength(2);
    const lead = leads.find((l) => l.id === ids.rinaLead)!;
    expect(lead).toMatchObject({ formType: "demo_request", status: "contacted", email: null, userId: null, data: { name: "Erased", erased: true }, statusNote: null, consentText: null, page: null, ipHash: null });
    expect(JSON.stringify(leads)).not.toMatch(/rina|Reader|512 555/i);

    const [order] = await kit.db.select().from(orders).where(eq(orders.id, ids.order));
    expect(order).toMatchObject({ status: "paid", amountTotal: 4_900, email: null, userId: null });
    expect(await kit.db.select().from(orderItems).where(eq(orderItems.orderId, ids.order))).toHaveLength(1);

    const [call] = await kit.db.select().from(bookings).where(eq(bookings.id, ids.booking));
    expect(call).toMatchObject({ status: "booked", kind: "strategy_call", name: "Erased", email: null });

    expect(await kit.db.select().from(user).where(eq(user.id, "rina_1"))).toEqual([]);
    expect(await kit.db.select().from(account).where(eq(account.userId, "rina_1"))).toEqual([]);
    expect(await kit.db.select().from(twoFactor).where(eq(twoFactor.userId, "rina_1"))).toEqual([]);
    expect(await kit.db.select().from(session).where(eq(session.userId, "rina_1"))).toEqual([]);
    expect(await kit.db.select().from(businessDetails).where(eq(businessDetails.userId, "rina_1"))).toEqual([]);
    expect(await kit.db.select().from(chatPreferences).where(eq(chatPreferences.userId, "rina_1"))).toEqual([]);
    expect(await kit.db.select().from(businessFiles).where(eq(businessFiles.userId, "rina_1"))).toEqual([]);
    expect(await storageFor(kit.services.env).get(ids.fileKey)).toBeNull();
    expect(await kit.db.select().from(affiliates).where(eq(affiliates.id, ids.affiliate))).toEqual([]);

    // Otto's rows are untouched.
    expect((await kit.db.select().from(formSubmissions).where(eq(formSubmissions.id, ids.ottoLead)))[0]!.email).toBe("otto@example.com");
    expect((await kit.db.select().from(user).where(eq(user.id, "otto_1"))).length).toBe(1);

    const entries = await kit.db.select().from(adminActions).where(eq(adminActions.action, "data.erase"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      adminId: "owner_1",
      adminEmail: "owner@example.com",
      targetType: "person",
      targetId: emailFingerprint(kit.services.env.BETTER_AUTH_SECRET, RINA),
      details: { leads: 2, orders: 1, bookings: 1, accountDeleted: true, affiliateDeleted: true, affiliateReferralsDeleted: 1, files: 1 },
    });
    expect(JSON.stringify(entries)).not.toContain(RINA);
    expect(kit.logLines.some((l) => l.msg === "admin action" && l.action === "data.erase")).toBe(true);

    // Looking the address up again shows the erase in its history.
    const again = (await answer(() => postPage("admin", { intent: "find", email: RINA }))).body.view as { history: { action: string; adminEmail: string }[] };
    expect(again.history.map((h) => [h.action, h.adminEmail])).toContainEqual(["data.erase", "owner@example.com"]);
  });

  it("erasing an address with nothing stored says so and still records the request", async () => {
    const got = await answer(() => postPage("admin", { intent: "erase", email: "nobody@example.com" }));
    expect(got.status).toBe(200);
    expect(got.body.message).toBe("Nothing was stored for nobody@example.com; nothing changed.");
    const fp = emailFingerprint(kit.services.env.BETTER_AUTH_SECRET, "nobody@example.com");
    expect(await kit.db.select().from(adminActions).where(eq(adminActions.targetId, fp))).toHaveLength(1);
  });
});

describe("an address is matched whole, never as part of another", () => {
  const NA = "na@ex.test";
  const OTHERS = ["anna@ex.test", "jo.anna@ex.test.example"] as const;
  const jobsOf = async (address: string) =>
    rowsOf<{ id: string }>(
      await kit.db.execute(sql`select id from pgboss.job where data->>'to' = ${address} or data->'payload'->>'email' = ${address} order by id`),
    );

  it("erase and export of na@ex.test leave anna@ex.test's and jo.anna@ex.test.example's leads, jobs and calls alone, and still take all of na@ex.test's, in any case", async () => {
    // Na's second lead and call were stored with the address as typed, in another case.
    const people = [
      { email: NA, stored: [NA, "NA@Ex.Test"] },
      { email: OTHERS[0], stored: [OTHERS[0]] },
      { email: OTHERS[1], stored: [OTHERS[1]] },
    ];
    const leadsOf: Record<string, string[]> = {};
    const callsOf: Record<string, string[]> = {};
    let hour = 0;
    for (const person of people) {
      leadsOf[person.email] = [];
      callsOf[person.email] = [];
      for (const stored of person.stored) {
        const [lead] = await kit.db
          .insert(formSubmissions)
          .values({ formType: "contact", email: stored, data: { name: `Lead of ${stored}`, email: stored, message: "Call me" } })
          .returning();
        leadsOf[person.email]!.push(lead!.id);
        const start = new Date(Date.now() + 10 * 86_400_000 + hour++ * 7_200_000);
        const [call] = await kit.db
          .insert(bookings)
          .values({ kind: "strategy_call", leadId: lead!.id, slotStart: start, slotEnd: new Date(+start + 1_800_000), blocksUntil: new Date(+start + 2_700_000), name: `Call of ${stored}`, email: stored })
          .returning();
        callsOf[person.email]!.push(call!.id);
        await kit.jobs.send("crm-sync", { leadId: lead!.id, payload: { email: stored, formType: "contact" } });
        const message = { to: stored, subject: "Your sign-in link", text: `Hello ${stored}`, html: `<p>Hello ${stored}</p>` };
        await kit.jobs.send("email", { to: stored, kind: "magic-link", message, expiresAt: null });
      }
    }
    const othersBefore = {
      leads: await kit.db.select().from(formSubmissions).where(inArray(formSubmissions.id, OTHERS.flatMap((o) => leadsOf[o]!))),
      calls: await kit.db.select().from(bookings).where(inArray(bookings.id, OTHERS.flatMap((o) => callsOf[o]!))),
      jobs: [...(await jobsOf(OTHERS[0])), ...(await jobsOf(OTHERS[1]))],
    };
    expect(othersBefore.jobs).toHaveLength(4);

    for (const typed of [NA, "NA@Ex.Test"]) {
      const res = (await postExport("admin", { email: typed })) as Response;
      expect(res.status).toBe(200);
      const text = await res.text();
      const file = JSON.parse(text);
      expect(file.leads.map((l: { id: string }) => l.id).sort()).toEqual([...leadsOf[NA]!].sort());
      expect(file.bookings.map((b: { id: string }) => b.id).sort()).toEqual([...callsOf[NA]!].sort());
      for (const other of OTHERS) expect(text).not.toContain(other);
    }

    const got = await answer(() => postPage("admin", { intent: "erase", email: NA }));
    expect(got.status).toBe(200);
    expect(got.body.message).toBe("Erased everything stored for na@ex.test. The lookup below shows what is left.");
    const [entry] = await kit.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, emailFingerprint(kit.services.env.BETTER_AUTH_SECRET, NA)))
      .orderBy(desc(adminActions.createdAt))
      .limit(1);
    expect(entry!.details).toMatchObject({ leads: 2, bookings: 2, queuedJobsDeleted: 4 });

    // Na's rows: anonymised, and no queued job left that names the address in either case.
    const naLeads = await kit.db.select().from(formSubmissions).where(inArray(formSubmissions.id, leadsOf[NA]!));
    expect(naLeads.map((l) => [l.email, l.data])).toEqual([
      [null, { name: "Erased", erased: true }],
      [null, { name: "Erased", erased: true }],
    ]);
    const naCalls = await kit.db.select().from(bookings).where(inArray(bookings.id, callsOf[NA]!));
    expect(naCalls.map((c) => [c.name, c.email])).toEqual([
      ["Erased", null],
      ["Erased", null],
    ]);
    expect([...(await jobsOf(NA)), ...(await jobsOf("NA@Ex.Test"))]).toEqual([]);

    // Anna's and Jo's rows: exactly as they were.
    expect(await kit.db.select().from(formSubmissions).where(inArray(formSubmissions.id, OTHERS.flatMap((o) => leadsOf[o]!)))).toEqual(othersBefore.leads);
    expect(await kit.db.select().from(bookings).where(inArray(bookings.id, OTHERS.flatMap((o) => callsOf[o]!)))).toEqual(othersBefore.calls);
    expect([...(await jobsOf(OTHERS[0])), ...(await jobsOf(OTHERS[1]))]).toEqual(othersBefore.jobs);
  });
});
