import { CalendarCheck, CircleCheck, Download } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { sessionBookingCopy } from "~/content/checkout-page";
import { site } from "~/content/site";
import { bookPaidSession, needsSessionTime, parseSessionChoice, sessionBookingFor, sessionWhen } from "~/features/checkout/session-booking.server";
import { pickerSlots } from "~/features/scheduling/bookings.server";
import { manageLinks } from "~/features/scheduling/manage.server";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { SlotPicker } from "~/features/scheduling/slot-picker";
import { ebookDownloadPath } from "~/features/checkout/downloads.server";
import { orderWithItems, stripeFor, TEST_SESSION_PREFIX } from "~/features/checkout/orders.server";
import { confirmCheckoutSession } from "~/flows/payment.server";
import { hitCheckoutRateLimit } from "~/features/checkout/rate-limits.server";
import { bookKickoff, nextStepsFor } from "~/features/onboarding/kickoff.server";
import { NextSteps, type NextStepsProblem } from "~/features/onboarding/next-steps";
import { saveOnboarding } from "~/features/onboarding/onboarding.server";
import { getServices } from "#platform/context";
import { noStore } from "~/lib/no-store.server";
import { formatCents } from "~/lib/money";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/success";
import { readForm } from "~/lib/form.server";

export const meta = () => seo({ title: "Thank You for Your Order", description: "Your order is confirmed.", path: "/checkout/success", noindex: true });

const SESSION_ID = /^[A-Za-z0-9_-]{8,255}$/;

/** One buyer's order: never cached (docs/decisions/042). */
export const middleware: Route.MiddlewareFunction[] = [noStore];

/** Too many payment look-ups (429) say when to refresh. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const retryAfter = loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db } = services.database;
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  if (!SESSION_ID.test(sessionId)) throw data("We couldn't find that order.", { status: 404, statusText: "Order not found" });
  let order = await orderWithItems(db, { stripeSessionId: sessionId });
  if (!order) throw data("We couldn't find that order.", { status: 404, statusText: "Order not found" });
  // The buyer may arrive before the webhook: ask Stripe, and fulfil through the same code.
  // Each look-up is a Stripe API call: limited per address, answered 429 with the page still shown.
  let limited: { message: string; headers: Record<string, string> } | null = null;
  if (order.status === "pending" && !sessionId.startsWith(TEST_SESSION_PREFIX) && stripeFor(services)) {
    const limit = await hitCheckoutRateLimit(context, "payment-lookup");
    if (!limit.allowed) limited = limit;
    else if (await confirmCheckoutSession(services, order, sessionId)) order = (await orderWithItems(db, { id: order.id }))!;
  }
  const paid = order.status === "paid";
  const hasEbook = order.items.some((i) => i.kind === "ebook");
  const hasSession = order.items.some((i) => i.kind === "session");
  const booking = hasSession ? await sessionBookingFor(db, order.id) : null;
  // A paid session without a kept time (the hold was lost to someone else): the picker, booking at once.
  const pick = paid && hasSession && needsSessionTime(booking);
  const schedule = pick ? await loadSchedule(db) : null;
  const page = {
    rateLimited: limited?.message ?? null,
    order: {
      id: order.id,
      status: order.status,
      email: order.email,
      testMode: order.testMode,
      total: order.amountTotal,
      items: order.items.map((i) => ({ name: i.name, amount: i.amount, monthly: i.monthlyAmount })),
    },
    downloadUrl: paid && hasEbook ? ebookDownloadPath(services.env.BETTER_AUTH_SECRET, order.id) : null,
    // Shown in the zone the visitor chose when picking the time.
    booking:
      booking?.status === "booked"
        ? { start: booking.slotStart.toISOString(), when: sessionWhen(booking.slotStart, booking.timeZone), links: manageLinks(services.env, booking) }
        : null,
    sessionCancelled: booking?.status === "cancelled",
    // A paid build: the road to go-live, its kickoff call and the onboarding form (issue 42).
    nextSteps: await nextStepsFor(services, order),
    pick: schedule
      ? {
          lost: Boolean(booking),
          slots: await pickerSlots(db, "strategy_session", booking?.timeZone ?? schedule.availability.timeZone, new Date(), schedule),
        }
      : null,
  };
  return limited ? data(page, { status: 429, headers: limited.headers }) : page;
}

/**
 * The page's three forms, by `intent`: a paid session whose hold was lost books a new time (the same
 * path as checkout, without a hold); a paid build books its kickoff call or saves the onboarding
 * answers (issue 42). A refusal comes back with its message (and each field's), the page kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const { db } = services.database;
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const order = SESSION_ID.test(sessionId) ? await orderWithItems(db, { stripeSessionId: sessionId }) : null;
  if (!order) throw data("Order not found", { status: 404 });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "kickoff" && intent !== "onboarding" && !order.items.some((i) => i.kind === "session")) throw data("Order not found", { status: 404 });
  try {
    if (intent === "kickoff") {
      const choice = parseSessionChoice({ slotStart: form.get("slotStart"), timeZone: form.get("timeZone") });
      await bookKickoff(services, order.id, choice);
    } else if (intent === "onboarding") {
      await saveOnboarding(db, order.id, Object.fromEntries([...form.entries()].filter(([k]) => k !== "intent")));
    } else {
      await bookPaidSession(services, order.id, parseSessionChoice({ slotStart: form.get("slotStart"), timeZone: form.get("timeZone") }));
    }
    return { ok: true as const, error: null, intent: typeof intent === "string" ? intent : "session" };
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 400 || status === 409) {
      const fieldErrors = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
      return data({ ok: false as const, error: (err as Error).message, intent: typeof intent === "string" ? intent : "session", fieldErrors }, { status });
    }
    throw err;
  }
}

export default function Success({ loaderData, actionData }: Route.ComponentProps) {
  const { order, downloadUrl, booking, sessionCancelled, pick, rateLimited, nextSteps } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : null;
  const nextStepsProblem: NextStepsProblem =
    refused && (refused.intent === "kickoff" || refused.intent === "onboarding")
      ? { intent: refused.intent, error: refused.error, ...(refused.fieldErrors ? { fieldErrors: refused.fieldErrors } : {}) }
      : null;
  const navigation = useNavigation();
  const paid = order.status === "paid";
  const copy = sessionBookingCopy;
  // A time taken meanwhile (409): the picker loads the open times again.
  const [refreshKey, setRefreshKey] = useState(0);
  useEffect(() => {
    if (actionData && !actionData.ok) setRefreshKey((k) => k + 1);
  }, [actionData]);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      {order.testMode && <p className="mb-6 rounded-md bg-amber-100 px-4 py-2 text-center text-sm font-bold text-amber-950">TEST MODE: no money was charged</p>}
      <CircleCheck aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{paid ? "Thank you for your order!" : order.status === "refunded" ? "This order was refunded" : "We're confirming your payment"}</h1>
      {paid && order.email && <p className="mt-2 text-muted-foreground">A receipt has been sent to {order.email}.</p>}
      {!paid && order.status === "pending" && !rateLimited && <p className="mt-2 text-muted-foreground">This usually takes a few seconds. Refresh the page in a moment.</p>}
      {rateLimited && (
        <p role="alert" className="mt-4 rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
          {rateLimited}
        </p>
      )}
      <div className="mt-8 rounded-xl border bg-card p-6">
        <h2 className="font-semibold">Order summary</h2>
        <ul className="mt-3 divide-y">
          {order.items.map((i) => (
            <li key={i.name} className="flex justify-between py-2 text-sm">
              <span>
                {i.name}
                {i.monthly ? <span className="block text-xs text-muted-foreground">then {formatCents(i.monthly)} a month from month 13</span> : null}
              </span>
              <span className="font-medium">{formatCents(i.amount)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t pt-3 font-semibold">
          <span>Total paid</span>
          <span>{formatCents(order.total, { decimals: "always" })}</span>
        </p>
      </div>
      {downloadUrl && (
        <Button asChild size="lg" className="mt-6">
          <a href={downloadUrl} download>
            <Download aria-hidden="true" /> Download your ebook (PDF)
          </a>
        </Button>
      )}
      {booking && (
        <div className="mt-6 rounded-lg border bg-card p-4" data-testid="session-booking">
          <p className="flex items-center gap-2 font-medium">
            <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-primary" /> {copy.booked(booking.when)}
          </p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <a className="text-primary underline" href={booking.links.reschedule}>
              {copy.reschedule}
            </a>
            <a className="text-primary underline" href={booking.links.cancel}>
              {copy.cancel}
            </a>
          </p>
          <p className="mt-2 text-xs text-muted-foreground">{copy.manageNote}</p>
        </div>
      )}
      {sessionCancelled && <p className="mt-6 rounded-lg border bg-card p-4 text-sm">{copy.cancelled}</p>}
      {pick && (
        <Form method="post" className="mt-8 space-y-4 rounded-xl border bg-card p-6">
          <h2 className="text-lg font-semibold">{copy.pickAgainTitle}</h2>
          <p className="text-sm text-muted-foreground">{pick.lost ? copy.pickAgain : copy.pickFirst}</p>
          <SlotPicker
            kind="strategy_session"
            required
            initial={pick.slots}
            error={refused && refused.intent === "session" ? refused.error : undefined}
            refreshKey={refreshKey}
            texts={copy}
          />
          <Button type="submit" disabled={navigation.state !== "idle"}>
            {navigation.state !== "idle" ? copy.booking : copy.book}
          </Button>
        </Form>
      )}
      {nextSteps && <NextSteps view={nextSteps} problem={nextStepsProblem} refreshKey={refreshKey} />}
      <p className="mt-10 text-sm text-muted-foreground">
        Questions about your order? Write to <a className="text-primary underline" href={`mailto:${site.contact.email}`}>{site.contact.email}</a>.{" "}
        <Link to="/" className="text-primary underline">
          Back to Home
        </Link>
      </p>
    </section>
  );
}
