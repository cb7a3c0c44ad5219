import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { orders } from "../../../db/schema";
import { releaseSessionHold } from "~/features/checkout/session-booking.server";
import { getServices } from "~/lib/context";
import type { Route } from "./+types/cancel";

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * Stripe's cancel_url: the order is marked canceled and the buyer returns with the selection kept;
 * a strategy session's held time is released at once, so the buyer can pick it again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("order") ?? "";
  if (!UUID.test(id)) return redirect("/checkout");
  const { db } = getServices(context).database;
  const order = await db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(orders)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, "pending")))
      .returning();
    if (canceled) await releaseSessionHold(tx, canceled.id);
    return canceled;
  });
  const found = order ?? (await db.select().from(orders).where(eq(orders.id, id)).limit(1))[0];
  if (!found) return redirect("/checkout");
  const { priceId, upsellPriceIds } = found.selection;
  const qs = new URLSearchParams({ canceled: "1" });
  if (upsellPriceIds.length) qs.set("addons", upsellPriceIds.join(","));
  if (found.refCode) qs.set("ref", found.refCode);
  const back = priceId === "main-offer" ? "/checkout" : priceId.startsWith("plan-") ? "/pricing" : priceId.startsWith("core-") ? "/core-offer" : priceId === "ebook" ? "/ai-business-partner" : "/checkout";
  return redirect(`${back}?${qs}`);
}
