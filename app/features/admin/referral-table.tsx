import { Checkbox } from "~/components/ui/checkbox";
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { referralStatusLabels } from "~/content/admin";
import { Button } from "~/components/ui/button";
import { formatCents } from "~/lib/money";
import { referralTone } from "./status";
import { DateTime, TestBadge, shortId } from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { stay } from "./stay";
import type { ReferralStatus } from "#db/schema";
import type { ReferralListRow } from "./affiliates.server";

/** A row of the console's referral list (`listReferrals`); `testOrder` may be left out where it is not known. */
export type ReferralRow = Omit<ReferralListRow, "testOrder"> & Partial<Pick<ReferralListRow, "testOrder">>;

const movable = (s: ReferralStatus) => s === "pending" || s === "approved";

/**
 * Referrals with checkboxes and the two bulk steps: approve pending commissions, mark
 * approved ones paid. A plain form post (works before JavaScript); script only adds "select all".
 */
export function ReferralBulkTable({ rows, showAffiliate }: { rows: ReferralRow[]; showAffiliate?: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const toggleAll = (checked: boolean) => {
    form.current?.querySelectorAll<HTMLInputElement>('input[name="ids"]').forEach((box) => {
      box.checked = checked;
    });
  };
  return (
    <Form method="post" state={stay} preventScrollReset ref={form} className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="approve" size="sm" disabled={busy}>
          Approve selected
        </Button>
        <Button type="submit" name="intent" value="pay" size="sm" variant="outline" disabled={busy}>
          Mark selected paid
        </Button>
      </div>
      <Table label="Referrals">
        <thead>
          <tr>
            <Th className="w-8">
              <Checkbox
                aria-label="Select all referrals on this page"
                onChange={(e) => toggleAll(e.currentTarget.checked)}
              />
            </Th>
            <Th className={wide}>Date</Th>
            {showAffiliate ? <Th className={wide}>Affiliate</Th> : null}
            <Th>Referred</Th>
            <Th className={wide}>Order</Th>
            <Th className={wide}>Status</Th>
            <Th className="text-right">Commission</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.id}
              data-testid="referral-row"
              data-id={r.id}
              data-status={r.status}
              data-test-order={r.testOrder ? "true" : undefined}
            >
              <Td>
                {movable(r.status) ? (
                  <Checkbox
                    name="ids"
                    value={r.id}
                    aria-label={`Select the ${referralStatusLabels[r.status].toLowerCase()} referral of ${r.referredEmail || "a guest"}`}
                  />
                ) : null}
              </Td>
              <Td className={wide}>
                <DateTime iso={r.createdAt} />
              </Td>
              {showAffiliate ? (
                <Td className={wide}>
                  <Link
                    to={`/admin/affiliates/${r.affiliateId}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {r.affiliateCode}
                  </Link>
                </Td>
              ) : null}
              <Td className="max-w-[16rem]">
                {r.referredName ? <span className="block">{r.referredName}</span> : null}
                <span className="block text-xs break-all text-muted-foreground sm:truncate sm:break-normal">
                  {r.referredEmail || "Guest"}
                </span>
                <MobileMeta>
                  <Badge tone={referralTone[r.status]} className="whitespace-normal!">
                    {referralStatusLabels[r.status]}
                  </Badge>
                  {r.testOrder && r.status !== "test" ? <TestBadge /> : null}
                  {showAffiliate ? <span>{r.affiliateCode}</span> : null}
                  <DateTime iso={r.createdAt} dateOnly />
                </MobileMeta>
              </Td>
              <Td className={wide}>
                {r.orderId ? (
                  <>
                    <Link to={`/admin/orders/${r.orderId}`} className="text-primary underline-offset-4 hover:underline">
                      {shortId(r.orderId)}
                    </Link>
                    {r.testOrder ? <TestBadge className="ml-2" /> : null}
                  </>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </Td>
              <Td className={wide}>
                <Badge tone={referralTone[r.status]}>{referralStatusLabels[r.status]}</Badge>
              </Td>
              <Td className="text-right tabular-nums">{formatCents(r.commissionAmount)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Form>
  );
}
