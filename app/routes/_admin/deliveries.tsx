import { RotateCcw } from "lucide-react";
import { stay } from "~/features/admin/stay";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { adminCopy, adminPages, queueLabels } from "~/content/admin";
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
  type JobRow,
  type PaymentRejectionRow,
} from "~/features/admin/deliveries.server";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/features/admin/pagination";
import { ListPage } from "~/features/admin/list-page";
import { ActionNotice, DateTime, shortId, type ActionResult } from "~/features/admin/ui";
import { Badge } from "~/components/ui/badge";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { Button } from "~/components/ui/button";
import { parseWith } from "~/lib/api.server";
import { cn } from "~/lib/cn";
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

const stateBadge = {
  dead: ["Dead-lettered", "bad"],
  failed: ["Failed", "bad"],
  retrying: ["Retrying", "warn"],
} as const;

export default function AdminDeliveries({ loaderData, actionData }: Route.ComponentProps) {
  const { view, page, counts, mailbox, payments, paymentsTotal } = loaderData;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy = navigation.state !== "idle";
  const tabs = [
    { view: "failed", label: `Failed (${counts.failed})`, to: pathname },
    { view: "retrying", label: `Retrying (${counts.retrying})`, to: `${pathname}?view=retrying` },
  ];
  return (
    <ListPage
      title={adminPages.deliveries.title}
      description={adminPages.deliveries.description}
      above={
        <>
          {mailbox ? (
            <p className="rounded-md border bg-card px-3 py-2 text-sm">
              {adminCopy.mailbox.hint}{" "}
              <a href={mailbox.href} className="font-medium text-primary underline-offset-4 hover:underline">
                {adminCopy.mailbox.label}
              </a>{" "}
              <span className="text-muted-foreground">({mailbox.count} messages)</span>
            </p>
          ) : null}
          <nav aria-label="Delivery state" className="flex flex-wrap gap-2">
            {tabs.map((t) => (
              <Link
                key={t.view}
                to={t.to}
                aria-current={view === t.view ? "page" : undefined}
                className={cn(
                  "rounded-full border px-3 py-1 text-sm",
                  view === t.view ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
                )}
              >
                {t.label}
              </Link>
            ))}
          </nav>
          <ActionNotice result={actionData} />
          {payments.length > 0 ? <PaymentsNotApplied rows={payments} total={paymentsTotal} /> : null}
        </>
      }
      page={page}
      // With payments not applied listed above, an empty list of deliveries says nothing more.
      empty={payments.length > 0 ? null : view === "failed" ? adminCopy.empty.deliveries : adminCopy.empty.retrying}
    >
      <Table label={view === "failed" ? "Failed deliveries" : "Deliveries being retried"}>
        <thead>
          <tr>
            <Th>Job</Th>
            <Th className={wide}>For</Th>
            <Th className={wide}>Error</Th>
            <Th className={`${wide} text-right`}>Attempts</Th>
            <Th className={wide}>{view === "failed" ? "Failed" : "Next attempt"}</Th>
            {view === "failed" ? <Th>Action</Th> : null}
          </tr>
        </thead>
        <tbody>
          {page.items.map((job) => {
            const [label, tone] = stateBadge[job.state];
            return (
              <tr key={job.id} data-testid="job-row" data-queue={job.queue}>
                <Td>
                  <span className="block font-medium whitespace-nowrap">{queueLabels[job.queue] ?? job.queue}</span>
                  <Badge tone={tone} className="mt-1">
                    {label}
                  </Badge>
                  <MobileMeta>
                    <Concerns job={job} />
                    <span>
                      {job.attempts} {job.attempts === 1 ? "attempt" : "attempts"}
                    </span>
                    <DateTime iso={view === "failed" ? job.failedAt : job.nextAttemptAt} />
                    {job.error ? <span className="basis-full font-mono break-words">{job.error}</span> : null}
                  </MobileMeta>
                </Td>
                <Td className={`${wide} whitespace-nowrap`}>
                  <Concerns job={job} />
                </Td>
                <Td className={`${wide} max-w-[28rem] min-w-[14rem] font-mono text-xs break-words`}>
                  {job.error || "—"}
                </Td>
                <Td className={`${wide} text-right tabular-nums`}>{job.attempts}</Td>
                <Td className={wide}>
                  <DateTime iso={view === "failed" ? job.failedAt : job.nextAttemptAt} />
                </Td>
                {view === "failed" ? (
                  <Td>
                    <Form method="post" state={stay} preventScrollReset>
                      <input type="hidden" name="queue" value={job.storedIn} />
                      <input type="hidden" name="id" value={job.id} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={`Retry ${queueLabels[job.queue] ?? job.queue} job ${shortId(job.id)}`}
                      >
                        <RotateCcw aria-hidden="true" />
                        Retry
                      </Button>
                    </Form>
                  </Td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </ListPage>
  );
}

/** Signed Stripe payments that named an order but were not its own: nothing was fulfilled, no retry. */
function PaymentsNotApplied({ rows, total }: { rows: PaymentRejectionRow[]; total: number }) {
  return (
    <section aria-labelledby="payments-not-applied" className="space-y-2">
      <h2 id="payments-not-applied" className="text-lg font-semibold">
        Payments not applied ({total})
      </h2>
      <p className="text-sm text-muted-foreground">
        Stripe reported these payments for an order, but not from the order&apos;s own checkout or not for its total:
        the order was left unpaid and nothing was delivered. Check them in your Stripe dashboard and refund there if
        someone was charged.
      </p>
      <Table label="Payments not applied">
        <thead>
          <tr>
            <Th>Payment</Th>
            <Th className={wide}>For</Th>
            <Th>Reason</Th>
            <Th className={wide}>Received</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="payment-rejection-row" data-reason={r.reason}>
              <Td>
                <span className="block font-medium whitespace-nowrap">Stripe payment</span>
                <Badge tone="bad" className="mt-1">
                  Not applied
                </Badge>
                <MobileMeta>
                  <Link to={`/admin/orders/${r.orderId}`} className="text-primary underline-offset-4 hover:underline">
                    Order {shortId(r.orderId)}
                  </Link>
                  <DateTime iso={r.createdAt} />
                </MobileMeta>
              </Td>
              <Td className={`${wide} whitespace-nowrap`}>
                <Link to={`/admin/orders/${r.orderId}`} className="text-primary underline-offset-4 hover:underline">
                  Order {shortId(r.orderId)}
                </Link>
              </Td>
              <Td className="max-w-[32rem] min-w-[14rem] text-sm break-words">{r.message}</Td>
              <Td className={wide}>
                <DateTime iso={r.createdAt} />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

function Concerns({ job }: { job: JobRow }) {
  return job.leadId ? (
    <Link to={`/admin/leads/${job.leadId}`} className="text-primary underline-offset-4 hover:underline">
      Lead {shortId(job.leadId)}
    </Link>
  ) : job.orderId ? (
    <Link to={`/admin/orders/${job.orderId}`} className="text-primary underline-offset-4 hover:underline">
      Order {shortId(job.orderId)}
    </Link>
  ) : (
    <span>{job.recipient ?? "—"}</span>
  );
}
