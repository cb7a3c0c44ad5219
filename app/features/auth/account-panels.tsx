import { Checkbox } from "~/components/ui/checkbox";
import { KeyRound, Laptop, ShieldCheck, ShieldOff, Trash2, UserRound } from "lucide-react";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher, useNavigate, useRevalidator } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { accountMenu } from "~/content/account-menu";
import { authMessages, dashboardPage } from "~/content/auth";
import { cn } from "~/lib/cn";
import type { SessionSummary } from "./account.server";
import { authPost } from "./auth-api";
import { TextField } from "~/components/forms/field";
import { NoticeBox, SubmitButton, type Notice } from "./form-parts";
import { passwordLengthProblem, passwordMessages } from "#platform/password";
import { markSignedOut } from "./session-store";

const copy = dashboardPage;

export function Panel({ title, icon, children, tone }: { title: string; icon: ReactNode; children: ReactNode; tone?: "danger" }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-xl border bg-card p-6 text-card-foreground shadow-sm", tone === "danger" && "border-destructive/40")}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

function formatDateTime(iso: string) {
  return `${new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
}

export function AccountPanel({ email, emailVerified, createdAt }: { email: string; emailVerified: boolean; createdAt: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState(false);
  const resend = async () => {
    setPending(true);
    const res = await authPost("/send-verification-email", { email, callbackURL: "/user-dashboard" });
    setPending(false);
    setNotice(res.ok ? { tone: "success", text: copy.account.resent } : { tone: "error", text: res.message });
  };
  return (
    <Panel title={copy.account.heading} icon={<UserRound aria-hidden="true" className="size-5 text-primary" />}>
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">{copy.account.email}</dt>
        <dd className="break-all font-medium" data-testid="account-email">
          {email}
        </dd>
        <dt className="text-muted-foreground">{copy.account.status}</dt>
        <dd>
          <span
            className={cn(
              "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
              emailVerified
                ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
                : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
            )}
          >
            {emailVerified ? copy.account.verified : copy.account.notVerified}
          </span>
        </dd>
        <dt className="text-muted-foreground">{copy.account.memberSince}</dt>
        <dd>{formatDate(createdAt)}</dd>
      </dl>
      {!emailVerified && (
        <Button type="button" variant="outline" onClick={resend} disabled={pending}>
          {copy.account.resend}
        </Button>
      )}
      <NoticeBox notice={notice} />
    </Panel>
  );
}

export function PasswordPanel({ hasPassword }: { hasPassword: boolean }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const revalidator = useRevalidator();
  const fetcher = useFetcher<{ ok: boolean; message: string }>();

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      setNotice({ tone: fetcher.data.ok ? "success" : "error", text: fetcher.data.message });
      if (fetcher.data.ok) setNext("");
    }
  }, [fetcher.state, fetcher.data]);

  if (!hasPassword) {
    const setting = fetcher.state !== "idle";
    return (
      <Panel title={copy.password.setHeading} icon={<KeyRound aria-hidden="true" className="size-5 text-primary" />}>
        <p className="text-sm text-muted-foreground">{copy.password.setIntro}</p>
        <fetcher.Form
          method="post"
          className="max-w-sm space-y-4"
          onSubmit={(event) => {
            // The length is checked here too; the server also refuses common passwords.
            const problem = next ? passwordLengthProblem(next) : null;
            if (!problem) return;
            event.preventDefault();
            setNotice({ tone: "error", text: passwordMessages[problem] });
          }}
        >
          <input type="hidden" name="intent" value="set-password" />
          <TextField
            label={copy.password.next}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            hint={copy.password.hint}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
          <SubmitButton pending={setting} idle={copy.password.setSubmit} loading={copy.password.setLoading} fullWidth={false} />
        </fetcher.Form>
        <NoticeBox notice={notice} />
      </Panel>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current || !next) return setNotice({ tone: "error", text: authMessages.emptyPassword });
    const problem = passwordLengthProblem(next);
    if (problem) return setNotice({ tone: "error", text: passwordMessages[problem] });
    setPending(true);
    setNotice(null);
    const res = await authPost("/change-password", { currentPassword: current, newPassword: next, revokeOtherSessions: revokeOthers });
    setPending(false);
    if (!res.ok) return setNotice({ tone: "error", text: res.message });
    setCurrent("");
    setNext("");
    setNotice({ tone: "success", text: copy.password.done });
    void revalidator.revalidate();
  };

  return (
    <Panel title={copy.password.heading} icon={<KeyRound aria-hidden="true" className="size-5 text-primary" />}>
      <form method="post" onSubmit={submit} className="max-w-sm space-y-4">

        <input type="hidden" name="intent" value="needs-script" />
        <TextField label={copy.password.current} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        <TextField
          label={copy.password.next}
          type="password"
          autoComplete="new-password"
          hint={copy.password.hint}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={revokeOthers} onChange={(e) => setRevokeOthers(e.target.checked)} />
          {copy.password.revokeOthers}
        </label>
        <SubmitButton pending={pending} idle={copy.password.submit} loading={copy.password.loading} fullWidth={false} />
      </form>
      <NoticeBox notice={notice} />
    </Panel>
  );
}

type TotpSetup = { uri: string; secret: string; backupCodes: string[] };

/** The base32 secret inside an otpauth:// URI, grouped in fours for typing. */
export function secretFromUri(uri: string) {
  try {
    const secret = new URL(uri).searchParams.get("secret") ?? "";
    return secret.replace(/(.{4})/g, "$1 ").trim();
  } catch {
    return "";
  }
}

export function TwoFactorPanel({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [pending, setPending] = useState<"enable" | "verify" | "disable" | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const revalidator = useRevalidator();

  async function act(name: "enable" | "verify" | "disable", work: () => Promise<void>) {
    setPending(name);
    setNotice(null);
    try {
      await work();
    } finally {
      setPending(null);
    }
  }

  const enable = (event: FormEvent) => {
    event.preventDefault();
    void act("enable", async () => {
      const res = await authPost<{ totpURI: string; backupCodes: string[] }>("/two-factor/enable", hasPassword ? { password } : {});
      if (!res.ok) return setNotice({ tone: "error", text: res.message });
      setPassword("");
      setSetup({ uri: res.data.totpURI, secret: secretFromUri(res.data.totpURI), backupCodes: res.data.backupCodes });
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setNotice({ tone: "error", text: authMessages.emptyCode });
    void act("verify", async () => {
      const res = await authPost("/two-factor/verify-totp", { code: code.trim() });
      if (!res.ok) return setNotice({ tone: "error", text: res.message });
      setSetup(null);
      setCode("");
      toast.success(copy.twoFactor.enabled);
      setNotice({ tone: "success", text: copy.twoFactor.enabled });
      void revalidator.revalidate();
    });
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    void act("disable", async () => {
      const res = await authPost("/two-factor/disable", hasPassword ? { password } : {});
      if (!res.ok) return setNotice({ tone: "error", text: res.message });
      setPassword("");
      toast.success(copy.twoFactor.disabled);
      setNotice({ tone: "success", text: copy.twoFactor.disabled });
      void revalidator.revalidate();
    });
  };

  const passwordField = hasPassword ? (
    <TextField label={copy.twoFactor.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
  ) : null;

  return (
    <Panel
      title={copy.twoFactor.heading}
      icon={enabled ? <ShieldCheck aria-hidden="true" className="size-5 text-primary" /> : <ShieldOff aria-hidden="true" className="size-5 text-primary" />}
    >
      <p className="text-sm" data-testid="two-factor-state">
        {enabled ? copy.twoFactor.on : copy.twoFactor.off}
      </p>
      {setup ? (
        <TotpSetupSteps
          setup={setup}
          code={code}
          onCodeChange={setCode}
          onVerify={verify}
          verifying={pending === "verify"}
          onCancel={() => setSetup(null)}
        />
      ) : enabled ? (
        <form method="post" onSubmit={disable} className="max-w-sm space-y-4">

          <input type="hidden" name="intent" value="needs-script" />
          {passwordField}
          <SubmitButton pending={pending === "disable"} idle={copy.twoFactor.disable} loading={copy.twoFactor.disabling} variant="outline" fullWidth={false} />
        </form>
      ) : (
        <form method="post" onSubmit={enable} className="max-w-sm space-y-4">

          <input type="hidden" name="intent" value="needs-script" />
          {passwordField}
          <SubmitButton pending={pending === "enable"} idle={copy.twoFactor.enable} loading={copy.twoFactor.enabling} fullWidth={false} />
        </form>
      )}
      <NoticeBox notice={notice} />
    </Panel>
  );
}

/** Turning two-factor on: the authenticator link, the key to type, the backup codes, then the code it shows. */
function TotpSetupSteps({
  setup,
  code,
  onCodeChange,
  onVerify,
  verifying,
  onCancel,
}: {
  setup: TotpSetup;
  code: string;
  onCodeChange: (code: string) => void;
  onVerify: (event: FormEvent) => void;
  verifying: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{copy.twoFactor.setupIntro}</p>
      <p>
        <a href={setup.uri} className="text-sm font-medium text-primary underline underline-offset-4" data-testid="totp-uri">
          {copy.twoFactor.openApp}
        </a>
      </p>
      <div>
        <p className="text-sm text-muted-foreground">{copy.twoFactor.secret}</p>
        <p className="mt-1 break-all rounded-md bg-muted px-3 py-2 font-mono text-sm" data-testid="totp-secret">
          {setup.secret}
        </p>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">{copy.twoFactor.backupCodes}</p>
        <ul className="mt-1 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5">
          {setup.backupCodes.map((c) => (
            <li key={c} className="rounded bg-muted px-2 py-1 text-center">
              {c}
            </li>
          ))}
        </ul>
      </div>
      <form method="post" onSubmit={onVerify} className="max-w-sm space-y-4">

        <input type="hidden" name="intent" value="needs-script" />
        <TextField label={copy.twoFactor.code} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => onCodeChange(e.target.value)} />
        <div className="flex gap-2">
          <SubmitButton pending={verifying} idle={copy.twoFactor.verify} loading={copy.twoFactor.verifying} fullWidth={false} />
          <Button type="button" variant="ghost" onClick={onCancel}>
            {copy.twoFactor.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function SessionsPanel({ sessions }: { sessions: SessionSummary[] }) {
  const [pending, setPending] = useState<"others" | "all" | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  const revokeOthers = async () => {
    setPending("others");
    const res = await authPost("/revoke-other-sessions", {});
    setPending(null);
    if (!res.ok) return setNotice({ tone: "error", text: res.message });
    setNotice({ tone: "success", text: copy.sessions.revokedOthers });
    void revalidator.revalidate();
  };

  const everywhere = async () => {
    setPending("all");
    const res = await authPost("/revoke-sessions", {});
    if (!res.ok) {
      setPending(null);
      return setNotice({ tone: "error", text: res.message });
    }
    await authPost("/sign-out", {});
    markSignedOut();
    toast(accountMenu.signedOut);
    navigate("/login?view=sign_in", { replace: true });
  };

  return (
    <Panel title={copy.sessions.heading} icon={<Laptop aria-hidden="true" className="size-5 text-primary" />}>
      <p className="text-sm text-muted-foreground">{copy.sessions.intro}</p>
      <ul className="divide-y rounded-lg border" data-testid="sessions">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <div>
              <p className="font-medium">
                {s.device || copy.sessions.unknownDevice}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">{copy.sessions.current}</span>
                ) : null}
              </p>
              <p className="text-muted-foreground">
                {copy.sessions.signedIn} {formatDateTime(s.createdAt)}
                {s.ipAddress ? ` · ${s.ipAddress}` : ""}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={revokeOthers} disabled={pending !== null || sessions.length < 2}>
          {copy.sessions.revokeOthers}
        </Button>
        <Button type="button" variant="outline" onClick={everywhere} disabled={pending !== null}>
          {copy.sessions.everywhere}
        </Button>
      </div>
      <NoticeBox notice={notice} />
    </Panel>
  );
}

export function DeleteAccountPanel({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const navigate = useNavigate();

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    // The server refuses a deletion without the password too (docs/decisions/043).
    if (hasPassword && !password) return setNotice({ tone: "error", text: authMessages.deletePasswordRequired });
    setPending(true);
    setNotice(null);
    const res = await authPost("/delete-user", hasPassword ? { password } : {});
    setPending(false);
    if (!res.ok) return setNotice({ tone: "error", text: res.message });
    markSignedOut();
    setOpen(false);
    toast.success(copy.danger.done);
    navigate("/", { replace: true });
  };

  return (
    <Panel title={copy.danger.heading} tone="danger" icon={<Trash2 aria-hidden="true" className="size-5 text-destructive" />}>
      <p className="text-sm text-muted-foreground">{copy.danger.intro}</p>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) {
            setPassword("");
            setNotice(null);
          }
        }}
      >
        <Button type="button" variant="destructive" onClick={() => setOpen(true)}>
          {copy.danger.open}
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{copy.danger.dialogTitle}</DialogTitle>
            <DialogDescription>{copy.danger.dialogBody}</DialogDescription>
          </DialogHeader>
          <form method="post" onSubmit={confirm} className="space-y-4">

            <input type="hidden" name="intent" value="needs-script" />
            {hasPassword ? (
              <TextField label={copy.danger.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            ) : null}
            <NoticeBox notice={notice} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                {copy.danger.cancel}
              </Button>
              <SubmitButton pending={pending} idle={copy.danger.confirm} loading={copy.danger.deleting} variant="destructive" fullWidth={false} />
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Panel>
  );
}
