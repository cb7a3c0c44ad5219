import { fetchJson, HttpError } from "~/lib/fetch-json";
import { storedFirstTouch } from "~/features/analytics/stored-first-touch";

export type CheckoutBody = { priceId: string; upsellPriceIds?: string[]; refCode?: string | null };

/** Every checkout request carries the visit's first touch (decision 072), recorded on the order. */
const withTouch = async (body: CheckoutBody) => ({ ...body, firstTouch: (await storedFirstTouch()) || undefined });

/** The ?ref= of the current page, carried into checkout (the server also reads the cookie). */
export function currentRefCode(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get("ref");
}

/**
 * Core flow (sales page, core offer, ebook, strategy session): resolves with the Stripe (or
 * test-mode) URL, or throws an Error whose message is the toast text (spec §8 "Checkout failure").
 */
export async function requestCheckoutUrl(body: CheckoutBody): Promise<string> {
  let res: { url?: string } | undefined;
  try {
    res = await fetchJson<{ url?: string }>("/api/create-checkout", { method: "POST", json: await withTouch(body) });
  } catch (err) {
    if (err instanceof HttpError) {
      const message = (err.body as { error?: unknown } | undefined)?.error;
      throw new Error(typeof message === "string" && message ? message : "Failed to create checkout session");
    }
    throw new Error("There was a problem initiating checkout. Please try again.");
  }
  if (!res?.url) throw new Error("No checkout URL received");
  return res.url;
}

/**
 * The strategy session's checkout, with the picked time: the URL to pay at, or the server's
 * refusal with its status (409: the time was just taken, so the picker reloads its times).
 */
export async function requestSessionCheckout(
  body: CheckoutBody & { slotStart?: string; timeZone?: string; name?: string; email?: string; phone?: string; agenda?: string },
): Promise<
  { kind: "url"; url: string } | { kind: "error"; status: number; message: string; fieldErrors?: Record<string, string> }
> {
  try {
    const res = await fetchJson<{ url?: string }>("/api/create-checkout", { method: "POST", json: await withTouch(body) });
    if (res?.url) return { kind: "url", url: res.url };
    return { kind: "error", status: 502, message: "No checkout URL received" };
  } catch (err) {
    if (err instanceof HttpError) {
      const answer = (err.body ?? {}) as { error?: unknown; fieldErrors?: Record<string, string> };
      const message = typeof answer.error === "string" && answer.error ? answer.error : "Failed to create checkout session";
      return { kind: "error", status: err.status, message, ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}) };
    }
    return { kind: "error", status: 0, message: "There was a problem initiating checkout. Please try again." };
  }
}

export const CHECKOUT_ERROR_TITLE = "Checkout Error";
export const CHECKOUT_ERROR_FALLBACK = "There was a problem initiating checkout. Please try again.";

/** Plan flow (pricing page): "Error" toasts of spec §8; no URL → nothing happens. */
export async function requestPlanCheckout(body: CheckoutBody): Promise<
  { kind: "url"; url: string } | { kind: "none" } | { kind: "error"; title: string; description: string }
> {
  try {
    const res = await fetchJson<{ url?: string }>("/api/create-checkout", { method: "POST", json: await withTouch(body) });
    return res?.url ? { kind: "url", url: res.url } : { kind: "none" };
  } catch (err) {
    if (err instanceof HttpError) return { kind: "error", title: "Error", description: "Unable to process checkout. Please try again." };
    return { kind: "error", title: "Error", description: "Something went wrong. Please try again later." };
  }
}

/** Leaves for the payment page; the button stays in its loading state meanwhile. */
export function goTo(url: string) {
  window.location.assign(url);
}
