import { data, Form, redirect, useNavigation } from "react-router";
import { FlaskConical } from "lucide-react";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { isTestMode, orderWithItems, TEST_SESSION_PREFIX } from "~/features/checkout/orders.server";
import { confirmPayment } from "~/flows/payment.server";
import { getServices } from "#platform/context";
import { noStore } from "~/lib/no-store.server";
import { formatCents } from "~/lib/money";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/test-checkout";
import { readForm } from "~/lib/form.server";
import { Input } from "~/components/ui/input";

export const meta = () => seo({ title: "TEST MODE Checkout", description: "Local test-mode checkout.", path: "/checkout/test", noindex: true });

const UUID = /^[0-9a-f-]{36}$/i;

/** One buyer's order: never cached (docs/decisions/042). */
export const middleware: Route.MiddlewareFunction[] = [noStore];

async function loadOrder(context: Route.LoaderArgs["context"], orderId: string) {
  const services = getServices(context);
  // Never available when real payments are configured: a live site cannot be paid for free.
  if (!isTestMode(services) || !UUID.test(orderId)) throw data("Not found", { status: 404 });
  const order = await orderWithItems(services.database.db, { id: orderId });
  if (!order || !order.testMode) throw data("Not found", { status: 404 });
  return { services, order };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { order } = await loadOrder(context, params.orderId);
  if (order.status === "paid") throw redirect(`/checkout/success?session_id=${TEST_SESSION_PREFIX}${order.id}`);
  return {
    order: { id: order.id, email: order.email, total: order.amountTotal, status: order.status, mode: order.mode, items: order.items.map((i) => ({ name: i.name, amount: i.amount, monthly: i.monthlyAmount })) },
  };
}

const paySchema = z.object({ intent: z.enum(["pay", "cancel"]), email: z.email("Enter a valid email address").max(254).optional() });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, order } = await loadOrder(context, params.orderId);
  const form = Object.fromEntries(await readForm(request));
  const parsed = paySchema.safeParse({ intent: form.intent, email: form.email || undefined });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  if (parsed.data.intent === "cancel") throw redirect(`/checkout/cancel?order=${order.id}`);
  const email = order.email ?? parsed.data.email;
  if (!email) return data({ error: "Enter the email address for your receipt." }, { status: 400 });
  await confirmPayment(services, order.id, { email, paymentIntentId: `pi_test_${order.id}` });
  throw redirect(`/checkout/success?session_id=${TEST_SESSION_PREFIX}${order.id}`);
}

/** The local stand-in for Stripe Checkout: same fulfilment code, clearly labelled TEST MODE. */
export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <p className="flex items-center justify-center gap-2 rounded-md bg-amber-100 px-4 py-2 text-sm font-bold tracking-wide text-amber-950">
        <FlaskConical aria-hidden="true" className="size-4" /> TEST MODE: no card is charged
      </p>
      <h1 className="mt-6 text-3xl font-bold">TEST MODE Checkout</h1>
      <p className="mt-2 text-muted-foreground">Stripe is not configured on this server, so payments complete locally through the same fulfilment as live orders.</p>
      <div className="mt-6 rounded-xl border bg-card p-6">
        <ul className="divide-y">
          {order.items.map((i) => (
            <li key={i.name} className="flex justify-between py-2 text-sm">
              <span>
                {i.name}
                {i.monthly ? (
                  <span className="block text-xs text-muted-foreground">
                    then {formatCents(i.monthly)} a month from month 13 (the first year of maintenance is in the setup fee)
                  </span>
                ) : null}
              </span>
              <span className="font-medium">{formatCents(i.amount)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t pt-3 text-lg font-semibold">
          <span>Total due today</span>
          <span data-testid="test-total">{formatCents(order.total, { decimals: "always" })}</span>
        </p>
      </div>
      <Form method="post" className="mt-6 space-y-4">
        {!order.email && (
          <div>
            <label htmlFor="email" className="block text-sm font-medium">
              Email for your receipt
            </label>
            <Input id="email" name="email" type="email" required autoComplete="email" className="mt-1" />
          </div>
        )}
        {actionData?.error && (
          <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
            {actionData.error}
          </p>
        )}
        <div className="flex gap-3">
          <Button type="submit" name="intent" value="pay" size="lg" className="flex-1" disabled={navigation.state !== "idle"}>
            {navigation.state !== "idle" ? "Processing..." : `Pay ${formatCents(order.total, { decimals: "always" })} (TEST MODE)`}
          </Button>
          <Button type="submit" name="intent" value="cancel" variant="outline" size="lg" formNoValidate>
            Cancel
          </Button>
        </div>
      </Form>
    </section>
  );
}
