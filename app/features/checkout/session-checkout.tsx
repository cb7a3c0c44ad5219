import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { catalog } from "~/content/catalog";
import { paidSession, sessionBookingCopy as copy } from "~/content/checkout-page";
import { SlotPicker, type SlotList } from "~/features/scheduling/slot-picker";
import { formatCents } from "~/lib/money";
import { toast } from "~/lib/toast";
import { CHECKOUT_ERROR_TITLE, currentRefCode, goTo, requestSessionCheckout } from "./start-checkout";

/**
 * The paid strategy session's checkout (issue 17, decision 064): the visitor picks the time first,
 * with the same picker as the free call, and the server holds it while they pay. Without
 * JavaScript it is a plain post to /checkout, with every open time rendered by the server; a
 * refusal comes back on the re-rendered page at the picker.
 */
export function SessionCheckout({ slots, error, refCode }: { slots?: SlotList; error?: string | null; refCode: string | null }) {
  const [problem, setProblem] = useState<string | undefined>(error ?? undefined);
  // Bumped when the server says the time is gone: the picker loads the open times again.
  const [refreshKey, setRefreshKey] = useState(0);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  async function start(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy.current) return; // a second start while loading is ignored
    busy.current = true;
    setLoading(true);
    setProblem(undefined);
    const form = new FormData(e.currentTarget);
    const field = (name: string) => (typeof form.get(name) === "string" && form.get(name) ? String(form.get(name)) : undefined);
    const result = await requestSessionCheckout({
      priceId: paidSession.priceId,
      refCode: refCode ?? currentRefCode(),
      slotStart: field("slotStart"),
      timeZone: field("timeZone"),
    });
    if (result.kind === "url") return goTo(result.url); // stays loading while the browser leaves
    setProblem(result.message);
    if (result.status === 409) setRefreshKey((k) => k + 1);
    toast.error(CHECKOUT_ERROR_TITLE, { description: result.message });
    busy.current = false;
    setLoading(false);
  }

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
      <SlotPicker kind="strategy_session" required initial={slots} error={problem} refreshKey={refreshKey} texts={copy} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <span className="text-2xl font-bold">{formatCents(catalog[paidSession.priceId].amount)}</span>
        <Button type="submit" variant="outline" disabled={loading} aria-busy={loading}>
          {loading ? "Processing..." : paidSession.cta}
        </Button>
      </div>
    </form>
  );
}
