import { Copy, DollarSign, LoaderCircle, Percent, Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { affiliatePage as copy } from "~/content/affiliate";
import { formatCents } from "~/lib/money";
import { cn } from "~/lib/cn";
import { badgeTones } from "~/components/ui/badge";
import { PayoutForm, type PayoutView } from "./payout-form";

type Referral = { id: string; createdAt: string; userName: string; userEmail: string; status: string; commission: number; test?: boolean };
type Data =
  | { state: "none" }
  | { state: "error" }
  | {
      state: "affiliate";
      payout?: PayoutView;
      code: string;
      commissionRate: number;
      suspended: boolean;
      link: string;
      totalReferrals: number;
      totalEarnings: number;
      pendingEarnings: number;
      referrals: Referral[] | null;
    };

const percent = (rate: number) => `${Math.round(rate * 10000) / 100}%`;
const date = (iso: string) => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" }).format(new Date(iso));

function Join() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "join";
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border bg-card p-8 text-center shadow-sm">
      <h1 className="text-3xl font-bold tracking-tight">{copy.join.title}</h1>
      <p className="mt-3 text-muted-foreground">{copy.join.text}</p>
      <ul className="mx-auto mt-6 max-w-md space-y-2 text-left text-sm">
        {copy.join.points.map((p) => (
          <li key={p} className="flex gap-2">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" />
            {p}
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-8">
        <Button type="submit" name="intent" value="join" size="lg" disabled={busy}>
          {busy ? copy.join.joining : copy.join.button}
        </Button>
      </Form>
    </div>
  );
}

function Stat({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: string }) {
  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" /> {label}
      </p>
      <p className="mt-2 text-3xl font-bold">{value}</p>
    </div>
  );
}

type ActionData = { ok: boolean; error?: string; intent?: "join" | "payout"; fieldErrors?: Record<string, string> };

function Dashboard({ d, actionData }: { d: Extract<Data, { state: "affiliate" }>; actionData?: ActionData }) {
  const payoutAnswer = actionData?.intent === "payout" ? actionData : null;
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(d.link);
    } catch {
      // Clipboard refused (permissions): select the text so the visitor can copy it.
      (document.getElementById("affiliate-link") as HTMLInputElement | null)?.select();
    }
    toast.success(copy.toasts.copiedTitle, { description: copy.toasts.copiedText });
  }
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight">{copy.dashboard.title}</h1>
      {d.suspended && (
        <p role="status" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
          Your affiliate account is suspended: new referrals are not credited. Contact us to reactivate it.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat icon={DollarSign} label={copy.dashboard.totalEarnings} value={formatCents(d.totalEarnings, { decimals: "always" })} />
        <Stat icon={Users} label={copy.dashboard.totalReferrals} value={String(d.totalReferrals)} />
        <Stat icon={Percent} label={copy.dashboard.commissionRate} value={percent(d.commissionRate)} />
      </div>
      {d.pendingEarnings > 0 && (
        <p className="text-sm text-muted-foreground">
          {formatCents(d.pendingEarnings, { decimals: "always" })} pending. {copy.dashboard.pendingNote}
        </p>
      )}
      <div className="rounded-xl border bg-card p-5">
        <label htmlFor="affiliate-link" className="text-sm font-medium">
          {copy.dashboard.linkLabel}
        </label>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input id="affiliate-link" readOnly value={d.link} className="min-w-0 flex-1 rounded-md border border-input bg-background px-3 py-2 font-mono text-sm" />
          <Button type="button" onClick={copyLink}>
            <Copy aria-hidden="true" /> {copy.dashboard.copy}
          </Button>
        </div>
      </div>
      {d.payout ? (
        <PayoutForm
          view={d.payout}
          saved={Boolean(payoutAnswer?.ok)}
          problem={payoutAnswer && !payoutAnswer.ok ? { error: payoutAnswer.error ?? "", fieldErrors: payoutAnswer.fieldErrors } : null}
        />
      ) : null}
      <section aria-labelledby="recent-referrals">
        <h2 id="recent-referrals" className="text-xl font-semibold">
          {copy.dashboard.recent}
        </h2>
        <div className="mt-3 overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/60">
              <tr>
                {copy.dashboard.columns.map((c) => (
                  <th key={c} scope="col" className="px-4 py-3 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.referrals && d.referrals.length > 0 ? (
                d.referrals.map((r) => (
                  <tr key={r.id} className="border-t">
                    <td className="px-4 py-3 whitespace-nowrap">{date(r.createdAt)}</td>
                    <td className="px-4 py-3">
                      <span className="block font-medium">{r.userName}</span>
                      {r.userEmail ? <span className="text-xs text-muted-foreground">{r.userEmail}</span> : null}
                    </td>
                    <td className="px-4 py-3">
                      {copy.statusLabels[r.status] ?? r.status}
                      {r.test ? (
                        <span className={cn("ml-2 rounded-full border px-2 py-0.5 text-xs font-medium", badgeTones.warn)}>
                          Test
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">{formatCents(r.commission, { decimals: "always" })}</td>
                  </tr>
                ))
              ) : (
                <tr className="border-t">
                  <td colSpan={4} className="px-4 py-8 text-center text-muted-foreground">
                    {/* A failed referrals query is not "no referrals": say so instead of the empty text. */}
                    {d.referrals === null ? copy.toasts.referralsFailed : copy.dashboard.empty}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

export function AffiliatePage({ data, actionData }: { data: Data; actionData?: ActionData }) {
  const navigation = useNavigation();
  const announced = useRef<unknown>(null);
  useEffect(() => {
    // The join result is announced once, whichever view the page switched to.
    // (The payout form says its own result beside it.)
    if (!actionData || actionData.intent === "payout" || announced.current === actionData) return;
    announced.current = actionData;
    if (actionData.ok) toast.success(copy.toasts.joined);
    else toast.error(copy.toasts.errorTitle, { description: copy.toasts.joinFailed });
  }, [actionData]);
  useEffect(() => {
    if (data.state === "error") toast.error(copy.toasts.errorTitle, { description: copy.toasts.loadFailed });
    if (data.state === "affiliate" && data.referrals === null) toast.error(copy.toasts.errorTitle, { description: copy.toasts.referralsFailed });
  }, [data]);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/affiliate-program";
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8" aria-busy={loading}>
      {loading ? (
        <p role="status" className="flex items-center justify-center gap-2 text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          {copy.loading}
        </p>
      ) : data.state === "none" ? (
        <Join />
      ) : data.state === "affiliate" ? (
        <Dashboard d={data} actionData={actionData} />
      ) : (
        <div className="text-center">
          <h1 className="text-3xl font-bold">{copy.dashboard.title}</h1>
          <p className="mt-3 text-muted-foreground">{copy.toasts.loadFailed}</p>
        </div>
      )}
    </section>
  );
}
