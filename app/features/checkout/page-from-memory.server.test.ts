import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliates } from "#db/schema";
import { createTestServices, insertUser } from "#tests/support/services";
import { forgetReferralCodes, joinAffiliateProgram } from "~/features/affiliate/affiliate.server";
import { referralCookieValue } from "~/features/affiliate/referral-cookie.server";
import { slotsVersion } from "~/features/scheduling/slots-version";
import { checkoutFromMemory } from "./page-from-memory.server";

type T = Awaited<ReturnType<typeof createTestServices>>;
let t: T;
let code: string;
beforeAll(async () => {
  t = await createTestServices();
  code = (await joinAffiliateProgram(t.services.database.db, (await insertUser(t.services.database.db)).id, 0.2)).code;
});
afterAll(() => t?.close());

const headers = (h: Record<string, string> = {}) => ({ get: (name: string) => h[name.toLowerCase()] ?? null });
const page = (url: string, h: Record<string, string> = {}) => checkoutFromMemory(t.services, url, headers(h));

describe("which /checkout visits share a page kept in memory (decision 089)", () => {
  it("only /checkout, with no query but the add-ons, the partner's code and campaign tags", async () => {
    expect(await page("/checkout")).not.toBeNull();
    expect(await page("/checkout?addons=setup,training&utm_source=news&gclid=1")).not.toBeNull();
    expect(await page("/checkout?priceId=x")).toBeNull();
    expect(await page("/checkout/success?session_id=x")).toBeNull();
    expect(await page("/pricing")).toBeNull();
  });

  it("the key names the address and the partner the page credits, by the loader's rule", async () => {
    const bare = await page("/checkout");
    expect(bare!.key).toBe("/checkout\n");
    expect(bare!.version).toBe(slotsVersion());
    // An active partner's code, in any case: credited (the visitor has not been asked yet).
    expect((await page(`/checkout?ref=${code.toLowerCase()}`))!.key).toBe(
      `/checkout?ref=${code.toLowerCase()}\n${code}`,
    );
    // A made-up code credits no one; the referral cookie of an earlier click does.
    expect((await page("/checkout?ref=NOSUCHCODE"))!.key).toBe("/checkout?ref=NOSUCHCODE\n");
    const cookie = `voxa_ref=${referralCookieValue(code, t.services.env.BETTER_AUTH_SECRET)}`;
    expect((await page("/checkout?ref=NOSUCHCODE", { cookie }))!.key).toBe(`/checkout?ref=NOSUCHCODE\n${code}`);
    // Declined, or GPC: no partner is credited, so the page is the bare one.
    expect((await page(`/checkout?ref=${code}`, { cookie: `${cookie}; voxa_consent=referral:no` }))!.key).toBe(
      `/checkout?ref=${code}\n`,
    );
    expect((await page(`/checkout?ref=${code}`, { "sec-gpc": "1" }))!.key).toBe(`/checkout?ref=${code}\n`);
  });

  it("the visit's cookie is the one the root middleware gives: only when the visitor allowed it", async () => {
    expect(await (await page(`/checkout?ref=${code}`))!.referralCookie()).toBeNull();
    const given = await (await page(`/checkout?ref=${code}`, {
      cookie: "voxa_consent=referral:yes",
    }))!.referralCookie();
    expect(given).toMatch(new RegExp(`^voxa_ref=${code}\\.`));
  });

  it("a suspended partner's page is another page at once in this process", async () => {
    expect((await page(`/checkout?ref=${code}`))!.key).toBe(`/checkout?ref=${code}\n${code}`);
    await t.services.database.db.update(affiliates).set({ status: "suspended" }).where(eq(affiliates.code, code));
    forgetReferralCodes(); // as setAffiliateStatus does once its change has committed
    expect((await page(`/checkout?ref=${code}`))!.key).toBe(`/checkout?ref=${code}\n`);
    await t.services.database.db.update(affiliates).set({ status: "active" }).where(eq(affiliates.code, code));
    forgetReferralCodes();
  });

  it("a database known to be down: rendered as before (React Router's answer says what to do)", async () => {
    const down = { ...t.services, database: { ...t.services.database, isDown: () => true } };
    expect(await checkoutFromMemory(down, "/checkout", headers())).toBeNull();
  });
});
