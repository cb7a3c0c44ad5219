import { Download } from "lucide-react";
import { Field } from "~/components/forms/field";
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { adminCopy, adminPages, orderStatusLabel, orderStatusLabels, orderStatusOptions } from "~/content/admin";
import type { listOrders, orderFilterOptions, orderFiltersFrom } from "./orders.server";
import { FirstTouchFilterSelects } from "./first-touch-filter-selects";
import { NONE_VALUE } from "~/content/analytics-console";
import { orderTone } from "./status";
import { FilterActions, FilterInput, FilterSelect, ListPage } from "./list-page";
import { DateTime, TestBadge, shortId } from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { Select } from "~/components/ui/select";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { formatCents } from "~/lib/money";

/** What the orders route loads: the filters, one page of orders, and the filters' choices. */
export type OrdersPageData = {
  filters: ReturnType<typeof orderFiltersFrom>;
  page: Awaited<ReturnType<typeof listOrders>>;
  options: Awaited<ReturnType<typeof orderFilterOptions>>;
};

/** The orders list (issue 44): the route passes its data in. */
export function OrdersPage({ loaderData }: { loaderData: OrdersPageData }) {
  const { filters, page, options } = loaderData;
  const filtered = Object.keys(filters).length > 0;
  // The export takes the list's filters, not its page: every matching order (issue 43).
  // A first-touch filter's "" (not recorded) travels as "(none)".
  const exportParams = new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) => (v ? [[k, v]] : v === "" ? [[k, NONE_VALUE]] : [])),
  );
  const exportHref = `/admin/orders/export${exportParams.size ? `?${exportParams}` : ""}`;
  return (
    <ListPage
      title={adminPages.orders.title}
      description={adminPages.orders.description}
      actions={
        <a href={exportHref} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" />
          {adminCopy.export}
        </a>
      }
      filters={
        <Form
          method="get"
          className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-4 md:grid-cols-5"
          aria-label="Filter orders"
        >
          <FilterInput
            id="o-q"
            name="q"
            label="Search"
            value={filters.q}
            placeholder="Email, referral code or order id"
            className="col-span-2"
          />
          <FilterSelect
            id="o-status"
            name="status"
            label="Status"
            any="Any status"
            values={orderStatusOptions}
            labels={orderStatusLabels}
            value={filters.status}
          />
          <Field tone="subtle" label="Payment" id="o-mode">
            <Select id="o-mode" name="mode" defaultValue={filters.mode ?? ""}>
              <option value="">Live and test</option>
              <option value="live">Live (Stripe)</option>
              <option value="test">Test mode only</option>
            </Select>
          </Field>
          <FirstTouchFilterSelects idPrefix="o" options={options} filters={filters} />
          <FilterActions resetTo="/admin/orders" filtered={filtered} />
        </Form>
      }
      page={page}
      empty={adminCopy.empty.orders}
    >
      <Table label="Orders">
        <thead>
          <tr>
            <Th className={wide}>Created</Th>
            <Th>Order</Th>
            <Th className={wide}>Items</Th>
            <Th className={`${wide} text-right`}>Amount</Th>
            <Th className={wide}>Status</Th>
            <Th className={wide}>Referral</Th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((o) => (
            <tr key={o.id} data-testid="order-row" data-test-mode={o.testMode ? "true" : undefined}>
              <Td className={wide}>
                <DateTime iso={o.createdAt} />
              </Td>
              <Td>
                <Link
                  to={`/admin/orders/${o.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {o.email || `Order ${shortId(o.id)}`}
                </Link>
                {o.testMode ? <TestBadge className="ml-2" /> : null}
                {o.flags.map((f) => (
                  <Badge key={f.label} tone={f.tone} className="ml-2">
                    {f.label}
                  </Badge>
                ))}
                <MobileMeta>
                  <Badge tone={orderTone[o.status]}>{orderStatusLabel(o.status, o.amountRefunded)}</Badge>
                  <span className="tabular-nums">{formatCents(o.amountTotal)}</span>
                  <DateTime iso={o.createdAt} />
                </MobileMeta>
              </Td>
              <Td className={`${wide} max-w-[18rem]`}>{o.items.join(", ")}</Td>
              <Td className={`${wide} text-right whitespace-nowrap tabular-nums`}>
                {formatCents(o.amountTotal)}
                {o.amountRefunded ? (
                  <span className="block text-xs text-destructive">−{formatCents(o.amountRefunded)} refunded</span>
                ) : null}
              </Td>
              <Td className={wide}>
                <Badge tone={orderTone[o.status]}>{orderStatusLabel(o.status, o.amountRefunded)}</Badge>
              </Td>
              <Td className={wide}>
                {o.refCode ? (
                  <code className="text-xs">{o.refCode}</code>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ListPage>
  );
}
