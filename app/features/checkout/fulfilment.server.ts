import { and, eq, isNull } from "drizzle-orm";
import { orders } from "#db/schema";
import type { AppServices } from "#platform/context";
import { afterOneTime } from "~/content/catalog/ways-to-buy";
import { nextStepsCopy } from "~/content/onboarding";
import { buildOf } from "~/features/onboarding/timeline";
import { site } from "~/content/site";
import { formatCents } from "~/lib/money";
import { ebookDownloadPath } from "./downloads.server";
import { orderWithItems } from "./orders.server";

type Services = Pick<AppServices, "env" | "database" | "logger" | "mailer">;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The order-fulfilment job: one receipt per paid order, carrying its deliveries (ebook
 * download link, strategy-session booking link). Claiming `receipt_sent_at` first makes a
 * duplicate job a no-op; a failed send releases the claim so the retry sends it.
 */
export type OrderFulfilmentJob = { orderId: string };

export function orderFulfilmentJob(services: Services) {
  return async ({ orderId }: OrderFulfilmentJob) => {
    const { db } = services.database;
    const [claimed] = await db
      .update(orders)
      .set({ receiptSentAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "paid"), isNull(orders.receiptSentAt)))
      .returning({ id: orders.id });
    if (!claimed) return { skipped: true };
    try {
      let order = (await orderWithItems(db, { id: orderId }))!;
      if (!order.email) {
        // Release the claim, so the job queued when the email arrives (confirmPayment) can send.
        // If the email was saved meanwhile, that job may already have found the claim taken:
        // the release then matches nothing and this job sends the receipt itself.
        const [released] = await db
          .update(orders)
          .set({ receiptSentAt: null })
          .where(and(eq(orders.id, orderId), isNull(orders.email)))
          .returning({ id: orders.id });
        if (released) {
          services.logger.warn({ orderId }, "paid order has no email yet; receipt waits for it");
          return { skipped: true };
        }
        order = (await orderWithItems(db, { id: orderId }))!;
      }
      const email = order.email!;
      const base = services.env.PUBLIC_SITE_URL.replace(/\/$/, "");
      const lines = order.items.map(
        (i) =>
          `${i.name}: ${formatCents(i.amount)}${i.monthlyAmount ? ` (then ${formatCents(i.monthlyAmount)} a month from month 13; the first year of maintenance is in the setup fee)` : ""}`,
      );
      // What recurs after a one-time build (issue 42): the same sentence as the checkout and pricing pages.
      const oneTimeBuild = order.items.some((i) => i.kind === "offer" || i.kind === "package" || i.kind === "core-plan");

      const deliveries: string[] = [];
      if (order.items.some((i) => i.kind === "ebook"))
        deliveries.push(`Download your ebook: ${base}${ebookDownloadPath(services.env.BETTER_AUTH_SECRET, order.id)}`);
      const orderPage = `${base}/checkout/success?session_id=${encodeURIComponent(order.stripeSessionId ?? "")}`;
      if (order.items.some((i) => i.kind === "session")) deliveries.push(`Your strategy session: ${orderPage}`);
      // A paid build: the kickoff call and the onboarding form are on the order's page (issue 42).
      if (buildOf(order.selection.priceId)) deliveries.push(nextStepsCopy.receipt(orderPage));
      const text = [
        `Thank you for your purchase from ${site.name}.`,
        "",
        `Order ${order.id}${order.testMode ? " (TEST MODE: no money was charged)" : ""}`,
        ...lines,
        `Total paid: ${formatCents(order.amountTotal, { decimals: "always" })}`,
        ...(oneTimeBuild ? ["", afterOneTime] : []),
        "",
        ...deliveries,
        "",
        `Questions? Reply to this email or write to ${site.contact.email}.`,
      ].join("\n");
      const html = `<div style="font-family:system-ui,sans-serif;max-width:560px"><h1 style="font-size:20px">Thank you for your purchase</h1>${text
        .split("\n")
        .map((l) => (l ? `<p style="margin:4px 0">${escapeHtml(l).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>` : "<br>"))
        .join("")}</div>`;
      await services.mailer.send({ to: email, subject: `Your ${site.name} receipt`, text, html, kind: "receipt" });
      return { sent: true };
    } catch (err) {
      await db.update(orders).set({ receiptSentAt: null }).where(eq(orders.id, orderId));
      throw err;
    }
  };
}

/** This feature's queues and what their jobs carry (platform/jobs.server.ts, JobPayloads). */
declare module "#platform/jobs.server" {
  interface JobPayloads {
    "order-fulfilment": OrderFulfilmentJob;
  }
}
