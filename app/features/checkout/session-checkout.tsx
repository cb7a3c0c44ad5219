import { useRef, useState } from "react";
import { Link } from "react-router";
import { Field, TextField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { catalog } from "~/content/catalog";
import { paidSession, sessionBookingCopy as copy } from "~/content/checkout-page";
import { SlotPicker, type SlotList } from "~/features/scheduling/slot-picker";
import { island } from "~/islands/island";
import { formatCents } from "~/lib/money";
import { toast } from "~/lib/toast";
import { CHECKOUT_ERROR_TITLE, currentRefCode, goTo, requestSessionCheckout } from "./start-checkout";

/** A refused session checkout, as the server said it: the message, each field's problem and what was typed. */
export type SessionProblem = {
  error: string | null;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  /** Refused past a cap on held times (429): the free call's form is the way on. */
  capped?: boolean;
};

/**
 * The paid strategy session's checkout (issue 17, decision 064): the visitor says who they are and
 * picks the time first, with the same picker as the free call, and the server holds it while they
 * pay (decision 097: a time is held only for a visitor who gave their contact, within the caps).
 * Without JavaScript it is a plain post to /checkout, with every open time rendered by the server;
 * a refusal comes back on the re-rendered page, each message at its field, what was typed kept.
 */
export function SessionCheckout({ slots, problem: initial, refCode }: { slots?: SlotList; problem?: SessionProblem | null; refCode: string | null }) {
  const [problem, setProblem] = useState<string | undefined>(initial?.fieldErrors.slotStart ?? (initial && !Object.keys(initial.fieldErrors).length ? (initial.error ?? undefined) : undefined));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(initial?.fieldErrors ?? {});
  // Past a cap (429): the way on without a held time is the free call's form.
  const [capped, setCapped] = useState(false);
  // Bumped when the server says the time is gone: the picker loads the open times again.
  const [refreshKey, setRefreshKey] = useState(0);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const values = initial?.values ?? {};

  async function start(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy.current) return; // a second start while loading is ignored
    busy.current = true;
    setLoading(true);
    setProblem(undefined);
    setFieldErrors({});
    setCapped(false);
    const form = new FormData(e.currentTarget);
    const field = (name: string) => (typeof form.get(name) === "string" && form.get(name) ? String(form.get(name)) : undefined);
    const result = await requestSessionCheckout({
      priceId: paidSession.priceId,
      refCode: refCode ?? currentRefCode(),
      slotStart: field("slotStart"),
      timeZone: field("timeZone"),
      name: field("name"),
      email: field("email"),
      phone: field("phone"),
      agenda: field("agenda"),
    });
    if (result.kind === "url") return goTo(result.url); // stays loading while the browser leaves
    const errors = result.fieldErrors ?? {};
    setFieldErrors(errors);
    // The picker shows its own problem, or the server's message when no field was named.
    setProblem(errors.slotStart ?? (Object.keys(errors).length ? undefined : result.message));
    if (result.status === 409) setRefreshKey((k) => k + 1);
    if (result.status === 429) setCapped(true);
    toast.error(CHECKOUT_ERROR_TITLE, { description: result.message });
    busy.current = false;
    setLoading(false);
  }

  const c = copy.contact;
  return (
    <form
      id="strategy-session"
      method="post"
      action="/checkout"
      onSubmit={start}
      className="min-w-0 space-y-4 text-left"
      data-form="strategy-session"
    >
      <input type="hidden" name="intent" value="buy" />
      <input type="hidden" name="priceId" value={paidSession.priceId} />
      {refCode && <input type="hidden" name="refCode" value={refCode} />}
      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold">{c.legend}</legend>
        <TextField id="session-name" name="name" label={c.name} autoComplete="name" required maxLength={100} defaultValue={values.name} error={fieldErrors.name} />
        <TextField id="session-phone" name="phone" type="tel" label={c.phone} autoComplete="tel" required maxLength={32} defaultValue={values.phone} error={fieldErrors.phone} />
        <TextField
          id="session-email"
          name="email"
          type="email"
          label={c.email}
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values.email}
          hint={c.emailHint}
          error={fieldErrors.email}
          wrapperClassName="sm:col-span-2"
        />
        <Field id="session-agenda" label={c.agenda} requirement="optional" hint={c.agendaHint} error={fieldErrors.agenda} className="sm:col-span-2">
          {(aria) => <Textarea id="session-agenda" name="agenda" rows={2} maxLength={1000} defaultValue={values.agenda} {...aria} />}
        </Field>
      </fieldset>
      <SlotPicker kind="strategy_session" required initial={slots} error={problem} refreshKey={refreshKey} texts={copy} />
      {capped || initial?.capped ? (
        <p className="text-sm">
          <Link to="/forms/strategy-call" className="font-medium text-primary underline underline-offset-4">
            {copy.reachOut}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <span className="text-2xl font-bold">{formatCents(catalog[paidSession.priceId].amount)}</span>
        <Button type="submit" variant="outline" disabled={loading} aria-busy={loading}>
          {loading ? "Processing..." : paidSession.cta}
        </Button>
      </div>
    </form>
  );
}

/**
 * The same checkout as an island (decision 079). Far below the first view of /checkout, it
 * hydrates once the visitor comes within a screen of it or touches it (decision 109): the
 * picker's start (the visitor's zone, every zone's name, the times fetched again in that zone)
 * is no part of the page's first seconds. Before that it is the server's form, which works.
 */
export const SessionCheckoutIsland = island("session-checkout", SessionCheckout, { hydrate: "visible" });
