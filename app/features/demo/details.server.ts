import { asc, eq } from "drizzle-orm";
import { businessDetails, businessFiles, chatPreferences } from "#db/schema";
import type { Db } from "#platform/db.server";
import { storeLeadIn } from "~/features/leads/leads.server";
import { parseWith } from "~/lib/api.server";
import type { AppServices } from "#platform/context";
import { businessDetailsSchema, chatPreferencesSchema } from "./schemas";
import type { BusinessDetailsView, BusinessFileView, ChatPreferencesView } from "./types";

/**
 * The signed-in visitor's demo set-up (spec §7 "Demo page"): business details (one row per
 * user), chat preferences (one row per user) and the private files they attached. Every
 * query is keyed by the session's user id, never by anything the browser sends.
 */

export type DemoUser = { id: string; email: string };

/** The private link stored in business_details.file_urls (docs/decisions/030). */
export const fileUrlOf = (id: string) => `/api/files/${id}`;

export type { BusinessDetailsView, BusinessFileView, ChatPreferencesView };

/** A saved row as the page and the assistant read it. */
function viewOf(row: typeof businessDetails.$inferSelect): BusinessDetailsView {
  return {
    industry: row.industry,
    businessName: row.businessName,
    businessSize: row.businessSize,
    targetAudience: row.targetAudience,
    keyServices: row.keyServices,
    hours: row.hours,
    address: row.address,
    phone: row.phone,
    payment: row.payment,
    prices: row.prices,
    policies: row.policies,
    urgent: row.urgent,
    customPrompt: row.customPrompt,
    fileUrls: row.fileUrls,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadBusinessDetails(db: Db, userId: string): Promise<BusinessDetailsView | null> {
  const [row] = await db.select().from(businessDetails).where(eq(businessDetails.userId, userId)).limit(1);
  return row ? viewOf(row) : null;
}

export async function loadChatPreferences(db: Db, userId: string): Promise<ChatPreferencesView | null> {
  const [row] = await db.select().from(chatPreferences).where(eq(chatPreferences.userId, userId)).limit(1);
  if (!row) return null;
  return { name: row.name, company: row.company, industry: row.industry, role: row.role, goals: row.goals };
}

export async function listFiles(db: Db, userId: string): Promise<BusinessFileView[]> {
  const rows = await db
    .select()
    .from(businessFiles)
    .where(eq(businessFiles.userId, userId))
    .orderBy(asc(businessFiles.createdAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.originalName,
    size: r.size,
    contentType: r.contentType,
    url: fileUrlOf(r.id),
    createdAt: r.createdAt.toISOString(),
  }));
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** business_details.file_urls mirrors the user's files; creates the row when there is none yet. */
export async function syncFileUrls(tx: Tx | Db, userId: string) {
  const rows = await tx
    .select({ id: businessFiles.id })
    .from(businessFiles)
    .where(eq(businessFiles.userId, userId))
    .orderBy(asc(businessFiles.createdAt));
  const fileUrls = rows.map((r) => fileUrlOf(r.id));
  await tx
    .insert(businessDetails)
    .values({ userId, fileUrls, updatedAt: new Date() })
    .onConflictDoUpdate({ target: businessDetails.userId, set: { fileUrls, updatedAt: new Date() } });
  return fileUrls;
}

/**
 * Spec §7: upsert business_details, insert a demo_customization form submission and
 * enqueue the mailing-list payload { email, businessName, industry, businessSize, formType },
 * all in one transaction, so none of the three exists without the others.
 */
export async function saveBusinessDetails(
  services: Pick<AppServices, "database" | "jobs" | "env">,
  user: DemoUser,
  input: unknown,
  origin: { clientIp: string } = { clientIp: "unknown" },
): Promise<BusinessDetailsView> {
  const form = parseWith(businessDetailsSchema, input);
  const { db } = services.database;
  return db.transaction(async (tx) => {
    const fileUrls = (
      await tx
        .select({ id: businessFiles.id })
        .from(businessFiles)
        .where(eq(businessFiles.userId, user.id))
        .orderBy(asc(businessFiles.createdAt))
    ).map((r) => fileUrlOf(r.id));
    const values = { ...form, fileUrls, updatedAt: new Date() };
    const [row] = await tx
      .insert(businessDetails)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: businessDetails.userId, set: values })
      .returning();
    await storeLeadIn(tx, services, {
      formType: "demo_customization",
      userId: user.id,
      email: user.email,
      data: { ...form, fileUrls },
      page: "/demo",
      clientIp: origin.clientIp,
    });
    return viewOf(row!);
  });
}

/** Spec §7: upsert chat_preferences with name, company, industry, role, goals and preferences = {}. */
export async function saveChatPreferences(db: Db, userId: string, input: unknown): Promise<ChatPreferencesView> {
  const form = parseWith(chatPreferencesSchema, input);
  const values = { ...form, preferences: {}, updatedAt: new Date() };
  await db
    .insert(chatPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: chatPreferences.userId, set: values });
  return { name: form.name, company: form.company, industry: form.industry, role: form.role, goals: form.goals };
}
