import { Form, useNavigation } from "react-router";
import { adminPages } from "~/content/admin";
import { payoutCopy } from "~/content/affiliate";
import { ActionNotice, Empty, PageHeader, Panel, TestBadge, type ActionResult } from "~/components/console/ui";
import type { payoutsDue } from "~/features/affiliate/payouts.server";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Table, Td, Th } from "~/components/ui/table";
import { formatCents } from "~/lib/money";

/** What the payouts route loads: whether the test-commission rehearsal is on, and what each partner is owed. */
export type PayoutsPageData = {
  rehearsal: boolean;
  due: (Awaited<ReturnType<typeof payoutsDue>>[number] & { paidTo: string; hasDetails: boolean })[];
};

/** The payouts page (issue 44): the route passes its data in. */
export function PayoutsPage({ loaderData, actionData }: { loaderData: PayoutsPageData; actionData?: ActionResult }) {
  const { due, rehearsal } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const failedFor = actionData && !actionData.ok ? (actionData as { affiliateId?: string }).affiliateId : null;
  return (
    <div className="space-y-5">
      <PageHeader title={adminPages.payouts.title} description={adminPages.payouts.description}>
        <Button asChild variant="outline" size="sm">
          <a href="/admin/payouts/export" download>
            Download payout file (CSV)
          </a>
        </Button>
      </PageHeader>
      {rehearsal ? (
        <p className="rounded-md bg-amber-100 p-3 text-sm text-amber-950" data-testid="payout-rehearsal">
          Rehearsal on: test-mode orders earn commissions, marked Test. Pay them out only as test payouts; they never
          count as money owed.
        </p>
      ) : null}
      <ActionNotice result={actionData} />
      <Panel title="Owed to partners">
        {due.length === 0 ? (
          <Empty>No approved commissions are waiting to be paid.</Empty>
        ) : (
          <Table label="Payouts due">
            <thead>
              <tr>
                <Th>Partner</Th>
                <Th>Paid to</Th>
                <Th className="text-right">Due</Th>
                <Th>Mark paid</Th>
              </tr>
            </thead>
            <tbody>
              {due.map((d) => (
                <tr key={d.affiliateId} data-partner={d.code}>
                  <Td>
                    <span className="font-medium">{d.partner}</span>
                    <span className="block text-xs text-muted-foreground">{d.code}</span>
                  </Td>
                  <Td className={d.hasDetails ? "" : "text-muted-foreground"}>{d.paidTo}</Td>
                  <Td className="text-right tabular-nums">
                    {d.live.cents > 0 ? `${formatCents(d.live.cents)} (${d.live.count})` : "—"}
                    {d.test.cents > 0 ? (
                      <span className="mt-1 flex items-center justify-end gap-1 text-xs text-muted-foreground">
                        <TestBadge /> {formatCents(d.test.cents)} ({d.test.count})
                      </span>
                    ) : null}
                  </Td>
                  <Td>
                    {[...(d.live.cents > 0 ? [false] : []), ...(rehearsal && d.test.cents > 0 ? [true] : [])].map(
                      (test) => (
                        <Form key={String(test)} method="post" className="mb-2 flex flex-wrap items-center gap-2">
                          <input type="hidden" name="affiliateId" value={d.affiliateId} />
                          <input type="hidden" name="test" value={String(test)} />
                          <label className="sr-only" htmlFor={`ref-${d.affiliateId}-${test}`}>
                            Transfer reference for {d.partner}
                            {test ? " (test)" : ""}
                          </label>
                          <Input
                            id={`ref-${d.affiliateId}-${test}`}
                            name="reference"
                            placeholder={test ? "Test reference" : "Transfer reference"}
                            maxLength={140}
                            className="h-8 w-40 text-sm"
                            aria-invalid={failedFor === d.affiliateId || undefined}
                          />
                          <Button
                            type="submit"
                            size="sm"
                            variant={test ? "outline" : "default"}
                            disabled={busy || !d.hasDetails}
                          >
                            {test ? "Mark test paid" : `Mark ${formatCents(d.live.cents)} paid`}
                          </Button>
                        </Form>
                      ),
                    )}
                    {!d.hasDetails ? (
                      <p className="text-xs text-muted-foreground">{payoutCopy.errors.noDetails}</p>
                    ) : null}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
    </div>
  );
}
