import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/db";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function columns(table: string) {
  const rows = (await database.db.execute(
    sql`select column_name, data_type from information_schema.columns where table_name = ${table} order by column_name`,
  )) as unknown as { rows: { column_name: string; data_type: string }[] };
  return Object.fromEntries(rows.rows.map((r) => [r.column_name, r.data_type]));
}

describe("spec §3 tables", () => {
  it("form_submissions has form_type, user_id and a data object", async () => {
    expect(await columns("form_submissions")).toMatchObject({ form_type: "text", user_id: "text", data: "jsonb" });
  });
  it("affiliates keeps money in integer cents and the rate as a fraction", async () => {
    expect(await columns("affiliates")).toMatchObject({
      id: "uuid",
      user_id: "text",
      code: "text",
      total_earnings: "integer",
      commission_rate: "numeric",
    });
  });
  it("referrals has the spec's columns", async () => {
    expect(await columns("referrals")).toMatchObject({
      id: "uuid",
      affiliate_id: "uuid",
      referred_user_id: "text",
      created_at: "timestamp with time zone",
      status: "text",
      commission_amount: "integer",
    });
  });
  it("business_details is keyed by user with list columns", async () => {
    expect(await columns("business_details")).toMatchObject({
      user_id: "text",
      industry: "text",
      business_name: "text",
      business_size: "text",
      target_audience: "text",
      key_services: "ARRAY",
      custom_prompt: "text",
      file_urls: "ARRAY",
      updated_at: "timestamp with time zone",
    });
  });
  it("chat_preferences stores name, company, industry, role, goals and preferences", async () => {
    expect(await columns("chat_preferences")).toMatchObject({
      user_id: "text",
      name: "text",
      company: "text",
      industry: "text",
      role: "text",
      goals: "text",
      preferences: "jsonb",
    });
  });
});
