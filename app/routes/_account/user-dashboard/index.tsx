import { data } from "react-router";
import { dashboardPage } from "~/content/auth";
import { AccountPanel, DeleteAccountPanel, PasswordPanel, SessionsPanel, TwoFactorPanel } from "~/features/auth/account-panels";
import { loadAccountOverview } from "~/features/auth/account.server";
import { userSessionContext } from "~/features/auth/session.server";
import { getServices } from "~/lib/context";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () =>
  seo({ title: dashboardPage.title, description: dashboardPage.description, path: "/user-dashboard", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountOverview(context, request, context.get(userSessionContext));
}

/** Only what needs a server-side better-auth call: setting a first password on a passwordless account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "set-password") return data({ ok: false, message: "Unknown action." }, { status: 400 });
  const newPassword = form.get("newPassword");
  if (typeof newPassword !== "string" || !newPassword) return data({ ok: false, message: "Enter a new password" }, { status: 400 });
  const { auth } = getServices(context);
  try {
    await auth.api.setPassword({ body: { newPassword }, headers: request.headers });
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : "Could not set the password. Please try again.";
    return data({ ok: false, message }, { status: 400 });
  }
  return { ok: true, message: dashboardPage.password.done };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, hasPassword, sessions } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 pb-20 pt-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{dashboardPage.title}</h1>
      <p className="mt-2 text-muted-foreground">{dashboardPage.intro}</p>
      <div className="mt-8 space-y-6">
        <AccountPanel email={user.email} emailVerified={user.emailVerified} createdAt={user.createdAt} />
        <PasswordPanel hasPassword={hasPassword} />
        <TwoFactorPanel enabled={user.twoFactorEnabled} hasPassword={hasPassword} />
        <SessionsPanel sessions={sessions} />
        <DeleteAccountPanel hasPassword={hasPassword} />
      </div>
    </section>
  );
}
