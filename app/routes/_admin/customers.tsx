import { Form, Link } from "react-router";
import { adminCopy, adminPages } from "~/content/admin";
import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { customerSearchSchema, listCustomers } from "~/features/admin/customers.server";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/lib/pagination";
import { FilterActions, FilterInput, ListPage } from "~/features/admin/list-page";
import { DateTime } from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { getServices } from "#platform/context";
import { formatCents } from "~/lib/money";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = () => adminMeta("customers", "/admin/customers");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const q = customerSearchSchema.parse(params.get("q") || undefined) || undefined;
  const { env, database } = getServices(context);
  return { q: q ?? "", page: await listCustomers(database.db, q, cursorFrom(params, "text"), undefined, env.ADMIN_EMAILS) };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { q, page } = loaderData;
  return (
    <ListPage
      title={adminPages.customers.title}
      description={adminPages.customers.description}
      filters={
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4"
          aria-label="Search customers"
        >
          <FilterInput
            id="c-q"
            name="q"
            label="Search"
            value={q}
            placeholder="Name or email"
            className="min-w-0 flex-1"
          />
          <FilterActions resetTo="/admin/customers" filtered={Boolean(q)} label="Search" buttonClassName="h-10" />
        </Form>
      }
      page={page}
      empty={adminCopy.empty.customers}
    >
      <Table label="Customers">
        <thead>
          <tr>
            <Th>Customer</Th>
            <Th className={wide}>Joined</Th>
            <Th className="text-right">Orders</Th>
            <Th className="text-right">Paid</Th>
            <Th className={`${wide} text-right`}>Leads</Th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((c) => (
            <tr key={c.id} data-testid="customer-row">
              <Td className="max-w-[18rem]">
                <Link
                  to={`/admin/customers/${c.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {c.name || c.email}
                </Link>
                <span className="block text-xs break-all text-muted-foreground sm:truncate sm:break-normal">
                  {c.email}
                  {c.guest ? (
                    <Badge tone="neutral" className="ml-1.5">
                      Guest
                    </Badge>
                  ) : c.emailVerified ? null : (
                    <Badge tone="warn" className="ml-1.5">
                      Unconfirmed
                    </Badge>
                  )}
                </span>
                <MobileMeta>
                  <span>
                    Joined <DateTime iso={c.createdAt} dateOnly />
                  </span>
                  <span>{c.leads} leads</span>
                </MobileMeta>
              </Td>
              <Td className={wide}>
                <DateTime iso={c.createdAt} dateOnly />
              </Td>
              <Td className="text-right tabular-nums">{c.orders}</Td>
              <Td className="text-right tabular-nums">{formatCents(c.paidTotal)}</Td>
              <Td className={`${wide} text-right tabular-nums`}>{c.leads}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ListPage>
  );
}
