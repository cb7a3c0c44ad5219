import { useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { island } from "~/islands/island";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { PriceId } from "~/content/catalog";
import {
  CHECKOUT_ERROR_FALLBACK,
  CHECKOUT_ERROR_TITLE,
  currentRefCode,
  goTo,
  requestCheckoutUrl,
  requestPlanCheckout,
} from "~/features/checkout/start-checkout";

/**
 * Starts checkout for one catalog item through POST /api/create-checkout. A second press
 * while loading is ignored; on success the browser leaves (and the button stays loading).
 * Without JavaScript the form posts to /checkout, which redirects to the same place.
 */
export function CheckoutButton({
  priceId,
  upsellPriceIds,
  errorStyle = "core",
  children,
  ...props
}: Omit<ButtonProps, "onClick" | "asChild" | "type"> & {
  priceId: PriceId;
  upsellPriceIds?: PriceId[];
  errorStyle?: "plan" | "core";
}) {
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  async function start(e: React.FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    const body = { priceId, upsellPriceIds, refCode: currentRefCode() };
    if (errorStyle === "plan") {
      const result = await requestPlanCheckout(body);
      if (result.kind === "url") return goTo(result.url);
      if (result.kind === "error") toast.error(result.title, { description: result.description });
    } else {
      try {
        return goTo(await requestCheckoutUrl(body));
      } catch (err) {
        toast.error(CHECKOUT_ERROR_TITLE, { description: err instanceof Error && err.message ? err.message : CHECKOUT_ERROR_FALLBACK });
      }
    }
    busy.current = false;
    setLoading(false);
  }

  return (
    <form method="post" action="/checkout" onSubmit={start} className="contents" data-form="checkout">
      <input type="hidden" name="intent" value="buy" />
      <input type="hidden" name="priceId" value={priceId} />
      {upsellPriceIds?.map((id) => <input key={id} type="hidden" name="upsellPriceIds" value={id} />)}
      <Button
        type="submit"
        disabled={loading}
        aria-busy={loading}
        data-cta={typeof children === "string" ? children : undefined}
        {...props}
      >
        {loading ? "Processing..." : children}
      </Button>
    </form>
  );
}

/**
 * The same button as an island (decision 079), for prerendered pages: its label is plain text so
 * that its props travel as JSON.
 */
export const CheckoutButtonIsland = island(
  "checkout-button",
  CheckoutButton as (props: Parameters<typeof CheckoutButton>[0] & { children: string }) => React.ReactNode,
);
