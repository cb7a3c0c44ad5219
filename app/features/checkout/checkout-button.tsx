import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { PriceId } from "~/content/catalog";

/**
 * Starts checkout for one catalog item. (Wired to POST /api/create-checkout by the
 * payments work; until then it leads to /checkout.)
 */
export function CheckoutButton({
  priceId,
  children,
  ...props
}: Omit<ButtonProps, "onClick" | "asChild"> & { priceId: PriceId; errorStyle?: "plan" | "core" }) {
  const { errorStyle: _ignored, ...rest } = props as typeof props & { errorStyle?: string };
  return (
    <Button asChild {...rest}>
      <Link to={`/checkout?item=${priceId}`}>{children}</Link>
    </Button>
  );
}
