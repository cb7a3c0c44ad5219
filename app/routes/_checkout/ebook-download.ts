import { data } from "react-router";
import { ebookPdf, verifyDownload } from "~/features/checkout/downloads.server";
import { orderWithItems } from "~/features/checkout/orders.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/ebook-download";

/** The purchased ebook, only through a valid, unexpired signed link of a paid order. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const url = new URL(request.url);
  const check = verifyDownload(services.env.BETTER_AUTH_SECRET, params.orderId, url.searchParams.get("expires"), url.searchParams.get("sig"));
  if (check === "expired") throw data("This download link has expired. Open your order page again for a fresh link.", { status: 410, statusText: "Link expired" });
  if (check !== "ok") throw data("This download link is not valid.", { status: 403, statusText: "Invalid link" });
  const order = await orderWithItems(services.database.db, { id: params.orderId });
  if (!order || order.status !== "paid" || !order.items.some((i) => i.kind === "ebook")) throw data("Not found", { status: 404 });
  return new Response(new Uint8Array(ebookPdf(order.email)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="ai-business-partner-playbook.pdf"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
