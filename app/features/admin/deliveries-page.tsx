import { RotateCcw } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { adminCopy, adminPages, queueLabels } from "~/content/admin";
import { cn } from "~/lib/cn";
import type { countJobs, listJobs, mailboxInfo, DeliveryView, JobRow, PaymentRejectionRow } from "./deliveries.server";
import { ListPage } from "./list-page";
import { stay } from "./stay";
import { ActionNotice, DateTime, shortId, type ActionResult } from "~/components/console/ui";

/** What the deliveries route loads (routes/_admin/deliveries.tsx). */
export type DeliveriesData = {
  view: DeliveryView;
  page: Awaited<ReturnType<typeof listJobs>>;
  counts: Awaited<ReturnType<typeof countJobs>>;
  mailbox: Awaited<ReturnType<typeof mailboxInfo>>;
  payments: PaymentRejectionRow[];
  paymentsTotal: number;
};

const stateBadge = {
  dead: ["Dead-lettered", "bad"],
  failed: ["Failed", "bad"],
  retrying: ["Retrying", "warn"],
} as const;

/** The console's deliveries: failed and retrying jobs (with a retry button), and payments that were not applied. */
export function DeliveriesPage({ data, result }: { data: DeliveriesData; result: ActionResult | undefined }) {
  const { view, page, counts, mailbox, payments, paymentsTotal } = data;
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
          <ActionNotice result={result} />
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
