import { rowsOf } from "#platform/db.server";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDetails, chatPreferences, formSubmissions } from "#db/schema";
import { createTestServices, insertUser } from "#tests/support/services";
import { demoIndustry } from "~/content/demo";
import { ValidationFailed } from "~/lib/errors";
import { demoState } from "./api.server";
import { loadBusinessDetails, loadChatPreferences, saveBusinessDetails, saveChatPreferences } from "./details.server";
import { buildDemoSystemPrompt } from "./demo-prompt.server";
import { splitKeyServices } from "./prompts";

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const form = {
  industry: "restaurants",
  businessName: "Luigi's Trattoria",
  businessSize: "11-50",
  targetAudience: "families and office lunch crowds",
  keyServices: " dine-in,  takeout , ,catering ",
  customPrompt: "Always mention our Tuesday pasta night.",
};

describe("business details", () => {
  it("upserts the row, records a demo_customization submission and enqueues the mailing-list payload in one transaction", async () => {
    const user = await insertUser(t.services.database.db, "owner@luigis.example");
    const saved = await saveBusinessDetails(t.services, { id: user.id, email: user.email }, form, {
      clientIp: "203.0.113.9",
    });
    expect(saved).toMatchObject({
      industry: "restaurants",
      businessName: "Luigi's Trattoria",
      businessSize: "11-50",
      targetAudience: "families and office lunch crowds",
      keyServices: ["dine-in", "takeout", "catering"],
      customPrompt: "Always mention our Tuesday pasta night.",
      fileUrls: [],
    });

    const { db } = t.services.database;
    const [submission] = await db
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.userId, user.id), eq(formSubmissions.formType, "demo_customization")));
    expect(submission!.data).toMatchObject({
      businessName: "Luigi's Trattoria",
      keyServices: ["dine-in", "takeout", "catering"],
    });
    expect(submission!.email).toBe("owner@luigis.example");

    const jobs = await db.execute(
      sql`select data from pgboss.job where name = 'crm-sync' and data->>'leadId' = ${submission!.id}`,
    );
    const rows = rowsOf<{ data: { payload: Record<string, string> } }>(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data.payload).toEqual({
      email: "owner@luigis.example",
      businessName: "Luigi's Trattoria",
      industry: "restaurants",
      businessSize: "11-50",
      formType: "demo_customization",
    });

    // Saving again updates the one row (keyed by user) and loads back what was saved.
    await saveBusinessDetails(
      t.services,
      { id: user.id, email: user.email },
      { ...form, businessName: "Luigi's", keyServices: ["pizza"] },
    );
    const rowsNow = await db.select().from(businessDetails).where(eq(businessDetails.userId, user.id));
    expect(rowsNow).toHaveLength(1);
    expect(await loadBusinessDetails(db, user.id)).toMatchObject({ businessName: "Luigi's", keyServices: ["pizza"] });
  });

  it("saves what callers hear (issue 41): hours, address, phone, payment, prices, policies and urgent instructions, and loads them back", async () => {
    const user = await insertUser(t.services.database.db);
    const callerDetails = {
      hours: "Mon–Fri 8am–5pm, closed weekends",
      address: "210 Cedar Lane, Suite 4, Portland",
      phone: "(503) 555-0134",
      payment: "Delta Dental, Cigna; cash and cards",
      prices: "New-patient exam $149; cleaning $110",
      policies: "24 hours' notice to cancel, or a $40 fee.",
      urgent: "After hours, call Dr. Patel at (503) 555-0199.",
    };
    const saved = await saveBusinessDetails(
      t.services,
      { id: user.id, email: user.email },
      {
        industry: "healthcare",
        businessName: "Maple Family Dental",
        ...callerDetails,
      },
    );
    expect(saved).toMatchObject(callerDetails);
    expect(await loadBusinessDetails(t.services.database.db, user.id)).toMatchObject(callerDetails);
    // Left empty: unknown (null), never a default.
    const cleared = await saveBusinessDetails(
      t.services,
      { id: user.id, email: user.email },
      {
        industry: "healthcare",
        businessName: "Maple Family Dental",
        hours: "  ",
        phone: "",
      },
    );
    expect(cleared).toMatchObject({ hours: null, phone: null, address: null, urgent: null });
  });

  it("refuses a caller detail that is too long or a phone number nobody can dial, with the field's own message", async () => {
    const user = await insertUser(t.services.database.db);
    const save = (extra: Record<string, string>) =>
      saveBusinessDetails(t.services, { id: user.id, email: user.email }, { industry: "finance", ...extra });
    await expect(save({ hours: "x".repeat(301) })).rejects.toMatchObject({
      fieldErrors: { hours: "Opening hours is too long: the limit is 300 characters." },
    });
    await expect(save({ phone: "call us maybe" })).rejects.toMatchObject({
      fieldErrors: {
        phone: "Enter a phone number callers can dial, with its area code (digits, spaces, + ( ) - only).",
      },
    });
    await expect(save({ phone: "555" })).rejects.toBeInstanceOf(ValidationFailed);
    await expect(save({ phone: "+1 (303) 555-0148 ext. 12" })).resolves.toMatchObject({
      phone: "+1 (303) 555-0148 ext. 12",
    });
  });

  it("refuses an industry outside the six and an unknown business size", async () => {
    const user = await insertUser(t.services.database.db);
    await expect(saveBusinessDetails(t.services, user, { ...form, industry: "" })).rejects.toBeInstanceOf(
      ValidationFailed,
    );
    await expect(saveBusinessDetails(t.services, user, { ...form, industry: "retail" })).rejects.toBeInstanceOf(
      ValidationFailed,
    );
    await expect(saveBusinessDetails(t.services, user, { ...form, businessSize: "5000" })).rejects.toBeInstanceOf(
      ValidationFailed,
    );
    expect(await loadBusinessDetails(t.services.database.db, user.id)).toBeNull();
  });
});

describe("chat preferences", () => {
  it("requires name and industry, saves preferences = {} and upserts per user", async () => {
    const user = await insertUser(t.services.database.db);
    const { db } = t.services.database;
    await expect(saveChatPreferences(db, user.id, { name: " ", industry: "finance" })).rejects.toThrow(
      "Please fill in all required fields",
    );
    await expect(saveChatPreferences(db, user.id, { name: "Ana", industry: "" })).rejects.toBeInstanceOf(
      ValidationFailed,
    );
    await saveChatPreferences(db, user.id, { name: "Ana", industry: "finance", company: "", role: "COO", goals: "" });
    await saveChatPreferences(db, user.id, { name: "Ana Ruiz", industry: "finance", company: "Northwind Credit" });
    const rows = await db.select().from(chatPreferences).where(eq(chatPreferences.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ana Ruiz",
      company: "Northwind Credit",
      industry: "finance",
      role: null,
      goals: null,
      preferences: {},
    });
    expect(await loadChatPreferences(db, user.id)).toEqual({
      name: "Ana Ruiz",
      company: "Northwind Credit",
      industry: "finance",
      role: null,
      goals: null,
    });
  });
});

describe("demo state", () => {
  it("tells a visitor the modes; a signed-in user also gets only their own set-up", async () => {
    const anon = await demoState(t.services, { user: null, clientIp: "1.2.3.4" });
    expect(anon).toMatchObject({
      chat: "offline",
      voice: "unconfigured",
      signedIn: false,
      businessDetails: null,
      chatPreferences: null,
      files: [],
    });
    const a = await insertUser(t.services.database.db);
    const b = await insertUser(t.services.database.db);
    await saveChatPreferences(t.services.database.db, a.id, { name: "A", industry: "healthcare" });
    const stateA = await demoState(t.services, { user: a, clientIp: "1.2.3.4" });
    const stateB = await demoState(t.services, { user: b, clientIp: "1.2.3.4" });
    expect(stateA.chatPreferences?.name).toBe("A");
    expect(stateB.chatPreferences).toBeNull();
  });
});

describe("prompts", () => {
  it("splits key services on commas and trims them", () => {
    expect(splitKeyServices(" a, b ,, c ")).toEqual(["a", "b", "c"]);
    expect(splitKeyServices("")).toEqual([]);
  });

  it("the server's prompt carries the saved details as data, and the industry's default when there are none", () => {
    const prompt = buildDemoSystemPrompt({
      industry: "restaurants",
      role: "caller",
      details: { ...form, keyServices: splitKeyServices(form.keyServices) },
      customization: form.customPrompt,
    });
    expect(prompt).toContain(
      [
        "<business_details>",
        "Business name: Luigi's Trattoria",
        "Industry: Restaurants",
        "Size: 11-50 employees",
        "Customers: families and office lunch crowds",
        "Key services: dine-in, takeout, catering",
        "</business_details>",
      ].join("\n"),
    );
    expect(prompt).toContain("<customization>\nAlways mention our Tuesday pasta night.\n</customization>");
    const plain = buildDemoSystemPrompt({ industry: "finance", role: "caller", details: null, customization: null });
    expect(plain).toContain(demoIndustry("finance").defaultPrompt);
    expect(plain).not.toContain("<business_details>\n");
    expect(plain).not.toContain("<customization>\n");
  });
});
