import { data, redirect } from "react-router";
import { upsellIds, type PriceId } from "~/content/catalog";
import { checkoutSeo, paidSession } from "~/content/checkout-page";
import { referralFromRequest } from "~/features/affiliate/referral-cookie.server";
import { visitorOfRequest } from "~/features/analytics/collect.server";
import { mayCreditReferral, referralConsent } from "~/features/consent/consent.server";
import { getUserSession } from "~/features/auth/session.server";
import { createCheckout, referringAffiliate } from "~/features/checkout/orders.server";
import { hitCheckoutRateLimit, holderOf } from "~/features/checkout/rate-limits.server";
import { SalesPage } from "~/features/checkout/sales-page";
import { pickerSlots } from "~/features/scheduling/bookings.server";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { getServices } from "#platform/context";
import { noStore } from "~/lib/no-store.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/checkout";
import { readForm } from "~/lib/form.server";
import { LimitReached, ValidationFailed } from "~/lib/errors";

export const meta = () => seo({ ...checkoutSeo, path: "/checkout" });

/**
 * Written for the island script (decisions 079, 109): the server's HTML (kept in memory, decision
 * 089) hydrates only the offer's form, the paid session's checkout and the dialog buttons.
 */
export const handle = { islands: true };

/** Per visitor (the ?ref= code, the signed-in session): never cached (docs/decisions/042). */
export const middleware: Route.MiddlewareFunction[] = [noStore];

/** A refused checkout (429) says when to try again. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

function addOnsFrom(values: string[]): PriceId[] {
  const wanted = new Set(values.flatMap((v) => v.split(",")));
  return upsellIds.filter((id) => wanted.has(id));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { database, env } = getServices(context);
  // A visitor who declined the referral cookie, or whose browser sends GPC, credits no partner (decision 069).
  const affiliate = mayCreditReferral(referralConsent(request.headers))
    ? await referringAffiliate(database.db, url.searchParams.get("ref"), referralFromRequest(request.headers, env))
    : null;
  // The paid session's open times in the owner's zone: its picker works before (or without) JavaScript.
  const schedule = await loadSchedule(database.db);
  return {
    initialAddOns: addOnsFrom(url.searchParams.getAll("addons")),
    refCode: affiliate?.code ?? null,
    refApplied: Boolean(affiliate),
    sessionSlots: await pickerSlots(database.db, "strategy_session", schedule.availability.timeZone, new Date(), schedule),
  };
}

/** Works without JavaScript: toggles add-ons through the URL, and "buy" redirects to payment. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const upsells = form.getAll("upsellPriceIds").map(String);
  const toggle = form.get("toggle");
  if (typeof toggle === "string") {
    const next = upsells.includes(toggle) ? upsells.filter((x) => x !== toggle) : [...upsells, toggle];
    const qs = new URLSearchParams();
    const chosen = addOnsFrom(next);
    if (chosen.length) qs.set("addons", chosen.join(","));
    const ref = form.get("refCode");
    if (typeof ref === "string" && ref) qs.set("ref", ref);
    return redirect(`/checkout${qs.size ? `?${qs}` : ""}`);
  }
  const services = getServices(context);
  const limit = await hitCheckoutRateLimit(context, "checkout");
  if (!limit.allowed) return data({ error: limit.message }, { status: 429, headers: limit.headers });
  const session = await getUserSession(context, request);
  const refCode = form.get("refCode");
  const priceId = String(form.get("priceId") ?? "");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  try {
    const { url } = await createCheckout(services, {
      priceId,
      upsellPriceIds: upsells,
      refCode: typeof refCode === "string" && mayCreditReferral(referralConsent(request.headers)) ? refCode : null,
      cookieRefCode: referralFromRequest(request.headers, services.env),
      user: session ? { id: session.user.id, email: session.user.email } : null,
      slotStart: text("slotStart"),
      timeZone: text("timeZone"),
      name: text("name"),
      email: text("email"),
      phone: text("phone"),
      agenda: text("agenda"),
      firstTouch: text("firstTouch"),
      visitor: visitorOfRequest(context, request),
      page: new URL(request.url).pathname,
      holder: holderOf(context),
    });
    return redirect(url);
  } catch (err) {
    const status = (err as { status?: number }).status ?? 500;
    // A problem with the session's fields or time (missing, just taken, or past a cap): the page
    // again, each message at its field, what was typed kept, the times reloaded.
    if (priceId === paidSession.priceId && (status === 400 || status === 409 || status === 429) && err instanceof Error) {
      const fieldErrors = err instanceof ValidationFailed ? (err.fieldErrors ?? {}) : { slotStart: err.message };
      const values = { name: text("name") ?? "", email: text("email") ?? "", phone: text("phone") ?? "", agenda: text("agenda") ?? "" };
      const headers = err instanceof LimitReached ? err.headers : undefined;
      return data({ error: err.message, at: "session" as const, fieldErrors, values, capped: status === 429 }, { status, headers });
    }
    throw new Response(err instanceof Error ? err.message : "Checkout failed", { status, statusText: "Checkout problem" });
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  // A refusal's message is `error` (as every form's); `at: "session"` shows it at the session's fields.
  const problem = actionData as
    | { error?: string | null; at?: "session"; fieldErrors?: Record<string, string>; values?: Record<string, string>; capped?: boolean }
    | undefined;
  const atSession = problem?.at === "session";
  return (
    <SalesPage
      {...loaderData}
      error={atSession ? null : (problem?.error ?? null)}
      session={
        atSession
          ? { error: problem?.error ?? null, fieldErrors: problem?.fieldErrors ?? {}, values: problem?.values ?? {}, capped: problem?.capped }
          : null
      }
    />
  );
}
