import { formatNumber } from "./format-number";

/**
 * Money is integer cents everywhere; this is the one place it becomes text: "$3,000", "$49.50",
 * "-$12.00" (dollars with cents when asked for or when there are any). Written without `Intl`,
 * whose first use costs a page's hydration 25–30 ms in Chromium (decision 092).
 */
export function formatCents(cents: number, opts: { decimals?: "auto" | "always" } = {}) {
  const rounded = Math.round(Math.abs(cents));
  const digits = opts.decimals === "always" || rounded % 100 !== 0 ? 2 : 0;
  return `${cents < 0 && rounded > 0 ? "-" : ""}$${formatNumber(rounded / 100, digits)}`;
}
