import { buyerNote } from "~/content/payment-states";
import { data } from "react-router";
import { authMessages, dashboardPage } from "~/content/auth";
import { AccountPanel, DeleteAccountPanel, PasswordPanel, SessionsPanel, TwoFactorPanel } from "~/features/auth/account-panels";
import { loadAccountOverview } from "~/features/auth/account.server";
import { userSessionContext } from "~/features/auth/session.server";
import { getServices } from "#platform/context";
import { seo } from "~/lib/seo";
import { affiliateForUser, affiliateSummary } from "~/features/affiliate/affiliate.server";
import { AffiliateSummaryCard } from "~/features/affiliate/affiliate-summary-card";
import { ordersForUser } from "~/features/checkout/orders.server";
import { PurchasesPanel, type Purchase } from "~/features/checkout/purchases-panel";
import type { Route } from "./+types/index";
import { readForm } from "~/lib/form.server";
import { messageFor } from "~/features/auth/auth-api";
import { newPasswordSchema } from "#platform/password.server";
import { DataExportPanel } from "~/features/data-requests/data-panel";

export const meta: Route.MetaFunction = () =>
  seo({ title: dashboardPage.title, description: dashboardPage.description, path: "/user-dashboard", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(userSessionContext);
  const { db } = getServices(context).database;
  const [overview, orders, affiliate] = await Promise.all([
    loadAccountOverview(context, request, session),
    ordersForUser(db, session.user.id, session.user.emailVerified ? session.user.email : null),
    affiliateForUser(db, session.user.id),
  ]);
  const purchases: Purchase[] = orders.map((o) => ({
    id: o.id,
    date: (o.paidAt ?? o.createdAt).toISOString(),
    status: o.status,
    total: o.amountTotal,
    refunded: o.amountRefunded,
    items: o.items.map((i) => i.name),
    successPath: o.stripeSessionId ? `/checkout/success?session_id=${encodeURIComponent(o.stripeSessionId)}` : null,
    note: buyerNote({
      subscriptionStatus: o.subscriptionStatus,
      paymentFailedAt: o.paymentFailedAt?.toISOString() ?? null,
      disputeStatus: o.disputeStatus,
      expiredAt: null,
    }),
  }));
  const affiliateSummaryData = affiliate ? { code: affiliate.code, ...(await affiliateSummary(db, affiliate.id)) } : null;
  return { ...overview, purchases, affiliate: affiliateSummaryData };
}

/** Only what needs a server-side better-auth call: setting a first password on a passwordless account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // The account forms that need the page's scripts post here (never a GET with a password in the
  // address, decision 111) and are told so when pressed before the scripts ran.
  if (form.get("intent") === "needs-script") return data({ ok: false, message: authMessages.needsScript }, { status: 400 });
  if (form.get("intent") !== "set-password") return data({ ok: false, message: "Unknown action." }, { status: 400 });
  const newPassword = form.get("newPassword");
  if (typeof newPassword !== "string" || !newPassword) return data({ ok: false, message: "Enter a new password" }, { status: 400 });
  // The same rules as sign-up, reset and change (better-auth's set-password has no path for its hooks).
  const checked = newPasswordSchema.safeParse(newPassword);
  if (!checked.success) return data({ ok: false, message: checked.error.issues[0]!.message }, { status: 400 });
  const { auth } = getServices(context);
  try {
    await auth.api.setPassword({ body: { newPassword }, headers: request.headers });
  } catch (err) {
    // The same wording the browser shows for better-auth's codes (e.g. "That password is not correct.").
    const code = (err as { body?: { code?: unknown } }).body?.code;
    const fallback = err instanceof Error && err.message ? err.message : dashboardPage.password.setFailed;
    return data({ ok: false, message: messageFor(typeof code === "string" ? code : undefined, fallback) }, { status: 400 });
  }
  return { ok: true, message: dashboardPage.password.done };
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { user, hasPassword, sessions, purchases, affiliate } = loaderData;
  const refused = actionData && !actionData.ok ? actionData.message : null;
  return (
    <section className="mx-auto max-w-3xl px-4 pb-20 pt-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{dashboardPage.title}</h1>
      <p className="mt-2 text-muted-foreground">{dashboardPage.intro}</p>
      {refused ? (
        <p role="alert" className="mt-4 rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
          {refused}
        </p>
      ) : null}
      <div className="mt-8 space-y-6">
        <AccountPanel email={user.email} emailVerified={user.emailVerified} createdAt={user.createdAt} />
        <PurchasesPanel purchases={purchases} />
        {affiliate && <AffiliateSummaryCard code={affiliate.code} totalEarnings={affiliate.totalEarnings} totalReferrals={affiliate.totalReferrals} />}
        <PasswordPanel hasPassword={hasPassword} />
        <TwoFactorPanel enabled={user.twoFactorEnabled} hasPassword={hasPassword} />
        <SessionsPanel sessions={sessions} />
        <DataExportPanel />
        <DeleteAccountPanel hasPassword={hasPassword} />
      </div>
    </section>
  );
}
