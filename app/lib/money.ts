/** Money is integer cents everywhere; this is the one place it becomes text. */
export function formatCents(cents: number, opts: { decimals?: "auto" | "always" } = {}) {
  const whole = cents % 100 === 0;
  const digits = opts.decimals === "always" || !whole ? 2 : 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}
