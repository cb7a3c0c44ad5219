/**
 * The WebVTT captions of a recorded sample call (decision 100): one cue per transcript line, its
 * identifier `line-<index>` and its text the line with its speaker (`<v Agent>…`). The player
 * follows the cues the browser reads from the `<track>` (cuechange); `npm run sample-calls` writes
 * them; these helpers are shared by both and small enough for the player's island.
 */

/** `voice` is the speaker of the cue's `<v Speaker>` span, when it has one. */
export type Cue = { id: string; start: number; end: number; text: string; voice?: string };

const CUE_ID = /^line-(\d+)$/;

/** The transcript line a cue stands for (its `line-N` identifier), or null for any other cue. */
export function lineOfCue(cue: { id: string } | null | undefined): number | null {
  const m = cue ? CUE_ID.exec(cue.id) : null;
  return m ? Number(m[1]) : null;
}

/**
 * The line to highlight among the cues active now (a TextTrack's `activeCues`): the latest one
 * that names a line; null between lines (the highlight then stays where it was).
 */
export function lineOfActiveCues(cues: ArrayLike<{ id: string }> | null | undefined): number | null {
  let line: number | null = null;
  for (let i = 0; cues && i < cues.length; i++) {
    const n = lineOfCue(cues[i]);
    if (n !== null && (line === null || n > line)) line = n;
  }
  return line;
}

/** The line being said at `time` (seconds): the last cue that has started, or null before the first. */
export function lineAt(cues: Cue[], time: number): number | null {
  let line: number | null = null;
  for (const cue of cues) if (cue.start <= time) line = lineOfCue(cue) ?? line;
  return line;
}

/** `hh:mm:ss.ttt`, as WebVTT writes a time. */
export function formatTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Seconds from a WebVTT time (`mm:ss.ttt` or `hh:mm:ss.ttt`); NaN when it is not one. */
export function parseTimestamp(text: string): number {
  const m = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(text.trim());
  if (!m) return Number.NaN;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

const escapeCueText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A WebVTT file with one cue per line; `speaker` becomes the cue's voice span. */
export function formatVtt(lines: { start: number; end: number; speaker: string; text: string }[]): string {
  const cues = lines.map(
    (l, i) =>
      `line-${i}\n${formatTimestamp(l.start)} --> ${formatTimestamp(l.end)}\n<v ${l.speaker}>${escapeCueText(l.text)}`,
  );
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

/**
 * The cues of a WebVTT file (identifier, times and text with its voice span and tags removed).
 * Throws on a file that is not WebVTT or a cue timing it cannot read.
 */
export function parseVtt(source: string): Cue[] {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) throw new Error("not a WebVTT file (it must start with WEBVTT)");
  const cues: Cue[] = [];
  for (const block of text.split(/\n{2,}/).slice(1)) {
    const rows = block.split("\n").filter((r) => r !== "");
    const timing = rows.findIndex((r) => r.includes("-->"));
    if (timing === -1) continue; // NOTE, STYLE and REGION blocks
    const [from, rest] = rows[timing]!.split("-->");
    const start = parseTimestamp(from ?? "");
    const end = parseTimestamp((rest ?? "").trim().split(/\s+/)[0] ?? "");
    if (Number.isNaN(start) || Number.isNaN(end)) throw new Error(`unreadable cue timing: ${rows[timing]}`);
    const raw = rows.slice(timing + 1).join("\n");
    const voice = /^<v(?:\.[\w.-]+)?[ \t]+([^>]+)>/.exec(raw)?.[1]?.trim();
    const body = raw
      .replace(/<[^>]*>/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    cues.push({ id: timing > 0 ? rows[0]! : "", start, end, text: body, ...(voice ? { voice } : {}) });
  }
  return cues;
}

/** `m:ss` for the player's clock. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
