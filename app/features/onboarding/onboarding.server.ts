import { and, eq } from "drizzle-orm";
import { businessDetails, orders, type Onboarding } from "#db/schema";
import type { Db } from "#platform/db.server";
import { nextStepsCopy } from "~/content/onboarding";
import { NotFound, ValidationFailed } from "~/lib/errors";
import { onboardingSchema } from "./onboarding.schema";
import { buildOf } from "./timeline";

/**
 * The onboarding form's answers (issue 42), kept on the order: a guest buyer has no account to
 * keep them on, and the owner reads them on the order's page. Each save replaces the last.
 */
export async function saveOnboarding(db: Db, orderId: string, input: Record<string, unknown>, now = new Date()) {
  const parsed = onboardingSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    throw new ValidationFailed(Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new NotFound("Order not found");
  if (order.status !== "paid") throw new ValidationFailed(nextStepsCopy.kickoff.notPaid);
  if (!buildOf(order.selection.priceId)) throw new ValidationFailed(nextStepsCopy.kickoff.notABuild);
  const answers = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Onboarding;
  await db
    .update(orders)
    .set({ onboarding: answers, onboardingAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid")));
  return answers;
}

/**
 * What the form starts with: the saved answers, else what the buyer already told the demo about
 * their business when they have an account (its name, industry and services).
 */
export async function onboardingStart(db: Db, order: { onboarding: Onboarding | null; userId: string | null }): Promise<Partial<Onboarding>> {
  if (order.onboarding) return order.onboarding;
  if (!order.userId) return {};
  const [saved] = await db
    .select({ businessName: businessDetails.businessName, industry: businessDetails.industry, keyServices: businessDetails.keyServices })
    .from(businessDetails)
    .where(eq(businessDetails.userId, order.userId))
    .limit(1);
  if (!saved) return {};
  return {
    ...(saved.businessName ? { businessName: saved.businessName } : {}),
    ...(saved.industry ? { industry: saved.industry } : {}),
    ...(saved.keyServices.length ? { services: saved.keyServices.join(", ") } : {}),
  };
}
