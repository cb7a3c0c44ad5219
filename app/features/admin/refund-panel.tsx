import { Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Button } from "~/components/ui/button";
import { refundCopy as copy } from "~/content/owner-notifications";
import { formatCents } from "~/lib/money";
import type { RefundActionData } from "./order-refund.server";
import { stay } from "./stay";
import { ActionNotice, Facts, Panel } from "~/components/console/ui";

export type RefundState = { left: number; viaStripe: boolean; blocked: string | null } | null;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The order page's refund (issue 43): the amount (the whole rest by default), then a confirm step
 * that says what the refund does to the money and to the partner's commission. Plain form posts:
 * it works before hydration and without JavaScript.
 */
export function RefundPanel({ state, result }: { state: RefundState; result?: RefundActionData | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  if (!state) return null;
  const review = result?.ok ? result.review : undefined;
  const amountError = result && !result.ok ? (result.fieldErrors?.amount ?? null) : null;
  // Refusals that are not about the amount (Stripe refused, the order changed meanwhile).
  const refusal = result && !result.ok && !amountError ? result.message : null;
  return (
    <Panel title={copy.heading}>
      <div className="space-y-4" data-testid="refund-panel">
        <Facts items={[[copy.left, formatCents(state.left, { decimals: "always" })]]} />
        {refusal ? <ActionNotice result={{ ok: false, message: refusal }} /> : null}
        {state.blocked ? (
          <p className="text-sm text-muted-foreground">{state.blocked}</p>
        ) : review ? (
          <div
            role="group"
            aria-labelledby="refund-confirm"
            className="space-y-3 rounded-md border border-destructive/40 p-4"
          >
            <h3 id="refund-confirm" className="font-semibold">
              {copy.confirmHeading}
            </h3>
            <p className="text-sm">{review.question}</p>
            {review.commission ? <p className="text-sm">{review.commission}</p> : null}
            <div className="flex flex-wrap items-center gap-3">
              <Form method="post" state={stay} preventScrollReset>
                <input type="hidden" name="intent" value="refund" />
                <input type="hidden" name="amount" value={review.amountText} />
                <Button type="submit" variant="destructive" disabled={busy}>
                  {review.button}
                </Button>
              </Form>
              <Link
                to="."
                state={stay}
                preventScrollReset
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {copy.cancel}
              </Link>
            </div>
          </div>
        ) : (
          // Keyed by what is left: after a refund the field starts again from the new rest.
          <Form key={state.left} method="post" state={stay} preventScrollReset className="max-w-md">
            <input type="hidden" name="intent" value="review" />
            {/* The button sits beside the field; the hint and any error go under both. */}
            <Field
              id="refund-amount"
              label={copy.amountLabel}
              hint={copy.amountHint(formatCents(state.left, { decimals: "always" }))}
              error={amountError}
            >
              {(aria) => (
                <div className="flex flex-wrap gap-3">
                  <div className="w-40">
                    <Input
                      id="refund-amount"
                      name="amount"
                      height="row"
                      inputMode="decimal"
                      autoComplete="off"
                      defaultValue={dollars(state.left)}
                      {...aria}
                    />
                  </div>
                  <Button type="submit" variant="outline" disabled={busy}>
                    {copy.review}
                  </Button>
                </div>
              )}
            </Field>
          </Form>
        )}
      </div>
    </Panel>
  );
}
