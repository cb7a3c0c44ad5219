import { adminCopy } from "~/content/admin";
import { requireAdmin } from "~/features/admin/access.server";
import { actionFailure, adminHeaders, field } from "~/features/admin/actions.server";
import {
  countJobs,
  countPaymentRejections,
  listJobs,
  listPaymentRejections,
  mailboxInfo,
  retryInput,
  retryJob,
  type DeliveryView,
} from "~/features/admin/deliveries.server";
import { DeliveriesPage } from "~/features/admin/deliveries-page";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/lib/pagination";
import type { ActionResult } from "~/components/console/ui";
import { parseWith } from "~/lib/api.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/deliveries";
import { readForm } from "~/lib/form.server";

export const meta: Route.MetaFunction = () => adminMeta("deliveries", "/admin/deliveries");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const services = getServices(context);
  const params = new URL(request.url).searchParams;
  const view: DeliveryView = params.get("view") === "retrying" ? "retrying" : "failed";
  const { db } = services.database;
  const [page, jobCounts, mailbox, payments, paymentsTotal] = await Promise.all([
    listJobs(db, view, cursorFrom(params)),
    countJobs(db),
    mailboxInfo(services),
    view === "failed" ? listPaymentRejections(db) : Promise.resolve([]),
    countPaymentRejections(db),
  ]);
  // A payment that was not applied is a failed delivery too (docs/decisions/042).
  const counts = { ...jobCounts, failed: jobCounts.failed + paymentsTotal };
  return { view, page, counts, mailbox, payments, paymentsTotal };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const form = await readForm(request);
  try {
    const input = parseWith(retryInput, { queue: field(form, "queue"), id: field(form, "id") });
    await retryJob(getServices(context), admin, input);
    return { ok: true, message: adminCopy.retried } satisfies ActionResult;
  } catch (err) {
    return actionFailure(err);
  }
}

export default function AdminDeliveries({ loaderData, actionData }: Route.ComponentProps) {
  return <DeliveriesPage data={loaderData} result={actionData} />;
}
