/** Two formatters, made once: building an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<number, Intl.NumberFormat>();
function usd(digits: number) {
  let f = formatters.get(digits);
  if (!f) {
    f = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(digits, f);
  }
  return f;
}

/** Money is integer cents everywhere; this is the one place it becomes text. */
export function formatCents(cents: number, opts: { decimals?: "auto" | "always" } = {}) {
  const whole = cents % 100 === 0;
  const digits = opts.decimals === "always" || !whole ? 2 : 0;
  return usd(digits).format(cents / 100);
}
