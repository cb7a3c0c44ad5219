import { data, redirect, type RouterContextProvider } from "react-router";
import { authMessages, isAuthView, linkErrors, type AuthView } from "~/content/auth";
import { getServices, requestContext } from "#platform/context";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, authRequestHandler } from "#platform/auth.server";
import { passwordLengthProblem, passwordMessages } from "#platform/password";
import { messageFor } from "./auth-api";
import type { Notice } from "./form-parts";
import { DEFAULT_AFTER_AUTH, safeRedirect } from "./redirect";

/**
 * The account forms posted without JavaScript, or before the page's scripts ran (issue 47,
 * decision 111): the same request the browser's script sends, made here to better-auth's own
 * handler — so its validation, rate limits, hooks, cookies and emails are the same — and its
 * answer turned into the page again (a notice, the view to show) or a redirect with its cookies.
 * A password or a code never travels in an address.
 */

export type AuthFormAnswer = {
  view: AuthView;
  notice: Notice;
  /** The email to show back in the form (never the password or a code). */
  email?: string;
  /** Sign-in needs the authenticator code next (the two-factor cookie is set). */
  twoFactor?: boolean;
};

type Intent = AuthView | "two_factor" | "send_code";
const INTENTS = new Set<string>(["sign_up", "sign_in", "magic_link", "forgotten_password", "update_password", "verify_otp", "two_factor", "send_code"]);

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

function loginUrl(params: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  const qs = search.toString();
  return qs ? `/login?${qs}` : "/login";
}

type Call =
  | { ok: true; data: Record<string, unknown> | null; cookies: string[] }
  | { ok: false; status: number; code?: string; message: string; cookies: string[] };

/** POSTs to better-auth's handler as the browser's script would, from this request's client. */
async function callAuth(context: Readonly<RouterContextProvider>, request: Request, path: string, body: unknown): Promise<Call> {
  const services = getServices(context);
  let clientIp = "";
  try {
    clientIp = context.get(requestContext).clientIp;
  } catch {
    /* no request context in a unit test */
  }
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  for (const name of ["cookie", "origin", "user-agent", "x-first-touch"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A plain form post from our own page carries its origin; better-auth checks it as for a fetch.
  if (!headers.has("origin")) headers.set("origin", new URL(request.url).origin);
  headers.set(CLIENT_IP_HEADER, clientIp);
  const url = new URL(`${AUTH_BASE_PATH}${path}`, request.url);
  const response = await authRequestHandler(services.auth, services.logger)(
    new Request(url, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const cookies = response.headers.getSetCookie();
  const raw = await response.text();
  let parsed: Record<string, unknown> | null = null;
  try {
    parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    parsed = null;
  }
  if (response.ok) return { ok: true, data: parsed, cookies };
  const code = typeof parsed?.code === "string" ? parsed.code : undefined;
  const message = typeof parsed?.message === "string" && parsed.message ? parsed.message : `HTTP error! status: ${response.status}`;
  return { ok: false, status: response.status, code, message: code === "RATE_LIMITED" ? message : messageFor(code, message), cookies };
}

/** The page again with a notice, carrying any cookies better-auth set (the two-factor step's). */
function answer(answered: AuthFormAnswer, init: { status?: number; cookies?: string[] } = {}) {
  const headers = new Headers();
  for (const c of init.cookies ?? []) headers.append("Set-Cookie", c);
  return data(answered, { status: init.status ?? 200, headers });
}

/** Signed in: on to where the visitor was going (the owner to the console), with the session cookies. */
function signedIn(context: Readonly<RouterContextProvider>, redirectTo: string, email: string, cookies: string[]) {
  const { env } = getServices(context);
  const owner = env.ADMIN_EMAILS.includes(email.trim().toLowerCase());
  const target = owner && redirectTo === DEFAULT_AFTER_AUTH ? "/admin" : redirectTo;
  const response = redirect(target);
  for (const c of cookies) response.headers.append("Set-Cookie", c);
  return response;
}

/** The /login page's action: one account form, posted without (or before) its scripts. */
export async function authFormAction(context: Readonly<RouterContextProvider>, request: Request, form: FormData) {
  // The pressed button's own intent ("send_code") comes after the form's hidden one.
  const intent = (form.getAll("intent").filter((v): v is string => typeof v === "string").at(-1) ?? "") as Intent;
  const view: AuthView = isAuthView(intent) ? intent : "sign_in";
  if (!INTENTS.has(intent)) return answer({ view: "sign_in", notice: { tone: "error", text: authMessages.unknownForm } }, { status: 400 });
  const email = text(form, "email").trim();
  const password = text(form, "password");
  const redirectTo = safeRedirect(text(form, "redirectTo") || null);
  const back = redirectTo === DEFAULT_AFTER_AUTH ? undefined : redirectTo;
  const fail = (message: string, status = 400, v: AuthView = view, extra: Partial<AuthFormAnswer> = {}) =>
    answer({ view: v, notice: { tone: "error", text: message }, email, ...extra }, { status });

  switch (intent) {
    case "sign_up":
    case "sign_in": {
      if (!email || !password) return fail(authMessages.missingCredentials);
      const problem = intent === "sign_up" ? passwordLengthProblem(password) : null;
      if (problem) return fail(passwordMessages[problem]);
      if (intent === "sign_up") {
        const res = await callAuth(context, request, "/sign-up/email", {
          email,
          password,
          name: "",
          callbackURL: loginUrl({ view: "sign_in", confirmed: "1", redirectTo: back }),
        });
        if (!res.ok) return fail(res.message, res.status);
        if (res.data?.token) return signedIn(context, redirectTo, email, res.cookies);
        return answer({ view: "sign_up", notice: { tone: "success", text: authMessages.confirmSignUp }, email });
      }
      const res = await callAuth(context, request, "/sign-in/email", { email, password, rememberMe: true });
      if (!res.ok) return fail(res.message, res.status);
      if (res.data?.twoFactorRedirect)
        return answer({ view: "sign_in", notice: { tone: "success", text: authMessages.twoFactorRequired }, email, twoFactor: true }, { cookies: res.cookies });
      return signedIn(context, redirectTo, email, res.cookies);
    }
    case "two_factor": {
      const code = text(form, "totp").trim();
      if (!code) return fail(authMessages.emptyCode, 400, "sign_in", { twoFactor: true });
      const res = await callAuth(context, request, "/two-factor/verify-totp", { code, trustDevice: false });
      if (!res.ok) return fail(res.message, res.status, "sign_in", { twoFactor: true });
      return signedIn(context, redirectTo, email, res.cookies);
    }
    case "magic_link": {
      if (!email) return fail(authMessages.emptyEmail);
      const to = loginUrl({ redirectTo: back });
      const res = await callAuth(context, request, "/sign-in/magic-link", {
        email,
        callbackURL: to,
        newUserCallbackURL: to,
        errorCallbackURL: loginUrl({ view: "magic_link", redirectTo: back }),
      });
      if (!res.ok) return fail(res.message, res.status);
      return answer({ view, notice: { tone: "success", text: authMessages.magicLinkSent }, email });
    }
    case "forgotten_password": {
      if (!email) return fail(authMessages.emptyEmail);
      const res = await callAuth(context, request, "/request-password-reset", { email, redirectTo: loginUrl({ view: "update_password" }) });
      if (!res.ok) return fail(res.message, res.status);
      return answer({ view, notice: { tone: "success", text: authMessages.resetSent }, email });
    }
    case "update_password": {
      const token = text(form, "token");
      if (!token) return fail(authMessages.missingResetToken);
      if (!password) return fail(authMessages.emptyPassword);
      const problem = passwordLengthProblem(password);
      if (problem) return fail(passwordMessages[problem]);
      const res = await callAuth(context, request, "/reset-password", { newPassword: password, token });
      if (!res.ok) {
        if (res.code === "INVALID_TOKEN") return fail(linkErrors.reset, res.status, "forgotten_password");
        return fail(res.message, res.status);
      }
      return answer({ view: "sign_in", notice: { tone: "success", text: authMessages.passwordUpdated } });
    }
    case "send_code": {
      if (!email) return fail(authMessages.emptyEmail, 400, "verify_otp");
      const res = await callAuth(context, request, "/email-otp/send-verification-otp", { email, type: "sign-in" });
      if (!res.ok) return fail(res.message, res.status, "verify_otp");
      return answer({ view: "verify_otp", notice: { tone: "success", text: authMessages.codeSent }, email });
    }
    case "verify_otp": {
      const otp = text(form, "token").trim();
      if (!email) return fail(authMessages.emptyEmail);
      if (!otp) return fail(authMessages.emptyCode);
      const res = await callAuth(context, request, "/sign-in/email-otp", { email, otp });
      if (!res.ok) return fail(res.message, res.status);
      if (res.data?.twoFactorRedirect)
        return answer({ view: "sign_in", notice: { tone: "success", text: authMessages.twoFactorRequired }, email, twoFactor: true }, { cookies: res.cookies });
      return signedIn(context, redirectTo, email, res.cookies);
    }
  }
}
