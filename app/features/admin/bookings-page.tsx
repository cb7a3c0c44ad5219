import { CalendarClock, CalendarPlus, Check, UserX, X } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/forms/field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { bookingsCopy as copy } from "~/content/scheduling-console";
import { SlotPicker } from "~/features/scheduling/slot-picker";
import type { BookingView, loadBookingsPage } from "./bookings.server";
import { stay } from "./stay";
import { ActionNotice, Empty, PageHeader, Panel } from "~/components/console/ui";

export type BookingsPageData = Awaited<ReturnType<typeof loadBookingsPage>>;
/** What the page's action answers: a notice at the call's row, and the fields it refused. */
export type BookingsActionData = { ok: boolean; message: string; id?: string; intent?: string; fieldErrors?: Record<string, string> };

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";
const smallLink =
  "inline-flex h-8 items-center gap-1 rounded-md border px-2.5 text-xs font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none";

/** The cancel step: a reason the visitor reads, then the button. Posted to its own address, so a refusal keeps it open without JavaScript. */
function ConfirmCancel({ b, result, busy }: { b: BookingView; result?: BookingsActionData; busy: boolean }) {
  const error = result?.id === b.id && result.intent === "cancel" ? result.fieldErrors?.reason : undefined;
  return (
    <div className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm sm:col-span-3" role="group" aria-labelledby={`confirm-${b.id}`}>
      <p id={`confirm-${b.id}`} className="font-medium">
        {copy.confirmQuestion(b.name, `${b.day}, ${b.time}`)}
      </p>
      <p className="mt-1 text-muted-foreground">
        {copy.confirmHint} {b.isSession ? copy.confirmSessionHint : null}
      </p>
      <Form method="post" action={`/admin/bookings?confirm=${b.id}`} state={stay} preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="id" value={b.id} />
        <Field id={`reason-${b.id}`} label={copy.reasonLabel} requirement="required" hint={copy.reasonHint} error={error} tone="subtle">
          {(aria) => <Textarea id={`reason-${b.id}`} name="reason" rows={2} maxLength={500} required className="bg-background" {...aria} />}
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" name="intent" value="cancel" size="sm" variant="destructive" disabled={busy}>
            {copy.confirmYes}
          </Button>
          <Link to="/admin/bookings" preventScrollReset state={stay} className={smallLink}>
            {copy.confirmNo}
          </Link>
        </div>
      </Form>
    </div>
  );
}

/** The move step: the booking forms' picker (required) and an optional note to the visitor. */
function MoveCall({ b, slots, result, busy }: { b: BookingView; slots: NonNullable<BookingsPageData["move"]>["slots"]; result?: BookingsActionData; busy: boolean }) {
  const mine = result?.id === b.id && result.intent === "move" && !result.ok ? result : undefined;
  const pickerError = mine ? (mine.fieldErrors?.slot ?? mine.fieldErrors?.slotStart ?? (mine.fieldErrors?.note ? undefined : mine.message)) : undefined;
  return (
    <div className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm sm:col-span-3" role="group" aria-labelledby={`move-${b.id}`}>
      <p id={`move-${b.id}`} className="font-medium">
        {copy.moveQuestion(b.name, `${b.day}, ${b.time}`)}
      </p>
      <p className="mt-1 text-muted-foreground">{copy.moveHint}</p>
      <Form method="post" action={`/admin/bookings?move=${b.id}`} state={stay} preventScrollReset className="mt-3 space-y-4">
        <input type="hidden" name="id" value={b.id} />
        <SlotPicker kind={b.kindKey} initial={slots} required texts={copy.movePicker} error={pickerError} refreshKey={mine ? 1 : 0} />
        <Field id={`note-${b.id}`} label={copy.noteLabel} requirement="optional" hint={copy.noteHint} error={mine?.fieldErrors?.note} tone="subtle">
          {(aria) => <Textarea id={`note-${b.id}`} name="note" rows={2} maxLength={500} className="bg-background" {...aria} />}
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" name="intent" value="move" size="sm" disabled={busy}>
            {copy.moveYes}
          </Button>
          <Link to="/admin/bookings" preventScrollReset state={stay} className={smallLink}>
            {copy.confirmNo}
          </Link>
        </div>
      </Form>
    </div>
  );
}

function Row({
  b,
  withDay,
  confirming,
  moving,
  result,
  busy,
}: {
  b: BookingView;
  withDay: boolean;
  confirming: boolean;
  moving: NonNullable<BookingsPageData["move"]>["slots"] | null;
  result?: BookingsActionData;
  busy: boolean;
}) {
  const open = confirming || Boolean(moving);
  // A refusal the open step shows at its field is not repeated under the row.
  const inStep =
    result?.id === b.id &&
    !result.ok &&
    ((confirming && result.intent === "cancel" && Boolean(result.fieldErrors?.reason)) || (Boolean(moving) && result.intent === "move"));
  return (
    // One column of the list's own width on a phone (an open step's picker scrolls inside it, never the page).
    <li id={`booking-${b.id}`} className="grid grid-cols-[minmax(0,1fr)] gap-3 py-4 sm:grid-cols-[13rem_minmax(0,1fr)_auto] sm:gap-4" data-testid="booking">
      <div className="min-w-0">
        <p className="font-semibold tabular-nums">
          {withDay ? <span className="block text-sm font-medium text-muted-foreground">{b.day}</span> : null}
          <time dateTime={b.startIso}>{b.time}</time>
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {copy.visitorTime(b.visitorTime)} <span className="whitespace-nowrap">({b.visitorZone})</span>
        </p>
      </div>
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{b.name}</span>
          <Badge tone={b.tone}>{b.label}</Badge>
        </p>
        {b.email || b.phone ? (
          <p className="flex flex-wrap gap-x-3 break-words text-muted-foreground">
            {b.email ? (
              <a href={`mailto:${b.email}`} className="underline-offset-4 hover:underline">
                {b.email}
              </a>
            ) : null}
            {b.phone ? (
              <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`} className="underline-offset-4 hover:underline">
                <span className="sr-only">{copy.phone}: </span>
                {b.phone}
              </a>
            ) : null}
          </p>
        ) : null}
        <p className="mt-0.5 text-muted-foreground">
          {b.kind} ·{" "}
          {b.record ? (
            <Link to={b.record.to} className={linkClass}>
              {b.record.label}
            </Link>
          ) : (
            copy.noRecord
          )}
        </p>
        {b.notes ? (
          <p className="mt-1 break-words">
            <span className="text-muted-foreground">{copy.notes}:</span> {b.notes}
          </p>
        ) : null}
        {b.cancelNote ? <p className="mt-1 break-words text-muted-foreground">{b.cancelNote}</p> : null}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:justify-end">
        <a href={`/admin/bookings/${b.id}/invite`} download className={smallLink} aria-label={copy.inviteLabel(b.name)}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          {copy.invite}
        </a>
        {b.canMark ? (
          <Form method="post" action="/admin/bookings" state={stay} preventScrollReset className="contents">
            <input type="hidden" name="id" value={b.id} />
            <Button type="submit" name="intent" value="done" size="sm" variant="outline" disabled={busy}>
              <Check aria-hidden="true" />
              {copy.markDone}
            </Button>
            <Button type="submit" name="intent" value="no-show" size="sm" variant="outline" disabled={busy}>
              <UserX aria-hidden="true" />
              {copy.markNoShow}
            </Button>
          </Form>
        ) : null}
        {b.canMove && !open ? (
          <Link to={`?move=${b.id}#booking-${b.id}`} preventScrollReset state={stay} className={smallLink} aria-label={copy.moveLabel(b.name)}>
            <CalendarClock className="size-4" aria-hidden="true" />
            {copy.move}
          </Link>
        ) : null}
        {b.canCancel && !open ? (
          <Link to={`?confirm=${b.id}#booking-${b.id}`} preventScrollReset state={stay} className={smallLink} aria-label={copy.cancelLabel(b.name)}>
            <X className="size-4" aria-hidden="true" />
            {copy.cancel}
          </Link>
        ) : null}
      </div>
      {b.canCancel && confirming ? <ConfirmCancel b={b} result={result} busy={busy} /> : null}
      {b.canMove && moving ? <MoveCall b={b} slots={moving} result={result} busy={busy} /> : null}
      {result && result.id === b.id && !inStep ? (
        <div className="sm:col-span-3">
          <ActionNotice result={result} />
        </div>
      ) : null}
    </li>
  );
}

/** /admin/bookings: the calls by day in the owner's zone, each with what the owner may do now. */
export function BookingsPage({ loaderData, actionData }: { loaderData: BookingsPageData; actionData?: unknown }) {
  const { upcoming, past, pastCapped, ownerZone, confirm, move } = loaderData;
  const result = actionData as BookingsActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const shownAtRow = !!result?.id && [...upcoming.flatMap((d) => d.items), ...past].some((b) => b.id === result.id);
  // A step that just succeeded closes (its address still names it after a post without JavaScript).
  const done = (id: string) => result?.ok === true && result.id === id;
  const row = (b: BookingView, withDay: boolean) => (
    <Row
      key={b.id}
      b={b}
      withDay={withDay}
      confirming={confirm === b.id && !done(b.id)}
      moving={move?.id === b.id && !done(b.id) ? move.slots : null}
      result={result}
      busy={busy}
    />
  );
  return (
    <div className="space-y-5">
      <PageHeader title={copy.title} description={copy.zoneNote(ownerZone)}>
        <Link to="/admin/scheduling" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {copy.settingsLink} →
        </Link>
      </PageHeader>
      {result && !shownAtRow ? <ActionNotice result={result} /> : null}

      <Panel title={copy.upcoming}>
        {upcoming.length === 0 ? (
          <Empty>{copy.noUpcoming}</Empty>
        ) : (
          <div className="space-y-4">
            {upcoming.map((day) => (
              <section key={day.key} aria-labelledby={`day-${day.key}`}>
                <h3 id={`day-${day.key}`} className="border-b pb-1 text-sm font-semibold">
                  {day.label}
                </h3>
                <ul className="divide-y">{day.items.map((b) => row(b, false))}</ul>
              </section>
            ))}
          </div>
        )}
      </Panel>

      <Panel title={copy.past}>
        {past.length === 0 ? (
          <Empty>{copy.noPast}</Empty>
        ) : (
          <>
            <ul className="divide-y">{past.map((b) => row(b, true))}</ul>
            {pastCapped ? <p className="mt-3 text-sm text-muted-foreground">{copy.pastCapped(past.length)}</p> : null}
          </>
        )}
      </Panel>
    </div>
  );
}
