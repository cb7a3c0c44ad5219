import type { RouterContextProvider } from "react-router";
import { settleSessionRefund, visitorRefundPreview } from "~/features/checkout/session-refund.server";
import { cancelAction, manageLoader } from "~/features/scheduling/manage-page.server";

/**
 * A call cancelled from its email's link (decision 119): the scheduling feature frees the time and
 * tells both sides; the checkout feature's rule decides what a paid session refunds (queued in the
 * same transaction) and what the page and emails say about it. The route calls this, so neither
 * feature imports the other for it. The owner's cancellation from the console passes the same rule
 * (app/features/admin/bookings.server.ts).
 */
export const cancelPageLoader = (context: Readonly<RouterContextProvider>, request: Request) =>
  manageLoader(context, request, "cancel", visitorRefundPreview);

export const cancelPageAction = (context: Readonly<RouterContextProvider>, request: Request) =>
  cancelAction(context, request, settleSessionRefund);
