/**
 * US English numbers without `Intl` (decision 092). In Chromium the first `Intl` call of
 * a page loads the locale data: 25–30 ms on this machine, four times that on Lighthouse's simulated
 * phone, inside the task that hydrates the page. Every figure the marketing pages show is an integer
 * or has a fixed number of decimals, so digits grouped by hand read exactly as `Intl` writes them
 * (`format-number.test.ts` compares the two), on the server and in the browser alike.
 */

/** "2,000", "99.9", "-1,234.50": `decimals` fixed, rounded half away from zero. */
export function formatNumber(n: number, decimals = 0): string {
  const scale = 10 ** decimals;
  const scaled = Math.round(Math.abs(n) * scale);
  const whole = Math.floor(scaled / scale);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = decimals > 0 ? `.${String(scaled % scale).padStart(decimals, "0")}` : "";
  return `${n < 0 && scaled > 0 ? "-" : ""}${grouped}${fraction}`;
}

