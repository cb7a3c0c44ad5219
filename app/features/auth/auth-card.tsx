import { useState, type FormEvent, type MouseEvent } from "react";
import { authButtons, authLabels, authLinks, authMessages, devMailbox as devMailboxCopy, linkErrors, loginPage, type AuthView } from "~/content/auth";
import { Button } from "~/components/ui/button";
import { storedFirstTouch } from "~/features/analytics/stored-first-touch";
import { authPost, firstTouchHeader } from "./auth-api";
import { TextField } from "~/components/forms/field";
import { NoticeBox, SubmitButton, type Notice } from "./form-parts";
import { passwordLengthProblem, passwordMessages } from "#platform/password";

type Props = {
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  /** The token from a password-reset link (update_password). */
  resetToken?: string;
  initialNotice?: Notice | null;
  /** A safe same-origin path to return to; carried through emailed links. */
  redirectTo?: string;
  onSignedIn: () => void;
  /** Emails go to the local dev mailbox (no SMTP server): "check your email" notices link to it. */
  devMailbox?: boolean;
  /** Start on the authenticator-code step: a magic link of an account with two-factor sign-in lands here. */
  twoFactorStep?: boolean;
  /** The email the server's answer to a posted form shows back (decision 111). */
  initialEmail?: string;
};

/** The notices that send the visitor to their inbox. */
const EMAIL_SENT: readonly string[] = [authMessages.confirmSignUp, authMessages.magicLinkSent, authMessages.resetSent, authMessages.codeSent];

const DEV_MAILBOX_PATH = "/dev/mailbox";

type Pending = AuthView | "two_factor" | "send_code" | null;

const linksByView: Record<AuthView, { to: AuthView; label: string }[]> = {
  sign_up: [
    { to: "magic_link", label: authLinks.toMagicLink },
    { to: "sign_in", label: authLinks.toSignIn },
  ],
  sign_in: [
    { to: "forgotten_password", label: authLinks.toForgotten },
    { to: "magic_link", label: authLinks.toMagicLink },
    { to: "verify_otp", label: authLinks.toVerifyOtp },
    { to: "sign_up", label: authLinks.toSignUp },
  ],
  magic_link: [
    { to: "verify_otp", label: authLinks.toVerifyOtp },
    { to: "sign_in", label: authLinks.toSignIn },
  ],
  forgotten_password: [{ to: "sign_in", label: authLinks.toSignIn }],
  update_password: [
    { to: "forgotten_password", label: authLinks.toForgotten },
    { to: "sign_in", label: authLinks.backToSignIn },
  ],
  verify_otp: [
    { to: "magic_link", label: authLinks.toMagicLink },
    { to: "sign_in", label: authLinks.toSignIn },
  ],
};

function loginUrl(params: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  const qs = search.toString();
  return qs ? `/login?${qs}` : "/login";
}

/**
 * What the visitor (or a password manager) typed into the server-rendered card before its
 * scripts ran. Hydration sets a controlled input to its state, so without this a fast visitor's
 * email and password were wiped and "Sign in" said they were missing. Read once, when the card
 * first renders in the browser; on the server, or when the card mounts after a client-side
 * navigation, there is nothing typed and the field starts empty.
 */
function typedBeforeHydration(name: string): string {
  if (typeof document === "undefined") return "";
  const field = document.querySelector<HTMLInputElement>(`[data-testid="auth-card"] input[name="${name}"]`);
  return field?.value ?? "";
}

/**
 * What a submit of the card needs: the fields as typed, the card's props, and its state changers.
 * The submit itself (submitAuth and its steps) is plain functions of it.
 */
type SubmitContext = {
  view: AuthView;
  email: string;
  password: string;
  code: string;
  totp: string;
  twoFactor: boolean;
  resetToken?: string;
  redirectTo?: string;
  run: (name: Pending, work: () => Promise<void>) => Promise<void>;
  fail: (text: string) => void;
  done: (text: string) => void;
  switchTo: (next: AuthView, keepNotice?: Notice | null) => void;
  afterSignIn: (data: unknown) => void;
  onSignedIn: () => void;
  setPassword: (password: string) => void;
};

/** The card's form was submitted: the authenticator-code step, or the view's own request. */
function submitAuth(c: SubmitContext) {
  const trimmed = c.email.trim();
  if (c.twoFactor) return submitTwoFactor(c);
  switch (c.view) {
    case "sign_up":
    case "sign_in":
      return submitCredentials(c, c.view, trimmed);
    case "magic_link":
      return submitMagicLink(c, trimmed);
    case "forgotten_password":
      return submitForgottenPassword(c, trimmed);
    case "update_password":
      return submitUpdatePassword(c);
    case "verify_otp":
      return submitVerifyOtp(c, trimmed);
  }
}

function submitTwoFactor({ totp, run, fail, onSignedIn }: SubmitContext) {
  if (!totp.trim()) return fail(authMessages.emptyCode);
  void run("two_factor", async () => {
    const res = await authPost("/two-factor/verify-totp", { code: totp.trim(), trustDevice: false });
    if (!res.ok) return fail(res.message);
    onSignedIn();
  });
}

function submitCredentials(c: SubmitContext, view: "sign_up" | "sign_in", trimmed: string) {
  const { password, redirectTo, run, fail, done } = c;
  // Spec §5: neither email nor phone (this form has no phone field) stops here, without a request.
  if (!trimmed || !password) return fail(authMessages.missingCredentials);
  // The browser checks a new password's length only; the server also refuses common ones.
  const tooShortOrLong = view === "sign_up" ? passwordLengthProblem(password) : null;
  if (tooShortOrLong) return fail(passwordMessages[tooShortOrLong]);
  void run(view, async () => {
    if (view === "sign_up") {
      // Where the visit began travels with the sign-up (decision 072); the server records it.
      const touch = firstTouchHeader(await storedFirstTouch());
      const res = await authPost<{ token: string | null }>(
        "/sign-up/email",
        { email: trimmed, password, name: "", callbackURL: loginUrl({ view: "sign_in", confirmed: "1", redirectTo }) },
        touch,
      );
      if (!res.ok) return fail(res.message);
      // A session only when no confirmation is needed; otherwise the confirmation message.
      if (res.data?.token) return c.onSignedIn();
      c.setPassword("");
      return done(authMessages.confirmSignUp);
    }
    const res = await authPost("/sign-in/email", { email: trimmed, password, rememberMe: true });
    if (!res.ok) return fail(res.message);
    c.afterSignIn(res.data);
  });
}

function submitMagicLink({ redirectTo, run, fail, done }: SubmitContext, trimmed: string) {
  if (!trimmed) return fail(authMessages.emptyEmail);
  void run("magic_link", async () => {
    const back = loginUrl({ redirectTo });
    const res = await authPost("/sign-in/magic-link", {
      email: trimmed,
      callbackURL: back,
      newUserCallbackURL: back,
      errorCallbackURL: loginUrl({ view: "magic_link", redirectTo }),
    });
    if (!res.ok) return fail(res.message);
    done(authMessages.magicLinkSent);
  });
}

function submitForgottenPassword({ run, fail, done }: SubmitContext, trimmed: string) {
  if (!trimmed) return fail(authMessages.emptyEmail);
  void run("forgotten_password", async () => {
    const res = await authPost("/request-password-reset", { email: trimmed, redirectTo: loginUrl({ view: "update_password" }) });
    if (!res.ok) return fail(res.message);
    done(authMessages.resetSent);
  });
}

function submitUpdatePassword({ resetToken, password, run, fail, switchTo }: SubmitContext) {
  if (!resetToken) return fail(authMessages.missingResetToken);
  if (!password) return fail(authMessages.emptyPassword);
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return fail(passwordMessages[lengthProblem]);
  void run("update_password", async () => {
    const res = await authPost("/reset-password", { newPassword: password, token: resetToken });
    if (!res.ok) {
      if (res.code === "INVALID_TOKEN") return switchTo("forgotten_password", { tone: "error", text: linkErrors.reset });
      return fail(res.message);
    }
    // Spec §4: after the user is updated the view goes back to sign_in.
    switchTo("sign_in", { tone: "success", text: authMessages.passwordUpdated });
  });
}

/** "Email me a code" (verify_otp): the sign-in code goes to the address typed. */
function sendSignInCode({ email, run, fail, done }: Pick<SubmitContext, "email" | "run" | "fail" | "done">) {
  const trimmed = email.trim();
  if (!trimmed) return fail(authMessages.emptyEmail);
  void run("send_code", async () => {
    const res = await authPost("/email-otp/send-verification-otp", { email: trimmed, type: "sign-in" });
    if (!res.ok) return fail(res.message);
    done(authMessages.codeSent);
  });
}

function submitVerifyOtp({ code, run, fail, afterSignIn }: SubmitContext, trimmed: string) {
  if (!trimmed) return fail(authMessages.emptyEmail);
  if (!code.trim()) return fail(authMessages.emptyCode);
  void run("verify_otp", async () => {
    const res = await authPost("/sign-in/email-otp", { email: trimmed, otp: code.trim() });
    if (!res.ok) return fail(res.message);
    afterSignIn(res.data);
  });
}

/**
 * The six auth views of spec §2/§4 on one 360 px card. Each submit goes idle → loading
 * (button disabled, loading label) → an error in a danger box or a confirmation.
 */
export function AuthCard({
  view,
  onViewChange,
  resetToken,
  initialNotice = null,
  redirectTo,
  onSignedIn,
  devMailbox = false,
  twoFactorStep = false,
  initialEmail = "",
}: Props) {
  const [email, setEmail] = useState(() => typedBeforeHydration("email") || initialEmail);
  const [password, setPassword] = useState(() => typedBeforeHydration("password"));
  const [code, setCode] = useState(() => typedBeforeHydration("token"));
  const [totp, setTotp] = useState(() => typedBeforeHydration("totp"));
  const [twoFactor, setTwoFactor] = useState(twoFactorStep);
  const [notice, setNotice] = useState<Notice | null>(initialNotice ?? (twoFactorStep ? { tone: "success", text: authMessages.twoFactorRequired } : null));
  const [pending, setPending] = useState<Pending>(null);

  const fail = (text: string) => setNotice({ tone: "error", text });
  const done = (text: string) => setNotice({ tone: "success", text });

  function switchTo(next: AuthView, keepNotice: Notice | null = null) {
    setNotice(keepNotice);
    setPassword("");
    setCode("");
    setTwoFactor(false);
    onViewChange(next);
  }

  async function run(name: Pending, work: () => Promise<void>) {
    if (pending) return;
    setPending(name);
    setNotice(null);
    try {
      await work();
    } finally {
      setPending(null);
    }
  }

  function afterSignIn(data: unknown) {
    if (data && typeof data === "object" && "twoFactorRedirect" in data && data.twoFactorRedirect) {
      setTwoFactor(true);
      setPassword("");
      setNotice({ tone: "success", text: authMessages.twoFactorRequired });
      return;
    }
    onSignedIn();
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = { view, email, password, code, totp, twoFactor, resetToken, redirectTo };
    submitAuth({ ...fields, run, fail, done, switchTo, afterSignIn, onSignedIn, setPassword });
  };

  const sendCode = () => sendSignInCode({ email, run, fail, done });

  const busy = pending !== null;
  const buttons = twoFactor ? authButtons.two_factor : authButtons[view];

  return (
    <div className="w-[360px] max-w-full rounded-xl border bg-card p-6 text-card-foreground shadow-sm" data-testid="auth-card" data-view={view}>
      <p className="mb-5 text-sm text-muted-foreground">{twoFactor ? authLabels.totpHint : loginPage.viewHints[view]}</p>
      {/* method="post": pressed before the scripts run, or without them, the form posts to the page's
          action, which does what the script does (decision 111); a password never goes in an address. */}
      <form
        method="post"
        onSubmit={onSubmit}
        className="space-y-4"
        aria-busy={busy || undefined}
        data-form={view === "sign_up" && !twoFactor ? "sign-up" : undefined}
      >
        <input type="hidden" name="intent" value={twoFactor ? "two_factor" : view} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {view === "update_password" && resetToken ? <input type="hidden" name="token" value={resetToken} /> : null}
        {twoFactor && email ? <input type="hidden" name="email" value={email} /> : null}
        {twoFactor ? (
          <TotpField value={totp} onChange={setTotp} busy={busy} />
        ) : (
          <ViewFields
            view={view}
            busy={busy}
            sendingCode={pending === "send_code"}
            values={{ email, password, code }}
            setters={{ email: setEmail, password: setPassword, code: setCode }}
            onSendCode={sendCode}
          />
        )}
        <SubmitButton pending={pending !== null && pending !== "send_code"} disabled={busy} idle={buttons.idle} loading={buttons.loading} />
        <div aria-live="polite">
          <NoticeBox notice={notice} />
          <DevMailboxLink shown={devMailbox && notice?.tone === "success" && EMAIL_SENT.includes(notice.text)} />
        </div>
      </form>
      <OtherWaysNav
        links={twoFactor ? [{ to: "sign_in" as const, label: authLinks.backToSignIn }] : linksByView[view]}
        busy={busy}
        onSwitch={switchTo}
      />
    </div>
  );
}

/** The authenticator-code step's one field. */
function TotpField({ value, onChange, busy }: { value: string; onChange: (value: string) => void; busy: boolean }) {
  return (
    <TextField
      label={authLabels.totpCode}
      name="totp"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={busy}
    />
  );
}

type ViewFieldName = "email" | "password" | "code";

/** The fields of a view (all but the authenticator-code step): email, password, and the emailed code with its "send" button. */
function ViewFields({
  view,
  busy,
  sendingCode,
  values,
  setters,
  onSendCode,
}: {
  view: AuthView;
  busy: boolean;
  /** The "send me a code" request is running. */
  sendingCode: boolean;
  values: Record<ViewFieldName, string>;
  setters: Record<ViewFieldName, (value: string) => void>;
  onSendCode: () => void;
}) {
  const emailField = (
    <TextField
      label={authLabels.email}
      type="email"
      name="email"
      autoComplete={view === "sign_up" ? "email" : "username"}
      placeholder={authLabels.emailPlaceholder}
      value={values.email}
      onChange={(e) => setters.email(e.target.value)}
      disabled={busy}
    />
  );
  return (
    <>
      {view !== "update_password" && emailField}
      {(view === "sign_in" || view === "sign_up" || view === "update_password") && (
        <TextField
          label={view === "update_password" ? authLabels.newPassword : authLabels.password}
          type="password"
          name="password"
          autoComplete={view === "sign_in" ? "current-password" : "new-password"}
          hint={view === "sign_in" ? undefined : authLabels.passwordHint}
          value={values.password}
          onChange={(e) => setters.password(e.target.value)}
          disabled={busy}
        />
      )}
      {view === "verify_otp" && (
        <>
          <Button
            type="submit"
            name="intent"
            value="send_code"
            formNoValidate
            variant="outline"
            className="w-full"
            onClick={(e) => {
              e.preventDefault();
              onSendCode();
            }}
            disabled={busy}
            aria-busy={sendingCode || undefined}
          >
            {sendingCode ? authLabels.sendingCode : authLabels.sendCode}
          </Button>
          <TextField
            label={authLabels.code}
            name="token"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.code}
            onChange={(e) => setters.code(e.target.value)}
            disabled={busy}
          />
        </>
      )}
    </>
  );
}

/** In the local dev mailbox's mode, a "check your email" notice links to it. */
function DevMailboxLink({ shown }: { shown: boolean }) {
  return shown ? (
    <p className="mt-2 text-sm">
      <a href={DEV_MAILBOX_PATH} target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
        {devMailboxCopy.openLink}
      </a>
    </p>
  ) : null;
}

/** The links to the other views (a real address each; with scripts they switch the card's view). */
function OtherWaysNav({
  links,
  busy,
  onSwitch,
}: {
  links: { to: AuthView; label: string }[];
  busy: boolean;
  onSwitch: (to: AuthView) => void;
}) {
  return (
    <nav aria-label="Other ways to sign in" className="mt-5 flex flex-col items-center gap-2 text-sm">
      {links.map((link) => (
        <a
          key={link.to}
          href={`/login?view=${link.to}`}
          className="text-primary underline-offset-4 hover:underline"
          onClick={(e: MouseEvent<HTMLAnchorElement>) => {
            e.preventDefault();
            if (!busy) onSwitch(link.to);
          }}
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}
