import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { pickerCopy as copy } from "~/content/scheduling";
import { cn } from "~/lib/cn";
import type { SlotDay } from "./slots";
import { Select } from "~/components/ui/select";

export type SlotList = { timeZone: string; minutes: number; days: SlotDay[] };

function browserZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function allZones(current: string) {
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The call-time picker (issue 17): the visitor's zone (detected, changeable), the days with open
 * times, and each day's times as radio buttons named `slotStart`, plus "no time now". Native
 * controls only (a select and radio groups): keyboard and screen readers work as they do
 * everywhere. `initial` is what the server rendered (the form's page works without JavaScript);
 * with JavaScript the list is fetched in the visitor's own zone and again after `refreshKey` changes.
 * `required` (the paid session) leaves out "no time now"; its own words come in `texts`.
 */
export function SlotPicker({
  kind = "strategy_call",
  initial,
  error,
  refreshKey = 0,
  required = false,
  texts,
}: {
  kind?: "strategy_call" | "strategy_session" | "kickoff";
  initial?: SlotList;
  error?: string;
  refreshKey?: number;
  required?: boolean;
  texts?: { legend: string; empty: string; failed: string };
}) {
  const id = useId();
  const [zone, setZone] = useState(initial?.timeZone ?? "");
  const [list, setList] = useState<SlotList | null>(initial ?? null);
  const [state, setState] = useState<"idle" | "loading" | "failed">(initial ? "idle" : "loading");
  const [day, setDay] = useState(initial?.days[0]?.key ?? "");
  const [chosen, setChosen] = useState("");
  // Until the page runs every day's times are listed (a form without JavaScript); then one day at a time.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  // The visitor's own zone, once the page runs (the server rendered the owner's).
  useEffect(() => {
    setZone((z) => browserZone() ?? (z || "UTC"));
  }, []);

  useEffect(() => {
    if (!zone) return;
    let live = true;
    setState("loading");
    fetch(`/api/scheduling/slots?kind=${kind}&tz=${encodeURIComponent(zone)}`, { headers: { accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<SlotList>) : Promise.reject(new Error(String(r.status)))))
      .then((next) => {
        if (!live) return;
        setList(next);
        setState("idle");
        setDay((d) => (next.days.some((x) => x.key === d) ? d : (next.days[0]?.key ?? "")));
        setChosen((c) => (next.days.some((x) => x.slots.some((s) => s.iso === c)) ? c : ""));
      })
      .catch(() => live && setState("failed"));
    return () => {
      live = false;
    };
  }, [zone, kind, refreshKey]);

  const zones = useMemo(() => (zone ? allZones(zone) : []), [zone]);
  const days = list?.days ?? [];
  const shown = days.find((d) => d.key === day) ?? days[0];
  const errorId = `${id}-error`;

  return (
    <fieldset className="min-w-0 space-y-3 sm:col-span-2" aria-describedby={error ? errorId : undefined} data-slot-picker={kind}>
      <legend className="text-sm font-medium">
        {texts?.legend ?? copy.legend}
        {list ? <span className="font-normal text-muted-foreground"> · {copy.length(list.minutes)}</span> : null}
      </legend>
      <ZoneField id={`${id}-zone`} zone={zone} zones={zones} onChange={setZone} />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {required ? null : (
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="slotStart" value="" checked={chosen === ""} onChange={() => setChosen("")} className="size-4 accent-primary" />
          {copy.later}
        </label>
      )}
      {state === "loading" && !list ? <p className="text-sm text-muted-foreground">{copy.loading}</p> : null}
      {state === "failed" && !list ? <p className="text-sm text-muted-foreground">{texts?.failed ?? copy.failed}</p> : null}
      {list && days.length === 0 ? <p className="text-sm text-muted-foreground">{texts?.empty ?? copy.empty}</p> : null}
      {days.length ? (
        <div className="space-y-3" aria-busy={state === "loading" || undefined}>
          <DayStrip days={days} shown={shown?.key} onPick={setDay} hidden={!enhanced} />
          {days.map((d) => (
            // Every day's times stay in the form (a chosen one is sent whichever day is shown);
            // without JavaScript all days are listed.
            <DayTimes
              key={d.key}
              day={d}
              hidden={enhanced && d.key !== shown?.key}
              chosen={chosen}
              onChoose={setChosen}
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

/** The visitor's time zone (the times are listed in it), any zone the browser knows. */
function ZoneField({
  id,
  zone,
  zones,
  onChange,
}: {
  id: string;
  zone: string;
  zones: string[];
  onChange: (zone: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm">
        {copy.zoneLabel}
      </label>
      <Select id={id} name="timeZone" height="auto" value={zone} onChange={(e) => onChange(e.target.value)}>
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replaceAll("_", " ")}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** One day's open times as radio buttons named `slotStart` (hidden while another day is shown). */
function DayTimes({
  day: d,
  hidden,
  chosen,
  onChoose,
}: {
  day: SlotDay;
  hidden: boolean;
  chosen: string;
  onChoose: (iso: string) => void;
}) {
  return (
    <div role="radiogroup" aria-label={copy.timesLabel(d.label)} hidden={hidden}>
      <p className="mb-1.5 text-xs font-medium text-muted-foreground" aria-hidden="true">
        {d.label}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {d.slots.map((s) => (
          <label
            key={s.iso}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-input px-2 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="slotStart"
              value={s.iso}
              checked={chosen === s.iso}
              onChange={() => onChoose(s.iso)}
              className="size-4 shrink-0 accent-primary"
            />
            <span className="whitespace-nowrap">
              {s.time} <span className="text-xs text-muted-foreground">{s.zone}</span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * The days as a row of chips that scrolls sideways (issue 42): an arrow button at each end scrolls
 * it by most of its width and is disabled at that end, and the edge with more days behind it fades,
 * so a chip cut off at the edge reads as "more this way". Every chip is a button in the Tab order
 * (the browser scrolls a focused chip into view), and so are the arrows; with every day in view
 * the arrows go.
 */
function DayStrip({
  days,
  shown,
  onPick,
  hidden,
}: {
  days: SlotDay[];
  shown?: string;
  onPick: (key: string) => void;
  hidden: boolean;
}) {
  const row = useRef<HTMLDivElement>(null);
  // Fourteen days overflow every width the form has: start with the arrows, drop them if all fit.
  const [edges, setEdges] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    // A few pixels of slack: snapping the first chip to the edge scrolls the row by its padding.
    setEdges({ start: el.scrollLeft <= 6, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 6 });
  }, []);
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, days.length, hidden]);
  // The chosen day stays in view, by scrolling the row only (never the page).
  useEffect(() => {
    const el = row.current;
    const chip = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !chip) return;
    const r = el.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    if (c.left < r.left) el.scrollLeft -= r.left - c.left + 8;
    else if (c.right > r.right) el.scrollLeft += c.right - r.right + 8;
  }, [shown]);
  const fits = edges.start && edges.end;
  const scrollBy = (direction: 1 | -1) => {
    const el = row.current;
    if (el) el.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.8), behavior: "smooth" });
  };
  const fade = cn(
    !edges.start && !edges.end && "[mask-image:linear-gradient(to_right,transparent,#000_2rem,#000_calc(100%-2rem),transparent)]",
    edges.start && !edges.end && "[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)]",
    !edges.start && edges.end && "[mask-image:linear-gradient(to_left,#000_calc(100%-2.5rem),transparent)]",
  );
  const arrow =
    "flex size-10 shrink-0 items-center justify-center rounded-md border border-input bg-background text-foreground hover:bg-muted disabled:opacity-40 disabled:hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
  return (
    <div className="flex items-center gap-1.5" hidden={hidden} data-day-strip="">
      <button type="button" className={arrow} aria-label={copy.earlierDays} disabled={edges.start} hidden={fits} onClick={() => scrollBy(-1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <div
        ref={row}
        role="group"
        aria-label={copy.daysLabel}
        onScroll={measure}
        className={cn("flex min-w-0 flex-1 snap-x gap-2 overflow-x-auto scroll-smooth px-0.5 py-1 [scrollbar-width:none]", fade)}
      >
        {days.map((d) => {
          // "Tue, Dec 9" drawn as a compact two-line chip (weekday over date); its name stays the whole label.
          const [weekday, date] = d.label.includes(", ") ? d.label.split(", ", 2) : [null, d.label];
          return (
            <button
              key={d.key}
              type="button"
              aria-pressed={d.key === shown}
              aria-label={d.label}
              onClick={() => onPick(d.key)}
              className={cn(
                "flex min-w-16 shrink-0 snap-start flex-col items-center rounded-md border px-2.5 py-1 leading-tight whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                d.key === shown ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background hover:bg-muted",
              )}
            >
              {weekday ? <span className={cn("text-xs", d.key !== shown && "text-muted-foreground")}>{weekday}</span> : null}
              <span className="text-sm font-semibold">{date}</span>
            </button>
          );
        })}
      </div>
      <button type="button" className={arrow} aria-label={copy.laterDays} disabled={edges.end} hidden={fits} onClick={() => scrollBy(1)}>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
