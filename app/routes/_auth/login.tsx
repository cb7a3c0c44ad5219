import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { authMessages, isAuthView, linkErrors, loginPage, type AuthView } from "~/content/auth";
import { AffiliatePitch } from "~/features/affiliate/affiliate-pitch";
import { AuthCard } from "~/features/auth/auth-card";
import type { Notice } from "~/features/auth/form-parts";
import { DEFAULT_AFTER_AUTH, safeRedirect } from "~/features/auth/redirect";
import { welcomeState } from "~/features/checkout/welcome";
import { KeptDemoRequestNote } from "~/features/leads/kept-demo-request-note";
import { getUserSession } from "~/features/auth/session.server";
import { refreshSession } from "~/features/auth/session-store";
import { fetchConsoleLink } from "~/features/auth/console-link";
import { accountMenu } from "~/content/account-menu";
import { getServices } from "#platform/context";
import { seo } from "~/lib/seo";
import { isLocalRequestIn } from "#platform/local-request.server";
import { devMailboxEnabled } from "#platform/mailer.server";
import type { Route } from "./+types/login";
import { authFormAction, type AuthFormAnswer } from "~/features/auth/form-actions.server";
import { readForm } from "~/lib/form.server";

export const meta: Route.MetaFunction = () => seo({ title: loginPage.title, description: loginPage.description, path: "/login", noindex: true });

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  // A posted sign-in that goes on to the two-factor step carries better-auth's cookie for it (decision 111).
  for (const cookie of actionHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
};

/** Decides, on the server, the starting view and any message an emailed link brought back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const session = await getUserSession(context, request);
  const requested = params.get("view");
  let view: AuthView = isAuthView(requested) ? requested : "sign_up";
  const token = params.get("token") ?? undefined;
  const error = params.get("error");
  let notice: Notice | null = null;
  // A magic link of an account with two-factor sign-in continues on the authenticator-code step.
  const twoFactorStep = !error && params.get("two_factor") === "1" && !session;
  if (error === "SIGNUP_LIMIT") {
    notice = { tone: "error", text: linkErrors.signupLimit };
  } else if (error) {
    if (view === "update_password") {
      view = "forgotten_password";
      notice = { tone: "error", text: linkErrors.reset };
    } else if (view === "magic_link") {
      notice = { tone: "error", text: linkErrors.magicLink };
    } else {
      view = "sign_in";
      notice = { tone: "error", text: linkErrors.confirmation };
    }
  } else if (params.get("confirmed")) {
    view = "sign_in";
    notice = { tone: "success", text: authMessages.emailConfirmed };
  }
  // Server-only knowledge: with no SMTP server (local http), emails land in the dev mailbox,
  // and the "check your email" notices point a newcomer there.
  const { env, mailer } = getServices(context);
  const redirectTo = safeRedirect(params.get("redirectTo"));
  return {
    devMailbox: devMailboxEnabled(env) && Boolean(mailer.outbox) && isLocalRequestIn(context, request),
    signedIn: Boolean(session),
    twoFactorStep,
    view,
    token,
    notice,
    redirectTo,
    // Someone headed for the affiliate program sees what it offers beside the form (issue 15).
    affiliate: redirectTo.startsWith("/affiliate-program") ? { commissionRate: env.AFFILIATE_COMMISSION_RATE } : null,
  };
}

/** The account forms posted without (or before) their scripts (issue 47, decision 111). */
export async function action({ request, context }: Route.ActionArgs) {
  return authFormAction(context, request, await readForm(request));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, token, redirectTo, devMailbox, affiliate } = loaderData;
  // A posted form's answer (decision 111) wins over what the address said.
  const posted = actionData as AuthFormAnswer | undefined;
  const notice = posted?.notice ?? loaderData.notice;
  const twoFactorStep = posted?.twoFactor ?? loaderData.twoFactorStep;
  const [view, setView] = useState<AuthView>(posted?.view ?? loaderData.view);
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef(false);
  useEffect(() => setView(posted?.view ?? loaderData.view), [loaderData.view, posted?.view]);

  // Spec §2: a session on load, or one that appears later, greets the visitor and moves on.
  const welcome = useCallback(() => {
    if (handled.current) return;
    handled.current = true;
    void (async () => {
      // The business owner lands in the console, not on /checkout (issue 43, decision 106); a page
      // the visitor was sent from (redirectTo) still wins.
      const [, consoleLink] = await Promise.all([refreshSession(), redirectTo === DEFAULT_AFTER_AUTH ? fetchConsoleLink() : null]);
      const toCheckout = !consoleLink && redirectTo === DEFAULT_AFTER_AUTH;
      toast.success(authMessages.welcome.title, {
        description: consoleLink ? accountMenu.welcomeToConsole : toCheckout ? authMessages.welcome.description : authMessages.welcome.elsewhere,
      });
      // Checkout greets the visitor with a heading of its own (issue 15), the URL stays /checkout.
      const confirmed = new URLSearchParams(location.search).has("confirmed");
      navigate(consoleLink ?? redirectTo, { replace: true, state: toCheckout ? welcomeState(confirmed ? "confirmed" : "signed-in") : undefined });
    })();
  }, [navigate, redirectTo, location.search]);

  useEffect(() => {
    if (signedIn) welcome();
  }, [signedIn, welcome]);

  // A link opened in another tab (magic link, confirmation) signs this browser in: notice it on return.
  useEffect(() => {
    const onFocus = () => {
      void refreshSession().then((s) => {
        if (s.status === "signed-in") welcome();
      });
    };
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [welcome]);

  const heading = view === "sign_up" ? loginPage.heading.sign_up : loginPage.heading.sign_in;
  const backToHome = (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        {loginPage.backToHome}
      </Link>
    </Button>
  );
  const title = (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{heading.title}</h1>
      <p className="mb-6 mt-2 text-muted-foreground">{heading.subtitle}</p>
    </>
  );
  const card = (
    <>
      <KeptDemoRequestNote />
      <AuthCard
        key={location.search}
        view={view}
        onViewChange={setView}
        resetToken={token}
        initialNotice={notice}
        redirectTo={redirectTo === DEFAULT_AFTER_AUTH ? undefined : redirectTo}
        onSignedIn={welcome}
        devMailbox={devMailbox}
        twoFactorStep={twoFactorStep}
        initialEmail={posted?.email}
      />
    </>
  );
  if (affiliate) {
    return (
      <section className="mx-auto w-full max-w-5xl px-4 pb-20 pt-8 sm:px-6 lg:px-8">
        {backToHome}
        <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-16">
          <div className="mx-auto w-[360px] max-w-full">
            {title}
            {card}
          </div>
          {/* Shown first (above, or to the left); after the form in reading order, the h1 leading. */}
          <div className="order-first">
            <AffiliatePitch commissionRate={affiliate.commissionRate} />
          </div>
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col items-center px-4 pb-20 pt-8 sm:px-6 lg:px-8">
      <div className="w-[360px] max-w-full">
        {backToHome}
        {title}
      </div>
      {card}
    </section>
  );
}
