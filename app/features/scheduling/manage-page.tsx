import { CalendarCheck, CalendarX, CircleAlert } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { manageCopy as copy } from "~/content/scheduling";
import { SlotPicker, type SlotList } from "./slot-picker";

type Loaded =
  /** `cancelled`: the link's call was cancelled with it (the page after cancelling, or reloaded). */
  | { ok: false; message: string; cancelled?: string }
  | {
      ok: true;
      purpose: "reschedule" | "cancel";
      kind: "strategy_call" | "strategy_session" | "kickoff";
      callName: string;
      when: string;
      moved: boolean;
      links: { reschedule: string; cancel: string };
      slots?: SlotList;
      refund: "full" | "none" | null;
    };

type Acted =
  | { ok: false; error: string; gone?: boolean }
  | { ok: true; cancelled: string; refund: "full" | "none" | null }
  | undefined;

function Frame({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{copy.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {description ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p> : null}
        <div className="mt-10 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">{children}</div>
      </div>
    </section>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <Frame title={copy.invalidTitle}>
      <div className="flex gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-destructive" />
        <div>
          <p role="alert" className="font-medium">
            {message}
          </p>
          <Link to="/" className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
            {copy.home}
          </Link>
        </div>
      </div>
    </Frame>
  );
}

/** /calls/reschedule and /calls/cancel: the visitor's call, and the one thing the link is for. */
export function ManageCallPage({ loaded, acted }: { loaded: Loaded; acted: Acted }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const done = acted?.ok ? acted : !loaded.ok && loaded.cancelled ? { cancelled: loaded.cancelled, refund: null } : null;
  if (done) {
    return (
      <Frame title={copy.cancel.done}>
        <div role="status" className="flex gap-3">
          <CalendarX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <p className="font-medium">{done.cancelled}</p>
            <p className="mt-2 text-muted-foreground">{copy.cancel.doneDetail}</p>
            {done.refund === "full" ? <p className="mt-2 text-muted-foreground">{copy.cancel.refunded}</p> : null}
            <Link to="/forms/strategy-call" className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
              {copy.cancel.bookAnother}
            </Link>
          </div>
        </div>
      </Frame>
    );
  }
  if (acted && !acted.ok && acted.gone) return <Problem message={acted.error} />;
  if (!loaded.ok) return <Problem message={loaded.message} />;
  const error = acted && !acted.ok ? acted.error : undefined;

  if (loaded.purpose === "cancel") {
    return (
      <Frame title={copy.cancel.title} description={copy.cancel.description}>
        <p className="text-sm text-muted-foreground">
          {copy.cancel.current} · <span className="capitalize">{loaded.callName}</span>
        </p>
        <p className="mt-1 text-xl font-semibold">{loaded.when}</p>
        {loaded.refund ? <p className="mt-4 rounded-md border bg-muted/50 p-3 text-sm">{loaded.refund === "full" ? copy.cancel.refundFull : copy.cancel.refundNone}</p> : null}
        {error ? (
          <p role="alert" className="mt-4 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? copy.cancel.pending : copy.cancel.submit}
          </Button>
          <Link to={loaded.links.reschedule} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {copy.cancel.moveInstead}
          </Link>
          <Link to="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {copy.cancel.keep}
          </Link>
        </Form>
      </Frame>
    );
  }

  return (
    <Frame title={copy.reschedule.title} description={copy.reschedule.description}>
      {loaded.moved ? (
        <div role="status" className="mb-6 flex gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="font-medium">{copy.reschedule.done(loaded.when)}</p>
            <p className="mt-1 text-sm text-muted-foreground">{copy.reschedule.doneDetail}</p>
          </div>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {copy.reschedule.current} · <span className="capitalize">{loaded.callName}</span>
      </p>
      <p className="mt-1 text-xl font-semibold">{loaded.when}</p>
      <Form method="post" className="mt-6 space-y-6">
        <SlotPicker kind={loaded.kind} initial={loaded.slots} required texts={copy.reschedule.picker} error={error} refreshKey={error ? 1 : 0} />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button type="submit" disabled={busy}>
            {busy ? copy.reschedule.pending : copy.reschedule.submit}
          </Button>
          <Link to={loaded.links.cancel} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {copy.cancel.title}
          </Link>
        </div>
      </Form>
    </Frame>
  );
}
