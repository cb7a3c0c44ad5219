import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, formSubmissions, orders, session, twoFactor, user, verification } from "#db/schema";
import { loader as customerLoader } from "~/routes/_admin/customer";
import { customerDetail, listCustomers } from "./customers.server";
import { startAdminTestKit, statusOf, type AdminTestKit } from "#tests/support/admin-kit";

/**
 * Customers in the console: an account with its orders and leads, and never a password hash,
 * session token, verification value or two-factor secret.
 */

let kit: AdminTestKit;
const SECRETS = {
  password: "$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$secret-hash-value",
  accessToken: "ya29.oauth-access-token-value",
  refreshToken: "1//oauth-refresh-token-value",
  idToken: "eyJhbGciOi.id-token-value",
  sessionToken: "session-token-value-0123456789",
  verification: "verification-value-0123456789",
  totpSecret: "JBSWY3DPEHPK3PXP-totp",
  backupCodes: "backup-codes-value-0123",
};
const selection = { priceId: "main-offer", upsellPriceIds: [] };

beforeAll(async () => {
  kit = await startAdminTestKit();
  await kit.db.insert(user).values({
    id: "u_cora",
    name: "Cora Customer",
    email: "Cora@Customers.example",
    emailVerified: true,
    twoFactorEnabled: true,
  });
  await kit.db.insert(account).values([
    { id: "acc_1", accountId: "u_cora", providerId: "credential", userId: "u_cora", password: SECRETS.password },
    {
      id: "acc_2",
      accountId: "google-123",
      providerId: "google",
      userId: "u_cora",
      accessToken: SECRETS.accessToken,
      refreshToken: SECRETS.refreshToken,
      idToken: SECRETS.idToken,
    },
  ]);
  await kit.db.insert(session).values({
    id: "sess_1",
    userId: "u_cora",
    token: SECRETS.sessionToken,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await kit.db.insert(verification).values({
    id: "ver_1",
    identifier: "cora@customers.example",
    value: SECRETS.verification,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await kit.db
    .insert(twoFactor)
    .values({ id: "tf_1", userId: "u_cora", secret: SECRETS.totpSecret, backupCodes: SECRETS.backupCodes });

  // Five orders: three through the account, two as a guest under the same email (any case).
  for (let i = 0; i < 5; i++)
    await kit.db.insert(orders).values({
      ...(i < 3 ? { userId: "u_cora" } : { email: i === 3 ? "cora@customers.example" : "CORA@customers.example" }),
      status: i === 0 ? "refunded" : "paid",
      amountTotal: 10_000,
      amountRefunded: i === 0 ? 10_000 : i === 1 ? 2_500 : 0,
      selection,
      createdAt: new Date(Date.UTC(2025, 2, 1 + i)),
    });
  // Someone else's order is not hers.
  await kit.db.insert(orders).values({ email: "other@customers.example", status: "paid", amountTotal: 1, selection });
  // Four leads: two signed in, two by email.
  for (let i = 0; i < 4; i++)
    await kit.db.insert(formSubmissions).values({
      formType: "contact",
      data: { email: "cora@customers.example" },
      ...(i < 2 ? { userId: "u_cora" } : { email: "cora@customers.example" }),
      createdAt: new Date(Date.UTC(2025, 2, 10 + i)),
    });
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

describe("customer detail", () => {
  it("returns only the account's public columns, never a password, token or secret", async () => {
    const detail = (await customerDetail(kit.db, "u_cora"))!;
    expect(Object.keys(detail.customer).sort()).toEqual(
      ["createdAt", "email", "emailVerified", "guest", "id", "name", "twoFactorEnabled"].sort(),
    );
    expect(detail.customer).toMatchObject({
      id: "u_cora",
      name: "Cora Customer",
      email: "Cora@Customers.example",
      emailVerified: true,
      twoFactorEnabled: true,
    });
    const page = await customerLoader({
      request: kit.request("admin", "/admin/customers/u_cora"),
      context: kit.context(),
      params: { id: "u_cora" },
    } as never);
    for (const text of [JSON.stringify(detail), JSON.stringify(page)]) {
      for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/password|token|secret|backupCodes/i);
    }
    const list = await listCustomers(kit.db, "cora", {});
    expect(list.items).toHaveLength(1);
    expect(Object.keys(list.items[0]).sort()).toEqual(
      ["createdAt", "email", "emailVerified", "guest", "id", "leads", "name", "orders", "paidTotal"].sort(),
    );
    expect(JSON.stringify(list)).not.toMatch(/password|token|secret/i);
  });

  it("lists the account's orders (signed in or under its email) and leads, newest first, with refunds", async () => {
    const detail = (await customerDetail(kit.db, "u_cora"))!;
    expect(detail.orders).toHaveLength(5);
    expect(detail.ordersTotal).toBe(5);
    expect(detail.orders.map((o) => o.createdAt.slice(0, 10))).toEqual([
      "2025-03-05",
      "2025-03-04",
      "2025-03-03",
      "2025-03-02",
      "2025-03-01",
    ]);
    expect(detail.orders.at(-1)).toMatchObject({ status: "refunded", amountRefunded: 10_000 });
    expect(detail.orders.at(-2)).toMatchObject({ status: "paid", amountRefunded: 2_500 });
    expect(detail.leads).toHaveLength(4);
    expect(detail.leadsTotal).toBe(4);
  });

  it("a capped list says how many there are in all", async () => {
    const detail = (await customerDetail(kit.db, "u_cora", 3))!;
    expect(detail.orders).toHaveLength(3);
    expect(detail.ordersTotal).toBe(5);
    expect(detail.leads).toHaveLength(3);
    expect(detail.leadsTotal).toBe(4);
    const exact = (await customerDetail(kit.db, "u_cora", 4))!;
    expect(exact.leads).toHaveLength(4);
    expect(exact.leadsTotal).toBe(4);
  });

  it("an unknown or malformed id is a 404", async () => {
    expect(await customerDetail(kit.db, "nobody")).toBeNull();
    expect(await customerDetail(kit.db, "u_cora' or '1'='1")).toBeNull();
    const load = (id: string) => () =>
      customerLoader({
        request: kit.request("admin", `/admin/customers/${encodeURIComponent(id)}`),
        context: kit.context(),
        params: { id },
      } as never);
    expect(await statusOf(load("nobody"))).toBe(404);
    expect(await statusOf(load("../u_cora"))).toBe(404);
    expect(await statusOf(load("u_cora"))).toBe(200);
  });
});
