import { Link } from "react-router";
import { adminCopy, adminPages } from "~/content/admin";
import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { listAffiliates } from "~/features/admin/affiliates.server";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/lib/pagination";
import { ListPage } from "~/features/admin/list-page";
import { ratePercent } from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { getDb } from "#platform/context";
import { formatCents } from "~/lib/money";
import type { Route } from "./+types/affiliates";

export const meta: Route.MetaFunction = () => adminMeta("affiliates", "/admin/affiliates");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return { page: await listAffiliates(getDb(context), cursorFrom(new URL(request.url).searchParams)) };
}

export default function AdminAffiliates({ loaderData }: Route.ComponentProps) {
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
