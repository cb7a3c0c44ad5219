import { Form, Link } from "react-router";
import { adminCopy, adminPages } from "~/content/admin";
import type { listCustomers } from "./customers.server";
import { FilterActions, FilterInput, ListPage } from "./list-page";
import { DateTime } from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { formatCents } from "~/lib/money";

/** What the customers route loads: the search, and one page of customers. */
export type CustomersPageData = { q: string; page: Awaited<ReturnType<typeof listCustomers>> };

/** The customers list (issue 44): the route passes its data in. */
export function CustomersPage({ loaderData }: { loaderData: CustomersPageData }) {
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
