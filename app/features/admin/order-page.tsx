import { disputeNote, expiredNote, expiredNoteTail, planNote, planRetryNote } from "~/content/payment-states";
import { Link } from "react-router";
import { orderStatusLabel, referralStatusLabels } from "~/content/admin";
import { History, type HistoryItem } from "./history";
import type { RefundActionData } from "./order-refund.server";
import { RefundPanel, type RefundState } from "./refund-panel";
import { orderTone, referralTone } from "./status";
import { ActionNotice, BackLink, DateTime, Facts, PageHeader, Panel, TestBadge, shortId } from "~/components/console/ui";
import { Badge, badgeTones, type Tone } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { Table, Td, Th, wide } from "~/components/ui/table";
import { FirstTouchPanel } from "~/features/analytics/first-touch-panel";
import { formatCents } from "~/lib/money";
import type { orderDetail } from "./orders.server";

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof orderDetail>>>;
/** What the order's route loads: the order, the console's actions on it, and whether it can be refunded from here. */
export type OrderPageData = OrderDetail & { history: HistoryItem[]; refund: RefundState };

const code = (v: string | null) => (v ? <code className="text-xs break-all">{v}</code> : null);
const linkClass = "text-primary underline-offset-4 hover:underline";

/** A console notice on the order: a tone's colours (./badge), or muted text when it has none. */
const noteClass = (tone?: Tone) =>
  cn("rounded-md border px-3 py-2 text-sm", tone ? badgeTones[tone] : "text-muted-foreground");

type Order = OrderDetail["order"];

/** Payments the order's checkout refused, newest as recorded. */
function PaymentRejections({ rejections }: { rejections: OrderDetail["paymentRejections"] }) {
  if (rejections.length === 0) return null;
  return (
    <div
      role="alert"
      className="space-y-1 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-400/40 dark:bg-red-950 dark:text-red-100"
    >
      {rejections.map((r) => (
        <p key={r.id} data-testid="payment-rejection">
          {r.message} <DateTime iso={r.createdAt} />
        </p>
      ))}
    </div>
  );
}

/** The order's payment story in notes: a dispute, a plan not in good standing, an expired checkout, a refund. */
function OrderNotes({ order, refunded, renewalFailed }: { order: Order; refunded: boolean; renewalFailed: boolean }) {
  return (
    <>
      {order.disputeStatus ? (
        <p role="note" data-testid="order-dispute" className={noteClass("bad")}>
          {disputeNote(order.disputeStatus, formatCents(order.disputeAmount ?? 0))}{" "}
          <DateTime iso={order.disputeStatusAt} />
        </p>
      ) : null}
      {order.subscriptionStatus && !["active", "trialing"].includes(order.subscriptionStatus) ? (
        <p role="note" data-testid="order-plan" className={noteClass("warn")}>
          {planNote(order.subscriptionStatus, renewalFailed)}
          {renewalFailed ? (
            <>
              {" "}
              <DateTime iso={order.paymentFailedAt} />. {planRetryNote}
            </>
          ) : null}
        </p>
      ) : null}
      {order.expiredAt ? (
        <p role="note" data-testid="order-expired" className={noteClass()}>
          {expiredNote} <DateTime iso={order.expiredAt} />
          {expiredNoteTail}
        </p>
      ) : null}

      {order.status === "refunded" ? (
        <p role="note" className={noteClass("bad")}>
          Refunded in full ({formatCents(order.amountRefunded)}) <DateTime iso={order.refundedAt} />. Any commission on
          it was reversed.
        </p>
      ) : refunded ? (
        <p role="note" className={noteClass("warn")}>
          Partly refunded: {formatCents(order.amountRefunded)} of {formatCents(order.amountTotal)}.
        </p>
      ) : null}
    </>
  );
}

/** What was charged and refunded, by whom, and when: the Summary panel, beside the Stripe ids. */
function OrderSummaryPanels({
  order,
  buyer,
  booking,
  refunded,
  monthly,
}: {
  order: Order;
  buyer: OrderDetail["buyer"];
  booking: OrderDetail["booking"];
  refunded: boolean;
  monthly: number;
}) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title="Summary">
        <Facts
          items={[
            [
              "Status",
              <Badge key="s" tone={orderTone[order.status]}>
                {orderStatusLabel(order.status, order.amountRefunded)}
              </Badge>,
            ],
            ["Charged", formatCents(order.amountTotal, { decimals: "always" })],
            [
              "Refunded",
              refunded ? (
                <span key="r" className="text-destructive">
                  −{formatCents(order.amountRefunded, { decimals: "always" })}
                </span>
              ) : null,
            ],
            ["Net", formatCents(order.amountTotal - order.amountRefunded, { decimals: "always" })],
            ["Payment", order.testMode ? <TestBadge key="t" /> : "Live (Stripe)"],
            [
              "Mode",
              order.mode === "subscription"
                ? `Subscription (then ${formatCents(monthly)} a month from month 13)`
                : "One-time payment",
            ],
            [
              "Buyer",
              buyer ? (
                <Link key="b" to={`/admin/customers/${buyer.id}`} className={linkClass}>
                  {buyer.name || buyer.email}
                </Link>
              ) : order.email ? (
                `${order.email} (guest)`
              ) : null,
            ],
            ["Email", order.email],
            ["Paid", order.paidAt ? <DateTime key="p" iso={order.paidAt} /> : null],
            ["Receipt sent", order.receiptSentAt ? <DateTime key="rs" iso={order.receiptSentAt} /> : null],
            [
              booking?.kind === "kickoff" ? "Kickoff call" : "Booked session",
              booking ? <DateTime key="bk" iso={booking.slotStart} /> : null,
            ],
          ]}
        />
      </Panel>
      <Panel title="Payment">
        <Facts
          items={[
            ["Checkout session", code(order.stripeSessionId)],
            ["Payment intent", code(order.stripePaymentIntentId)],
            ["Subscription", code(order.stripeSubscriptionId)],
            ["Customer", code(order.stripeCustomerId)],
            ["Order id", code(order.id)],
          ]}
        />
      </Panel>
    </div>
  );
}

function OrderItems({ items }: { items: OrderDetail["items"] }) {
  return (
    <Panel title="Items">
      <Table label="Order items">
        <thead>
          <tr>
            <Th>Item</Th>
            <Th className={wide}>Kind</Th>
            <Th className="text-right">Charged</Th>
            <Th className={`${wide} text-right`}>Monthly from month 13</Th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.id}>
              <Td>
                {i.name}
                <span className="block text-xs text-muted-foreground">{i.priceId}</span>
                {i.monthlyAmount ? (
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    then {formatCents(i.monthlyAmount)} a month from month 13
                  </span>
                ) : null}
              </Td>
              <Td className={wide}>{i.kind}</Td>
              <Td className="text-right tabular-nums">{formatCents(i.amount * i.quantity)}</Td>
              <Td className={`${wide} text-right tabular-nums`}>
                {i.monthlyAmount ? formatCents(i.monthlyAmount) : "—"}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  );
}

/** The buyer's onboarding form, once sent. */
function OnboardingAnswers({ order }: { order: Order }) {
  if (!order.onboarding) return null;
  return (
    <Panel title="Onboarding answers">
      <Facts
        items={[
          ["Business", order.onboarding.businessName],
          ["Industry", order.onboarding.industry],
          ["Line to answer", order.onboarding.phone],
          ["Website", order.onboarding.website ?? null],
          ["Hours", order.onboarding.hours ?? null],
          ["Services", order.onboarding.services ?? null],
          ["Software", order.onboarding.software ?? null],
          ["Hand-offs to", order.onboarding.transfers ?? null],
          ["Urgent calls", order.onboarding.urgent ?? null],
          ["Notes", order.onboarding.notes ?? null],
          ["Sent", order.onboardingAt ? <DateTime key="ob" iso={order.onboardingAt} /> : null],
        ]}
      />
    </Panel>
  );
}

/** The partner who referred the order, and the commission it earned them. */
function ReferralPanel({
  order,
  affiliate,
  referral,
  refunded,
}: {
  order: Order;
  affiliate: OrderDetail["affiliate"];
  referral: OrderDetail["referral"];
  refunded: boolean;
}) {
  return (
    <Panel title="Referral">
      {affiliate ? (
        <Facts
          items={[
            [
              "Affiliate",
              <Link key="a" to={`/admin/affiliates/${affiliate.id}`} className={linkClass}>
                {affiliate.code}
              </Link>,
            ],
            ["Partner", `${affiliate.name || ""} ${affiliate.email}`.trim()],
            [
              "Commission",
              referral?.status === "test"
                ? "None: test orders earn no commission"
                : referral
                  ? `${formatCents(referral.commissionAmount, { decimals: "always" })}${
                      refunded && (referral.status === "pending" || referral.status === "approved")
                        ? " (lowered for the refund)"
                        : ""
                    }`
                  : order.testMode
                    ? "None: test orders earn no commission"
                    : "Not recorded yet",
            ],
            [
              "Commission status",
              referral ? (
                <Badge key="rs" tone={referralTone[referral.status]}>
                  {referralStatusLabels[referral.status]}
                </Badge>
              ) : null,
            ],
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {order.refCode ? `Referral code ${order.refCode} (affiliate no longer exists).` : "No referral."}
        </p>
      )}
    </Panel>
  );
}

/** The console's page of one order: what was bought, by whom, its payment story and its referral. */
export function OrderPage({ detail, result }: { detail: OrderPageData; result?: RefundActionData | null }) {
  const { order, items, buyer, affiliate, referral, booking, paymentRejections, history } = detail;
  const refunded = order.amountRefunded > 0;
  const monthly = items.reduce((s, i) => s + (i.monthlyAmount ?? 0), 0);
  const renewalFailed = Boolean(order.paymentFailedAt && order.subscriptionStatus !== "canceled");
  return (
    <div className="space-y-5">
      <PageHeader
        title={`Order ${shortId(order.id)}`}
        description={
          <>
            {order.testMode ? <TestBadge className="mr-2" /> : null}
            Created <DateTime iso={order.createdAt} />
            {order.testMode ? " · test mode: no money was charged, no commission, not counted as revenue" : ""}
          </>
        }
      >
        <BackLink to="/admin/orders">All orders</BackLink>
      </PageHeader>

      {/* A refusal is said in the Refund panel, where the owner pressed. */}
      {result?.ok && result.message ? <ActionNotice result={{ ok: true, message: result.message }} /> : null}

      <PaymentRejections rejections={paymentRejections} />
      <OrderNotes order={order} refunded={refunded} renewalFailed={renewalFailed} />

      <OrderSummaryPanels order={order} buyer={buyer} booking={booking} refunded={refunded} monthly={monthly} />

      <RefundPanel state={detail.refund} result={result} />

      <OrderItems items={items} />

      <OnboardingAnswers order={order} />

      <FirstTouchPanel touch={order.firstTouch} />

      <ReferralPanel order={order} affiliate={affiliate} referral={referral} refunded={refunded} />

      <Panel title="History">
        <History entries={history} />
      </Panel>
    </div>
  );
}
