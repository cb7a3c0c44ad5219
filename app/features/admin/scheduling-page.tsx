import { CalendarSync, Link2, Plus, RefreshCw, X } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { inputVariants } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { adminPages } from "~/content/admin";
import { calendarFeedCopy, calendarSyncCopy, scheduleSettingsCopy as copy, scheduleLimits, weekdayNames } from "~/content/scheduling-console";
import {
  applyDraftEdit,
  blackoutLabel,
  settingsFields as f,
  type DraftEdit,
  type SettingsDraft,
} from "~/features/scheduling/settings";
import { ErrorList, errorIdOf } from "~/components/forms/field";
import { cn } from "~/lib/cn";
import type { loadCalendarPanels, loadSchedulingPage } from "./scheduling.server";
import { ActionNotice, DateTime, PageHeader, Panel } from "~/components/console/ui";

export type SchedulingPageData = Awaited<ReturnType<typeof loadSchedulingPage>> & { calendar: Awaited<ReturnType<typeof loadCalendarPanels>> };
/** What the route's action answers: a notice, the fields it refused, and the form as posted (or edited). */
export type SchedulingActionData = {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  draft?: SettingsDraft;
  /** A calendar panel's answer is shown in that panel. */
  panel?: "feed" | "source";
  /** The feed's address, just made: shown this once. */
  feedUrl?: string;
  /** The calendar address as typed, when it was refused. */
  calendarUrl?: string;
};

/**
 * The console's input look at a width and padding of our choosing, for the date and time fields
 * (cn does not merge away the variants' w-full and px-3, so the Input primitive cannot take them).
 */
const sized = (width: string, padding = "px-3") =>
  cn(
    inputVariants({ height: "row" }).replace("w-full", "").replace("px-3", ""),
    "aria-invalid:border-destructive",
    padding,
    width,
  );

/** Two times and a remove button share a 375 px row: phones open their own picker on tap, so the desktop clock icon goes there. */
const timeWidth = "min-w-0 flex-1 sm:w-36 sm:flex-none max-sm:[&::-webkit-calendar-picker-indicator]:hidden";

/** Errors are keyed by the setting they concern (one may describe several controls, e.g. a day's windows). */
const keyId = (key: string) => `f-${key.replace(/\W/g, "-")}`;
const errorId = (key: string) => errorIdOf(keyId(key));

function FieldError({ errors, name }: { errors: Record<string, string>; name: string }) {
  return <ErrorList id={keyId(name)} errors={errors[name]} />;
}

/** aria attributes of an input whose error (if any) is under `name`; `hint` is its help text's id. */
const described = (errors: Record<string, string>, name: string, hint?: string) => ({
  "aria-invalid": errors[name] ? true : undefined,
  "aria-describedby": [errors[name] ? errorId(name) : null, hint].filter(Boolean).join(" ") || undefined,
});

const smallButton =
  "inline-flex h-9 items-center gap-1 rounded-md border px-2.5 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none";

function NumberField({
  name,
  label,
  hint,
  value,
  errorKey,
  errors,
  onChange,
  step = 1,
  min,
  max,
}: {
  name: string;
  label: string;
  hint: string;
  value: string;
  errorKey: string;
  errors: Record<string, string>;
  onChange: (v: string) => void;
  step?: number;
  min: number;
  max: number;
}) {
  const id = `f-${name}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode={step < 1 ? "decimal" : "numeric"}
        step={step}
        min={min}
        max={max}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={sized("w-40")}
        {...described(errors, errorKey, `${id}-hint`)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError errors={errors} name={errorKey} />
    </div>
  );
}

/** What the row buttons call: with JavaScript they edit the draft held in SettingsForm's state. */
type EditHandler = (change: DraftEdit) => (e: MouseEvent) => void;
type SetDraft = (patch: Partial<SettingsDraft>) => void;
type SetWindow = (day: number, index: number, key: "start" | "end", value: string) => void;

function ZonePanel({
  zones,
  timeZone,
  errors,
  set,
}: {
  zones: string[];
  timeZone: string;
  errors: Record<string, string>;
  set: SetDraft;
}) {
  return (
    <Panel title={copy.sections.zone}>
      <div className="space-y-1">
        <label htmlFor="f-timeZone" className="block text-sm font-medium">
          {copy.timeZoneLabel}
        </label>
        <Select
          id="f-timeZone"
          name={f.timeZone}
          value={timeZone}
          onChange={(e) => set({ timeZone: e.target.value })}
          className="max-w-sm"
          {...described(errors, "timeZone", "f-timeZone-hint")}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </Select>
        <p id="f-timeZone-hint" className="text-xs text-muted-foreground">
          {copy.timeZoneHint}
        </p>
        <FieldError errors={errors} name="timeZone" />
      </div>
    </Panel>
  );
}

/** One opening window of a day: its two times and the button that removes it. */
function WindowRow({
  day,
  d,
  i,
  times: w,
  errorKey,
  errors,
  edit,
  setWindow,
}: {
  day: string;
  d: number;
  i: number;
  times: { start: string; end: string };
  errorKey: string;
  errors: Record<string, string>;
  edit: EditHandler;
  setWindow: SetWindow;
}) {
  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      <label htmlFor={`f-w${d}-${i}-s`} className="sr-only">
        {copy.from(day, i + 1)}
      </label>
      <input
        id={`f-w${d}-${i}-s`}
        type="time"
        name={f.start(d)}
        value={w.start}
        onChange={(e) => setWindow(d, i, "start", e.target.value)}
        className={sized(timeWidth, "px-2 sm:px-3")}
        {...described(errors, errorKey)}
      />
      <span aria-hidden="true" className="text-muted-foreground">
        –
      </span>
      <label htmlFor={`f-w${d}-${i}-e`} className="sr-only">
        {copy.to(day, i + 1)}
      </label>
      <input
        id={`f-w${d}-${i}-e`}
        type="time"
        name={f.end(d)}
        value={w.end}
        onChange={(e) => setWindow(d, i, "end", e.target.value)}
        className={sized(timeWidth, "px-2 sm:px-3")}
        {...described(errors, errorKey)}
      />
      <button
        type="submit"
        name="intent"
        value={`remove-window:${d}:${i}`}
        formNoValidate
        onClick={edit({ type: "remove-window", day: d, index: i })}
        className={cn(smallButton, "shrink-0")}
        aria-label={copy.removeWindow(day, i + 1)}
      >
        <X className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{copy.removeShort}</span>
      </button>
    </div>
  );
}

/** One weekday's windows (or "closed"), with the button that adds one. */
function DayWindows({
  day,
  d,
  windows,
  errors,
  edit,
  setWindow,
}: {
  day: string;
  d: number;
  windows: SettingsDraft["weekly"][number];
  errors: Record<string, string>;
  edit: EditHandler;
  setWindow: SetWindow;
}) {
  const key = `weekly.${d}`;
  return (
    <fieldset className="min-w-0 py-3" aria-describedby={errors[key] ? errorId(key) : undefined}>
      <legend className="sr-only">{day}</legend>
      <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
        <p aria-hidden="true" className="text-sm font-semibold sm:pt-2">
          {day}
        </p>
        <div className="space-y-2">
          {windows.length === 0 ? <p className="pt-2 text-sm text-muted-foreground">{copy.closed}</p> : null}
          {windows.map((w, i) => (
            <WindowRow
              key={i}
              day={day}
              d={d}
              i={i}
              times={w}
              errorKey={key}
              errors={errors}
              edit={edit}
              setWindow={setWindow}
            />
          ))}
          {windows.length < scheduleLimits.windowsPerDay ? (
            <button
              type="submit"
              name="intent"
              value={`add-window:${d}`}
              formNoValidate
              onClick={edit({ type: "add-window", day: d })}
              className={smallButton}
              aria-label={copy.addWindow(day)}
            >
              <Plus className="size-4" aria-hidden="true" />
              {copy.addWindowShort}
            </button>
          ) : null}
          <FieldError errors={errors} name={key} />
        </div>
      </div>
    </fieldset>
  );
}

function WeeklyPanel({
  weekly,
  errors,
  edit,
  setWindow,
}: {
  weekly: SettingsDraft["weekly"];
  errors: Record<string, string>;
  edit: EditHandler;
  setWindow: SetWindow;
}) {
  return (
    <Panel title={copy.sections.weekly}>
      <p className="mb-3 text-sm text-muted-foreground">{copy.weeklyHint}</p>
      <div className="divide-y">
        {weekdayNames.map((day, d) => (
          <DayWindows
            key={day}
            day={day}
            d={d}
            windows={weekly[d] ?? []}
            errors={errors}
            edit={edit}
            setWindow={setWindow}
          />
        ))}
      </div>
    </Panel>
  );
}

type NumberPanelProps = { draft: SettingsDraft; errors: Record<string, string>; set: SetDraft };

/** Notice, buffer and how far ahead a booking may be. */
function RulesPanel({ draft, errors, set }: NumberPanelProps) {
  return (
    <Panel title={copy.sections.rules}>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          name={f.noticeHours}
          label={copy.noticeLabel}
          hint={copy.noticeHint}
          value={draft.minNoticeHours}
          errorKey="minNoticeMinutes"
          errors={errors}
          onChange={(v) => set({ minNoticeHours: v })}
          step={0.25}
          min={0}
          max={336}
        />
        <NumberField
          name={f.buffer}
          label={copy.bufferLabel}
          hint={copy.bufferHint}
          value={draft.bufferMinutes}
          errorKey="bufferMinutes"
          errors={errors}
          onChange={(v) => set({ bufferMinutes: v })}
          min={0}
          max={scheduleLimits.maxBufferMinutes}
        />
        <NumberField
          name={f.daysAhead}
          label={copy.daysAheadLabel}
          hint={copy.daysAheadHint}
          value={draft.daysAhead}
          errorKey="daysAhead"
          errors={errors}
          onChange={(v) => set({ daysAhead: v })}
          min={scheduleLimits.daysAhead.min}
          max={scheduleLimits.daysAhead.max}
        />
      </div>
    </Panel>
  );
}

/** The two call lengths. */
function LengthsPanel({ draft, errors, set }: NumberPanelProps) {
  return (
    <Panel title={copy.sections.lengths}>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          name={f.call}
          label={copy.callLabel}
          hint={`${scheduleLimits.call.min}–${scheduleLimits.call.max}. ${copy.lengthHint}`}
          value={draft.callMinutes}
          errorKey="callMinutes"
          errors={errors}
          onChange={(v) => set({ callMinutes: v })}
          step={5}
          min={scheduleLimits.call.min}
          max={scheduleLimits.call.max}
        />
        <NumberField
          name={f.session}
          label={copy.sessionLabel}
          hint={`${scheduleLimits.session.min}–${scheduleLimits.session.max}. ${copy.lengthHint}`}
          value={draft.sessionMinutes}
          errorKey="sessionMinutes"
          errors={errors}
          onChange={(v) => set({ sessionMinutes: v })}
          step={5}
          min={scheduleLimits.session.min}
          max={scheduleLimits.session.max}
        />
      </div>
    </Panel>
  );
}

/** The days off: each a chip with its remove button, then the date field that adds one. */
function BlackoutPanel({
  blackout,
  newBlackout,
  errors,
  edit,
  set,
}: {
  blackout: string[];
  newBlackout: string;
  errors: Record<string, string>;
  edit: EditHandler;
  set: SetDraft;
}) {
  return (
    <Panel title={copy.sections.blackout}>
      <p className="mb-3 text-sm text-muted-foreground">{copy.blackoutHint}</p>
      {blackout.length === 0 ? (
        <p className="mb-3 text-sm text-muted-foreground">{copy.noBlackout}</p>
      ) : (
        <ul className="mb-3 flex flex-wrap gap-2" aria-label={copy.sections.blackout}>
          {blackout.map((date, i) => (
            <li
              key={date}
              className="inline-flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
            >
              <input type="hidden" name={f.blackout} value={date} />
              <time dateTime={date}>{blackoutLabel(date)}</time>
              <button
                type="submit"
                name="intent"
                value={`remove-blackout:${i}`}
                formNoValidate
                onClick={edit({ type: "remove-blackout", index: i })}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-background focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
                aria-label={copy.removeBlackout(blackoutLabel(date))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="f-newBlackout" className="block text-sm font-medium">
            {copy.blackoutLabel}
          </label>
          <input
            id="f-newBlackout"
            type="date"
            name={f.newBlackout}
            value={newBlackout}
            onChange={(e) => set({ newBlackout: e.target.value })}
            className={sized("w-44")}
            {...described(errors, "blackoutDates")}
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="add-blackout"
          formNoValidate
          onClick={edit({ type: "add-blackout" })}
          className={cn(smallButton, "h-10")}
        >
          <Plus className="size-4" aria-hidden="true" />
          {copy.addBlackout}
        </button>
      </div>
      <div className="mt-2">
        <FieldError errors={errors} name="blackoutDates" />
      </div>
    </Panel>
  );
}

function SettingsForm({
  initial,
  zones,
  errors,
  busy,
}: {
  initial: SettingsDraft;
  zones: string[];
  errors: Record<string, string>;
  busy: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...patch }));
  /** With JavaScript the row buttons edit the page here; without it they post `intent` and the server does the same. */
  const edit = (change: DraftEdit) => (e: MouseEvent) => {
    e.preventDefault();
    setDraft((d) => applyDraftEdit(d, change));
  };
  const setWindow = (day: number, index: number, key: "start" | "end", value: string) =>
    setDraft((d) => ({
      ...d,
      weekly: d.weekly.map((w, i) =>
        i === day ? w.map((row, j) => (j === index ? { ...row, [key]: value } : row)) : w,
      ),
    }));

  return (
    <Form method="post" className="space-y-5" noValidate>
      {/* Enter in a field submits with the form's first button: it must be Save, not a day's "Add window". */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true" />
      <ZonePanel zones={zones} timeZone={draft.timeZone} errors={errors} set={set} />
      <WeeklyPanel weekly={draft.weekly} errors={errors} edit={edit} setWindow={setWindow} />
      <RulesPanel draft={draft} errors={errors} set={set} />
      <LengthsPanel draft={draft} errors={errors} set={set} />
      <BlackoutPanel blackout={draft.blackout} newBlackout={draft.newBlackout} errors={errors} edit={edit} set={set} />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {copy.save}
        </Button>
        <Link to="/admin/bookings" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {adminPages.bookings.title} →
        </Link>
      </div>
    </Form>
  );
}

/** The owner's calendar, both ways (decision 108): the private feed of bookings, and the owner's own calendar read for busy times. */
function CalendarPanels({ calendar, result, busy }: { calendar: SchedulingPageData["calendar"]; result?: SchedulingActionData; busy: boolean }) {
  const feedResult = result?.panel === "feed" ? result : undefined;
  const sourceResult = result?.panel === "source" ? result : undefined;
  return (
    <>
      <CalendarFeedPanel feed={calendar.feed} feedResult={feedResult} busy={busy} />
      <CalendarSourcePanel source={calendar.source} sourceResult={sourceResult} busy={busy} />
    </>
  );
}

/** The private feed of bookings the owner's calendar subscribes to. */
function CalendarFeedPanel({
  feed,
  feedResult,
  busy,
}: {
  feed: SchedulingPageData["calendar"]["feed"];
  feedResult?: SchedulingActionData;
  busy: boolean;
}) {
  return (
    <Panel title={calendarFeedCopy.title}>
      <div className="space-y-3 text-sm" data-testid="calendar-feed">
        <p className="text-muted-foreground">{calendarFeedCopy.description}</p>
        {feedResult?.message ? <ActionNotice result={{ ok: feedResult.ok, message: feedResult.message }} /> : null}
        {feedResult?.feedUrl ? (
          <div className="space-y-1">
            <label htmlFor="f-feedUrl" className="block font-medium">
              {calendarFeedCopy.addressLabel}
            </label>
            <input
              id="f-feedUrl"
              readOnly
              value={feedResult.feedUrl}
              onFocus={(e) => e.currentTarget.select()}
              className={sized("w-full font-mono text-xs")}
              aria-describedby="f-feedUrl-hint"
            />
            <p id="f-feedUrl-hint" className="text-xs text-muted-foreground">
              {calendarFeedCopy.addressHint}
            </p>
          </div>
        ) : null}
        <p>{feed ? <>
              {calendarFeedCopy.onSince} <DateTime iso={feed.since} />. {feed.lastRead}
            </> : calendarFeedCopy.none}</p>
        <p className="text-xs text-muted-foreground">{calendarFeedCopy.how}</p>
        <Form method="post" className="flex flex-wrap gap-2" preventScrollReset>
          <Button type="submit" name="intent" value="feed-create" size="sm" variant={feed ? "outline" : "default"} disabled={busy}>
            <Link2 aria-hidden="true" />
            {feed ? calendarFeedCopy.regenerate : calendarFeedCopy.create}
          </Button>
          {feed ? (
            <Button type="submit" name="intent" value="feed-revoke" size="sm" variant="outline" disabled={busy}>
              <X aria-hidden="true" />
              {calendarFeedCopy.revoke}
            </Button>
          ) : null}
        </Form>
      </div>
    </Panel>
  );
}

/** The owner's own calendar, read for busy times. */
function CalendarSourcePanel({
  source,
  sourceResult,
  busy,
}: {
  source: SchedulingPageData["calendar"]["source"];
  sourceResult?: SchedulingActionData;
  busy: boolean;
}) {
  const urlError = sourceResult?.fieldErrors?.calendarUrl;
  return (
    <Panel title={calendarSyncCopy.title}>
      <div className="space-y-3 text-sm" data-testid="calendar-source">
        <p className="text-muted-foreground">{calendarSyncCopy.description}</p>
        {sourceResult?.message ? <ActionNotice result={{ ok: sourceResult.ok, message: sourceResult.message }} /> : null}
        {source ? (
          <div className="space-y-1">
            <p className="font-medium break-all">{calendarSyncCopy.current(source.address)}</p>
            <p
              role="status"
              className={cn(source.status.ok === false ? "text-destructive" : "text-muted-foreground")}
              data-testid="calendar-read-status"
            >
              {source.status.text}
            </p>
          </div>
        ) : null}
        <Form method="post" className="space-y-3" preventScrollReset noValidate>
          <div className="space-y-1">
            <label htmlFor="f-calendarUrl" className="block font-medium">
              {calendarSyncCopy.urlLabel}
            </label>
            <input
              id="f-calendarUrl"
              name="calendarUrl"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
              defaultValue={sourceResult?.calendarUrl ?? ""}
              className={sized("w-full")}
              {...described(urlError ? { calendarUrl: urlError } : {}, "calendarUrl", "f-calendarUrl-hint")}
            />
            <p id="f-calendarUrl-hint" className="text-xs text-muted-foreground">
              {calendarSyncCopy.urlHint}
            </p>
            <FieldError errors={urlError ? { calendarUrl: urlError } : {}} name="calendarUrl" />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="source-save" size="sm" disabled={busy}>
              <CalendarSync aria-hidden="true" />
              {calendarSyncCopy.save}
            </Button>
            {source ? (
              <>
                <Button type="submit" name="intent" value="source-read" size="sm" variant="outline" disabled={busy} formNoValidate>
                  <RefreshCw aria-hidden="true" />
                  {calendarSyncCopy.readNow}
                </Button>
                <Button type="submit" name="intent" value="source-remove" size="sm" variant="outline" disabled={busy} formNoValidate>
                  <X aria-hidden="true" />
                  {calendarSyncCopy.remove}
                </Button>
              </>
            ) : null}
          </div>
        </Form>
      </div>
    </Panel>
  );
}

/** /admin/scheduling: the availability settings form, with the server's answer to the last save. */
export function SchedulingPage({ loaderData, actionData }: { loaderData: SchedulingPageData; actionData?: unknown }) {
  const navigation = useNavigation();
  const result = actionData as SchedulingActionData | undefined;
  const initial = result?.draft ?? loaderData.draft;
  // A new server answer (saved, refused, or a row edited without JavaScript) starts the form afresh from it.
  const formKey = `${loaderData.savedAt ?? "defaults"}|${result?.draft ? JSON.stringify(result.draft) : ""}`;
  return (
    <div className="space-y-5">
      <PageHeader
        title={copy.title}
        description={
          <>
            {copy.description}{" "}
            {loaderData.savedAt ? (
              <>
                {copy.updated} <DateTime iso={loaderData.savedAt} />.
              </>
            ) : (
              copy.defaultsNote
            )}
          </>
        }
      />
      {result?.message && !result.panel ? <ActionNotice result={{ ok: result.ok, message: result.message }} /> : null}
      <SettingsForm
        key={formKey}
        initial={initial}
        zones={loaderData.zones}
        errors={result?.panel ? {} : (result?.fieldErrors ?? {})}
        busy={navigation.state !== "idle"}
      />
      <CalendarPanels calendar={loaderData.calendar} result={result} busy={navigation.state !== "idle"} />
    </div>
  );
}
