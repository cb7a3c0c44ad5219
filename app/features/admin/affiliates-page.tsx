import { Link } from "react-router";
import { adminCopy, adminPages } from "~/content/admin";
import type { listAffiliates } from "./affiliates.server";
import { ListPage } from "./list-page";
import { ratePercent } from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { formatCents } from "~/lib/money";

/** What the affiliates route loads: one page of partners. */
export type AffiliatesPageData = { page: Awaited<ReturnType<typeof listAffiliates>> };

/** The affiliates list (issue 44): the route passes its data in. */
export function AffiliatesPage({ loaderData }: { loaderData: AffiliatesPageData }) {
  const { page } = loaderData;
  return (
    <ListPage
      title={adminPages.affiliates.title}
      description={adminPages.affiliates.description}
      actions={
        <Link
          to="/admin/referrals?status=pending"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Commissions to approve →
        </Link>
      }
      page={page}
      empty={adminCopy.empty.affiliates}
    >
      <Table label="Affiliates">
        <thead>
          <tr>
            <Th>Affiliate</Th>
            <Th className={wide}>Status</Th>
            <Th className={`${wide} text-right`}>Rate</Th>
            <Th className={`${wide} text-right`}>Referrals</Th>
            <Th className={`${wide} text-right`}>Pending</Th>
            <Th className={`${wide} text-right`}>Approved</Th>
            <Th className={`${wide} text-right`}>Paid</Th>
            <Th className="text-right">Earnings</Th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((a) => (
            <tr key={a.id} data-testid="affiliate-row">
              <Td className="max-w-[16rem]">
                <Link
                  to={`/admin/affiliates/${a.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {a.code}
                </Link>
                <span className="block text-xs break-all text-muted-foreground sm:truncate sm:break-normal">
                  {a.name ? `${a.name} · ${a.email}` : a.email}
                </span>
                <MobileMeta>
                  <Badge tone={a.status === "active" ? "good" : "bad"}>
                    {a.status === "active" ? "Active" : "Suspended"}
                  </Badge>
                  <span>{ratePercent(a.commissionRate)}</span>
                  <span>{a.referrals} referrals</span>
                  <span>{formatCents(a.pending)} pending</span>
                </MobileMeta>
              </Td>
              <Td className={wide}>
                <Badge tone={a.status === "active" ? "good" : "bad"}>
                  {a.status === "active" ? "Active" : "Suspended"}
                </Badge>
              </Td>
              <Td className={`${wide} text-right tabular-nums`}>{ratePercent(a.commissionRate)}</Td>
              <Td className={`${wide} text-right tabular-nums`}>{a.referrals}</Td>
              <Td className={`${wide} text-right tabular-nums`}>{formatCents(a.pending)}</Td>
              <Td className={`${wide} text-right tabular-nums`}>{formatCents(a.approved)}</Td>
              <Td className={`${wide} text-right tabular-nums`}>{formatCents(a.paid)}</Td>
              <Td className="text-right font-medium tabular-nums">{formatCents(a.totalEarnings)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ListPage>
  );
}
