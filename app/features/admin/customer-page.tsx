import { Link } from "react-router";
import { formTypeLabels, leadStatusLabels, orderStatusLabel } from "~/content/admin";
import type { customerDetail } from "./customers.server";
import { leadTone, orderTone } from "./status";
import {
  BackLink,
  CappedNote,
  DateTime,
  Empty,
  Facts,
  PageHeader,
  Panel,
  TestBadge,
  shortId,
} from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { formatCents } from "~/lib/money";

const linkClass = "text-primary underline-offset-4 hover:underline";

/** What the customer route loads: the account (or guest), its latest orders and leads. */
export type CustomerPageData = NonNullable<Awaited<ReturnType<typeof customerDetail>>>;

/** The account's facts, or the guest's email when they bought without signing up. */
function CustomerAccountPanel({
  customer,
  affiliate,
  business,
}: Pick<CustomerPageData, "customer" | "affiliate" | "business">) {
  return (
    <Panel title={customer.guest ? "Guest" : "Account"}>
      {customer.guest ? (
        <Facts
          items={[
            ["Email", customer.email],
            ["Account", "None: bought as a guest, without signing up"],
          ]}
        />
      ) : (
        <Facts
          items={[
            ["Email", customer.email],
            ["Email confirmed", customer.emailVerified ? "Yes" : "Not yet"],
            ["Two-factor sign-in", customer.twoFactorEnabled ? "On" : "Off"],
            [
              "Affiliate",
              affiliate ? (
                <Link key="a" to={`/admin/affiliates/${affiliate.id}`} className={linkClass}>
                  {affiliate.code}
                  {affiliate.status === "suspended" ? " (suspended)" : ""}
                </Link>
              ) : (
                "No"
              ),
            ],
            [
              "Business",
              business
                ? [business.businessName, business.industry, business.businessSize].filter(Boolean).join(" · ")
                : null,
            ],
            [
              "Account id",
              <code key="id" className="text-xs">
                {customer.id}
              </code>,
            ],
          ]}
        />
      )}
    </Panel>
  );
}

/** The customer's latest orders, with a link to the rest under their email. */
function CustomerOrders({
  orders,
  ordersTotal,
  byEmail,
}: Pick<CustomerPageData, "orders" | "ordersTotal"> & { byEmail: string }) {
  return (
    <Panel title={`Orders (${ordersTotal})`}>
      {orders.length === 0 ? (
        <Empty>No orders.</Empty>
      ) : (
        <Table label="Customer orders">
          <thead>
            <tr>
              <Th className={wide}>Created</Th>
              <Th>Order</Th>
              <Th className="text-right">Amount</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <Td className={wide}>
                  <DateTime iso={o.createdAt} />
                </Td>
                <Td>
                  <Link to={`/admin/orders/${o.id}`} className={linkClass}>
                    {shortId(o.id)}
                  </Link>
                  {o.testMode ? <TestBadge className="ml-2" /> : null}
                  <MobileMeta>
                    <DateTime iso={o.createdAt} dateOnly />
                  </MobileMeta>
                </Td>
                <Td className="text-right tabular-nums">
                  {formatCents(o.amountTotal)}
                  {o.amountRefunded ? (
                    <span className="block text-xs text-destructive">−{formatCents(o.amountRefunded)} refunded</span>
                  ) : null}
                </Td>
                <Td>
                  <Badge tone={orderTone[o.status]}>{orderStatusLabel(o.status, o.amountRefunded)}</Badge>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <CappedNote
        shown={orders.length}
        total={ordersTotal}
        to={`/admin/orders${byEmail}`}
        linkLabel="See every order under this email"
      />
    </Panel>
  );
}

/** The customer's latest leads, with a link to the rest under their email. */
function CustomerLeads({
  leads,
  leadsTotal,
  byEmail,
}: Pick<CustomerPageData, "leads" | "leadsTotal"> & { byEmail: string }) {
  return (
    <Panel title={`Leads (${leadsTotal})`}>
      {leads.length === 0 ? (
        <Empty>No leads.</Empty>
      ) : (
        <Table label="Customer leads">
          <thead>
            <tr>
              <Th>Received</Th>
              <Th>Form</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {leads.map((l) => (
              <tr key={l.id}>
                <Td>
                  <Link to={`/admin/leads/${l.id}`} className={linkClass}>
                    <DateTime iso={l.createdAt} />
                  </Link>
                </Td>
                <Td>{formTypeLabels[l.formType] ?? l.formType}</Td>
                <Td>
                  <Badge tone={leadTone[l.status]}>{leadStatusLabels[l.status]}</Badge>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <CappedNote
        shown={leads.length}
        total={leadsTotal}
        to={`/admin/leads${byEmail}`}
        linkLabel="See every lead under this email"
      />
    </Panel>
  );
}

/** One customer's page (issue 44): the route passes its data in. */
export function CustomerPage({ loaderData }: { loaderData: CustomerPageData }) {
  const { customer, orders, leads, ordersTotal, leadsTotal, affiliate, business } = loaderData;
  const byEmail = `?q=${encodeURIComponent(customer.email)}`;
  return (
    <div className="space-y-5">
      <PageHeader
        title={customer.name || customer.email}
        description={
          <>
            {customer.guest ? "First bought" : "Customer since"} <DateTime iso={customer.createdAt} dateOnly />
          </>
        }
      >
        <BackLink to="/admin/customers">All customers</BackLink>
      </PageHeader>
      <CustomerAccountPanel customer={customer} affiliate={affiliate} business={business} />
      <CustomerOrders orders={orders} ordersTotal={ordersTotal} byEmail={byEmail} />
      <CustomerLeads leads={leads} leadsTotal={leadsTotal} byEmail={byEmail} />
    </div>
  );
}
