import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { TextField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { payoutCopy as copy } from "~/content/affiliate";
import { formatCents } from "~/lib/money";

export type PayoutView = {
  /** What was saved, masked ("PayPal da••••@example.com"), or null. */
  current: string | null;
  history: { id: string; amount: number; reference: string; test: boolean; createdAt: string }[];
};
export type PayoutProblem = { error: string; fieldErrors?: Record<string, string> } | null;

const date = (iso: string) => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" }).format(new Date(iso));

/**
 * The partner's payout details (issue 43): PayPal or a bank account, posted to the page's action
 * (intent "payout"); with JavaScript only the chosen method's fields show, without it both do.
 */
export function PayoutForm({ view, problem, saved }: { view: PayoutView; problem: PayoutProblem; saved: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "payout";
  const [method, setMethod] = useState<"paypal" | "bank">("paypal");
  // Without JavaScript both methods' fields show; once scripts run, only the chosen one's.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const errors = problem?.fieldErrors ?? {};
  return (
    <section aria-labelledby="payout-heading" className="rounded-xl border bg-card p-5" data-testid="payout-details">
      <h2 id="payout-heading" className="text-xl font-semibold">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.intro}</p>
      <p className="mt-3 text-sm" data-testid="payout-current">
        {view.current ? (
          <>
            <span className="text-muted-foreground">{copy.current}: </span>
            <span className="font-medium">{view.current}</span>
          </>
        ) : (
          <span className="text-muted-foreground">{copy.none}</span>
        )}
      </p>
      {saved && !problem ? (
        <p role="status" className="mt-3 rounded-md bg-primary/10 p-3 text-sm font-medium">
          {copy.saved}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
          {problem.error}
        </p>
      ) : null}
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="payout" />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 text-sm font-medium">{copy.method}</legend>
          {(["paypal", "bank"] as const).map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} />
              {copy.methods[m]}
            </label>
          ))}
        </fieldset>
        {!scripted || method === "paypal" ? (
          <TextField id="payout-email" name="email" type="email" label={copy.fields.email} autoComplete="email" maxLength={254} error={errors.email} />
        ) : null}
        {!scripted || method === "bank" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="payout-holder" name="accountHolder" label={copy.fields.accountHolder} autoComplete="name" maxLength={140} error={errors.accountHolder} />
            <TextField id="payout-bank" name="bankName" label={copy.fields.bankName} maxLength={140} error={errors.bankName} />
            <TextField id="payout-account" name="accountNumber" label={copy.fields.accountNumber} autoComplete="off" maxLength={40} error={errors.accountNumber} />
            <TextField id="payout-routing" name="routing" label={copy.fields.routing} autoComplete="off" maxLength={20} error={errors.routing} />
            <TextField id="payout-country" name="country" label={copy.fields.country} autoComplete="country-name" maxLength={60} error={errors.country} />
          </div>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? copy.saving : copy.save}
        </Button>
      </Form>
      {view.history.length ? (
        <div className="mt-6">
          <h3 className="text-sm font-semibold">{copy.history}</h3>
          <ul className="mt-2 divide-y text-sm">
            {view.history.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {date(p.createdAt)} · {p.reference}
                  {p.test ? " · Test" : ""}
                </span>
                <span className="font-medium tabular-nums">{formatCents(p.amount, { decimals: "always" })}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
