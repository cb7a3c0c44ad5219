import { redirect } from "react-router";
import { markOrderCanceled } from "~/features/checkout/orders.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/cancel";

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * Stripe's cancel_url: the order is marked canceled (its held session time released) and the
 * buyer returns with the selection kept.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("order") ?? "";
  if (!UUID.test(id)) return redirect("/checkout");
  const found = await markOrderCanceled(getServices(context).database.db, id);
  if (!found) return redirect("/checkout");
  const { priceId, upsellPriceIds } = found.selection;
  const qs = new URLSearchParams({ canceled: "1" });
  if (upsellPriceIds.length) qs.set("addons", upsellPriceIds.join(","));
  if (found.refCode) qs.set("ref", found.refCode);
  const back = priceId === "main-offer" ? "/checkout" : priceId.startsWith("plan-") ? "/pricing" : priceId.startsWith("core-") ? "/core-offer" : priceId === "ebook" ? "/ai-business-partner" : "/checkout";
  return redirect(`${back}?${qs}`);
}
