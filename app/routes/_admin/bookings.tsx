import { CalendarPlus, Check, UserX, X } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { bookingsCopy as copy } from "~/content/scheduling-console";
import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders, field } from "~/features/admin/actions.server";
import { cancelBooking, listBookings, markBooking, readBookingAction, type BookingView } from "~/features/admin/bookings.server";
import { adminMeta } from "~/features/admin/meta";
import { stay } from "~/features/admin/stay";
import { ActionNotice, Empty, PageHeader, Panel } from "~/features/admin/ui";
import { Badge } from "~/components/ui/badge";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { getServices } from "#platform/context";
import { Conflict, NotFound, ValidationFailed } from "~/lib/errors";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => adminMeta("bookings", "/admin/bookings");
export const headers = adminHeaders;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db } = getServices(context).database;
  const { availability } = await loadSchedule(db);
  const confirm = new URL(request.url).searchParams.get("confirm");
  const list = await listBookings(db, availability.timeZone);
  return { ...list, ownerZone: availability.timeZone, confirm: confirm && UUID.test(confirm) ? confirm : null };
}

type ActionData = { ok: boolean; message: string; id?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const services = getServices(context);
  const form = await readForm(request);
  const id = field(form, "id");
  try {
    const input = readBookingAction({ intent: field(form, "intent"), id });
    const done =
      input.intent === "cancel"
        ? await cancelBooking(services, admin, input.id)
        : await markBooking(services, admin, input.id, input.intent === "done" ? "done" : "no_show");
    return { ok: true, message: done.message, id: input.id } satisfies ActionData;
  } catch (err) {
    const answer = (status: number, message: string) => data({ ok: false, message, id } satisfies ActionData, { status });
    if (err instanceof ValidationFailed) return answer(400, err.message);
    if (err instanceof NotFound) return answer(404, copy.refusals.notFound);
    if (err instanceof Conflict) return answer(409, err.message);
    throw err;
  }
}

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";
const smallLink =
  "inline-flex h-8 items-center gap-1 rounded-md border px-2.5 text-xs font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none";

function Row({ b, withDay, confirming, result, busy }: { b: BookingView; withDay: boolean; confirming: boolean; result?: ActionData; busy: boolean }) {
  return (
    <li id={`booking-${b.id}`} className="grid gap-3 py-4 sm:grid-cols-[13rem_1fr_auto] sm:gap-4" data-testid="booking">
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
        {b.email ? (
          <p className="break-words text-muted-foreground">
            <a href={`mailto:${b.email}`} className="underline-offset-4 hover:underline">
              {b.email}
            </a>
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
        {b.canCancel && !confirming ? (
          <Link
            to={`?confirm=${b.id}#booking-${b.id}`}
            preventScrollReset
            state={stay}
            className={smallLink}
            aria-label={copy.cancelLabel(b.name)}
          >
            <X className="size-4" aria-hidden="true" />
            {copy.cancel}
          </Link>
        ) : null}
      </div>
      {b.canCancel && confirming ? (
        <div className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm sm:col-span-3" role="group" aria-labelledby={`confirm-${b.id}`}>
          <p id={`confirm-${b.id}`} className="font-medium">
            {copy.confirmQuestion(b.name, `${b.day}, ${b.time}`)}
          </p>
          <p className="mt-1 text-muted-foreground">
            {copy.confirmHint} {b.isSession ? copy.confirmSessionHint : null}
          </p>
          <Form method="post" action="/admin/bookings" state={stay} preventScrollReset className="mt-3 flex flex-wrap items-center gap-2">
            <input type="hidden" name="id" value={b.id} />
            <Button type="submit" name="intent" value="cancel" size="sm" variant="destructive" disabled={busy}>
              {copy.confirmYes}
            </Button>
            <Link to="/admin/bookings" preventScrollReset state={stay} className={smallLink}>
              {copy.confirmNo}
            </Link>
          </Form>
        </div>
      ) : null}
      {result && result.id === b.id ? (
        <div className="sm:col-span-3">
          <ActionNotice result={result} />
        </div>
      ) : null}
    </li>
  );
}

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, pastCapped, ownerZone, confirm } = loaderData;
  const result = actionData as ActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const shownAtRow = !!result?.id && [...upcoming.flatMap((d) => d.items), ...past].some((b) => b.id === result.id);
  const row = (b: BookingView, withDay: boolean) => (
    <Row key={b.id} b={b} withDay={withDay} confirming={confirm === b.id} result={result} busy={busy} />
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
