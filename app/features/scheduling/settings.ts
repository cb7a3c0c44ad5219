import { z } from "zod";
import { scheduleErrors as msg, scheduleLimits as limits, weekdayNames } from "~/content/scheduling-console";
import type { Schedule } from "./schedule.server";
import type { Availability, ClockTime } from "./slots";
import { isTimeZone } from "./zone";

/**
 * The owner's availability settings (decision 063): one zod schema for what the console saves,
 * and the helpers between it, the console's form and the Schedule the slot maths reads. Pure,
 * so the form and its tests can use it without a database.
 */

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as YYYY-MM-DD (2027-02-30 is not). */
export function isIsoDate(value: string) {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

const whole = (message: string, min: number, max: number, step = 1) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((n) => n % step === 0, { error: message });

/** One day's windows: each [start, end) as "HH:MM". */
const dayWindows = z.array(z.tuple([z.string(), z.string()]));

/** Each day's windows: valid clock times, end after start, no overlaps, at most three. */
const weeklySchema = z
  .array(dayWindows)
  .length(7)
  .superRefine((weekly, ctx) => {
    weekly.forEach((windows, day) => {
      const name = weekdayNames[day]!;
      const path = [day];
      if (windows.length > limits.windowsPerDay) return ctx.addIssue({ code: "custom", path, message: msg.tooMany(name) });
      if (windows.some(([s, e]) => !CLOCK.test(s) || !CLOCK.test(e)))
        return ctx.addIssue({ code: "custom", path, message: msg.clock(name) });
      if (windows.some(([s, e]) => minutesOf(e) <= minutesOf(s)))
        return ctx.addIssue({ code: "custom", path, message: msg.order(name) });
      const sorted = [...windows].sort((a, b) => minutesOf(a[0]) - minutesOf(b[0]));
      if (sorted.some((w, i) => i > 0 && minutesOf(w[0]) < minutesOf(sorted[i - 1]![1])))
        ctx.addIssue({ code: "custom", path, message: msg.overlap(name) });
    });
  });

const blackoutSchema = z.array(z.string()).superRefine((dates, ctx) => {
  const bad = dates.find((d) => !isIsoDate(d));
  if (bad !== undefined) ctx.addIssue({ code: "custom", message: msg.blackoutDate(bad) });
  else if (new Set(dates).size > limits.maxBlackoutDates) ctx.addIssue({ code: "custom", message: msg.blackoutTooMany });
});

// Each field checks itself, so a refused form names every bad field at once.
export const scheduleSettingsSchema = z
  .object({
    timeZone: z.string({ error: msg.timeZone }).refine(isTimeZone, { error: msg.timeZone }),
    /** Index = weekday, 0 = Sunday … 6 = Saturday. */
    weekly: weeklySchema,
    minNoticeMinutes: whole(msg.notice, 0, limits.maxNoticeMinutes),
    bufferMinutes: whole(msg.buffer, 0, limits.maxBufferMinutes),
    blackoutDates: blackoutSchema,
    daysAhead: whole(msg.daysAhead, limits.daysAhead.min, limits.daysAhead.max),
    callMinutes: whole(msg.callLength, limits.call.min, limits.call.max, 5),
    sessionMinutes: whole(msg.sessionLength, limits.session.min, limits.session.max, 5),
  })
  // Stored tidy: windows in time order, dates sorted without repeats.
  .transform((value) => ({
    ...value,
    weekly: value.weekly.map((windows) => [...windows].sort((a, b) => minutesOf(a[0]) - minutesOf(b[0]))),
    blackoutDates: [...new Set(value.blackoutDates)].sort(),
  }));

export type ScheduleSettingsInput = z.input<typeof scheduleSettingsSchema>;
export type ScheduleSettings = z.output<typeof scheduleSettingsSchema>;

/** Settings → the Schedule the slot maths reads. */
export function scheduleOf(s: ScheduleSettings): Schedule {
  const weekly: Availability["weekly"] = {};
  s.weekly.forEach((windows, day) => {
    if (windows.length) weekly[day as 0] = windows.map(([a, b]) => [a as ClockTime, b as ClockTime] as const);
  });
  return {
    availability: {
      timeZone: s.timeZone,
      weekly,
      minNoticeMinutes: s.minNoticeMinutes,
      bufferMinutes: s.bufferMinutes,
      blackoutDates: s.blackoutDates,
      daysAhead: s.daysAhead,
    },
    // A paid build's kickoff takes the session's length: an hour with the team that builds it.
    lengths: { strategy_call: s.callMinutes, strategy_session: s.sessionMinutes, kickoff: s.sessionMinutes },
  };
}

/** The Schedule in force → the settings form's values. */
export function settingsOf(schedule: Schedule): ScheduleSettings {
  const { availability: a, lengths } = schedule;
  return {
    timeZone: a.timeZone,
    weekly: weekdayNames.map((_, day) => (a.weekly[day as 0] ?? []).map(([s, e]) => [s, e] as [string, string])),
    minNoticeMinutes: a.minNoticeMinutes,
    bufferMinutes: a.bufferMinutes,
    blackoutDates: [...a.blackoutDates],
    daysAhead: a.daysAhead,
    callMinutes: lengths.strategy_call,
    sessionMinutes: lengths.strategy_session,
  };
}

// --- The console's form ---------------------------------------------------------------------------

/** Form field names (one place, so the page and the parser agree). */
export const settingsFields = {
  timeZone: "timeZone",
  start: (day: number) => `w${day}.start`,
  end: (day: number) => `w${day}.end`,
  noticeHours: "minNoticeHours",
  buffer: "bufferMinutes",
  daysAhead: "daysAhead",
  call: "callMinutes",
  session: "sessionMinutes",
  blackout: "blackout",
  newBlackout: "newBlackout",
} as const;

/** A number field as typed: "" and junk become NaN, which the schema refuses with the field's message. */
const numberOf = (v: FormDataEntryValue | null) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : Number.NaN);

/** "9:00" or "09:00:00" from a time input → "09:00"; anything else is kept for the schema to refuse. */
function clockOf(v: string) {
  const m = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(v.trim());
  return m ? `${m[1]!.padStart(2, "0")}:${m[2]}` : v.trim();
}

/**
 * The posted form → the schema's input. A window row with both times blank is dropped (how a
 * window is removed without JavaScript); the "add a date" field joins the list when filled.
 */
export function settingsFromForm(form: FormData): ScheduleSettingsInput {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const all = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  const weekly = weekdayNames.map((_, day) => {
    const starts = all(settingsFields.start(day));
    const ends = all(settingsFields.end(day));
    const rows: [string, string][] = [];
    for (let i = 0; i < Math.max(starts.length, ends.length); i++) {
      const s = starts[i] ?? "";
      const e = ends[i] ?? "";
      if (!s.trim() && !e.trim()) continue;
      rows.push([clockOf(s), clockOf(e)]);
    }
    return rows;
  });
  const hours = numberOf(form.get(settingsFields.noticeHours));
  const blackoutDates = [...all(settingsFields.blackout), text(settingsFields.newBlackout)]
    .map((d) => d.trim())
    .filter(Boolean);
  return {
    timeZone: text(settingsFields.timeZone).trim(),
    weekly,
    // Hours on the form, minutes stored; 0.25 h steps stay whole minutes.
    minNoticeMinutes: Number.isFinite(hours) ? Math.round(hours * 60 * 1000) / 1000 : Number.NaN,
    bufferMinutes: numberOf(form.get(settingsFields.buffer)),
    blackoutDates,
    daysAhead: numberOf(form.get(settingsFields.daysAhead)),
    callMinutes: numberOf(form.get(settingsFields.call)),
    sessionMinutes: numberOf(form.get(settingsFields.session)),
  };
}

/** Field errors keyed the way the form shows them ("weekly.1", "bufferMinutes", …). */
export function settingsFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] === "weekly" ? `weekly.${String(issue.path[1] ?? "")}` : String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** The form as typed (strings), so a refused form comes back exactly as the owner left it. */
export type SettingsDraft = {
  timeZone: string;
  weekly: { start: string; end: string }[][];
  minNoticeHours: string;
  bufferMinutes: string;
  daysAhead: string;
  callMinutes: string;
  sessionMinutes: string;
  blackout: string[];
  newBlackout: string;
};

const hoursText = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

export function draftOf(s: ScheduleSettings): SettingsDraft {
  return {
    timeZone: s.timeZone,
    weekly: s.weekly.map((windows) => windows.map(([start, end]) => ({ start, end }))),
    minNoticeHours: hoursText(s.minNoticeMinutes),
    bufferMinutes: String(s.bufferMinutes),
    daysAhead: String(s.daysAhead),
    callMinutes: String(s.callMinutes),
    sessionMinutes: String(s.sessionMinutes),
    blackout: [...s.blackoutDates],
    newBlackout: "",
  };
}

/** The posted form as typed (blank window rows kept: they are on the page). */
export function draftFromForm(form: FormData): SettingsDraft {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const all = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  return {
    timeZone: text(settingsFields.timeZone),
    weekly: weekdayNames.map((_, day) => {
      const starts = all(settingsFields.start(day));
      const ends = all(settingsFields.end(day));
      return Array.from({ length: Math.min(Math.max(starts.length, ends.length), limits.windowsPerDay + 1) }, (_, i) => ({
        start: starts[i] ?? "",
        end: ends[i] ?? "",
      }));
    }),
    minNoticeHours: text(settingsFields.noticeHours),
    bufferMinutes: text(settingsFields.buffer),
    daysAhead: text(settingsFields.daysAhead),
    callMinutes: text(settingsFields.call),
    sessionMinutes: text(settingsFields.session),
    blackout: all(settingsFields.blackout).slice(0, limits.maxBlackoutDates + 1),
    newBlackout: text(settingsFields.newBlackout),
  };
}

/** The form's buttons that edit the page without saving (posted as `intent` without JavaScript). */
export type DraftEdit =
  | { type: "add-window"; day: number }
  | { type: "remove-window"; day: number; index: number }
  | { type: "add-blackout" }
  | { type: "remove-blackout"; index: number };

export function draftEditOf(intent: string): DraftEdit | null {
  const m = /^(add-window|remove-window|add-blackout|remove-blackout)(?::(\d{1,3}))?(?::(\d{1,3}))?$/.exec(intent);
  if (!m) return null;
  const [, type, a, b] = m;
  const n = (v: string | undefined) => (v === undefined ? Number.NaN : Number(v));
  if (type === "add-window" && n(a) <= 6) return { type, day: n(a) };
  if (type === "remove-window" && n(a) <= 6 && n(b) >= 0) return { type, day: n(a), index: n(b) };
  if (type === "add-blackout" && a === undefined) return { type };
  if (type === "remove-blackout" && n(a) >= 0) return { type, index: n(a) };
  return null;
}

export function applyDraftEdit(draft: SettingsDraft, edit: DraftEdit): SettingsDraft {
  switch (edit.type) {
    case "add-window": {
      const windows = draft.weekly[edit.day] ?? [];
      if (windows.length >= limits.windowsPerDay) return draft;
      const last = windows.at(-1);
      // A new window starts where the last one ended (an hour long), or at 9:00 on a closed day.
      const start = last && CLOCK.test(last.end) ? last.end : "09:00";
      const endMinutes = Math.min(minutesOf(start) + 60, 23 * 60 + 59);
      const end = `${String(Math.floor(endMinutes / 60)).padStart(2, "0")}:${String(endMinutes % 60).padStart(2, "0")}`;
      return { ...draft, weekly: draft.weekly.map((w, d) => (d === edit.day ? [...w, { start, end }] : w)) };
    }
    case "remove-window":
      return { ...draft, weekly: draft.weekly.map((w, d) => (d === edit.day ? w.filter((_, i) => i !== edit.index) : w)) };
    case "add-blackout": {
      const date = draft.newBlackout.trim();
      if (!date) return draft;
      return { ...draft, blackout: draft.blackout.includes(date) ? draft.blackout : [...draft.blackout, date].sort(), newBlackout: "" };
    }
    case "remove-blackout":
      return { ...draft, blackout: draft.blackout.filter((_, i) => i !== edit.index) };
  }
}

/** "Thu, Dec 24, 2026" for a YYYY-MM-DD day (the same text on the server and in the browser). */
export function blackoutLabel(date: string) {
  if (!isIsoDate(date)) return date;
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
