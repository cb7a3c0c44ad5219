/**
 * `npm run sample-calls [-- --only id,id] [-- --out dir] [-- --env-path file]`
 *
 * Records the site's sample calls (decision 100) with the owner's ElevenLabs voices: every line of
 * each call's script is spoken by the agent's voice (ELEVENLABS_VOICE_ID) or the caller's
 * (ELEVENLABS_CALLER_VOICE_ID) through ElevenLabs' text-to-speech API as raw 16 kHz PCM, the lines
 * are joined with short pauses into one WAV file per call, and the WebVTT captions get each line's
 * real start and end (counted in samples, so exact). Both files go to public/audio/sample-calls/,
 * where the player finds them once business-stories.ts names them: the script prints the lines to
 * paste there (it does not edit the owner's facts file itself).
 *
 * Reads the environment and the project's .env as `npm start` does (the shell wins). Without
 * ELEVENLABS_API_KEY it says so and exits 0 having written nothing. The key is sent only as the
 * `xi-api-key` header and never printed.
 */
import { mkdirSync, writeFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv as parseDotenv } from "node:util";
import type { CallSample, SampleCall } from "~/content/visuals";
import { callScripts } from "~/content/visuals";
import { formatVtt } from "~/features/sample-calls/cues";
import { sampleCalls } from "~/features/sample-calls/sample-calls";
import { envSchema } from "#platform/env.server";

/** ElevenLabs' raw PCM output: 16-bit signed, little-endian, mono, at this rate. */
export const SAMPLE_RATE = 16_000;
export const OUTPUT_FORMAT = `pcm_${SAMPLE_RATE}`;
export const MODEL_ID = "eleven_multilingual_v2";
/** Silence before the first line, between two speakers' turns, and between two lines of one speaker. */
export const LEAD_IN = 0.3;
export const TURN_PAUSE = 0.55;
export const SAME_SPEAKER_PAUSE = 0.25;
export const PUBLIC_DIR = "/audio/sample-calls";

export type Settings = {
  apiKey: string;
  apiBase: string;
  agentVoice: string;
  callerVoice: string;
};

/** What went wrong, in words for the owner; never carries the key. */
export class RenderError extends Error {}

/**
 * The settings from the environment, or the reason there are none. Each variable is read with the
 * server's own schema (platform/env.server.ts), one at a time: recording needs only the key, not
 * the agent the live demo needs.
 */
export function settingsFrom(source: Record<string, string | undefined>): Settings | { missing: string } {
  const value = (name: keyof typeof envSchema.shape) => {
    const raw = source[name] === "" ? undefined : source[name];
    const parsed = envSchema.shape[name].safeParse(raw);
    if (!parsed.success) throw new RenderError(`${name}: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
    return parsed.data as string | undefined;
  };
  const apiKey = value("ELEVENLABS_API_KEY");
  if (!apiKey) return { missing: "ELEVENLABS_API_KEY" };
  return {
    apiKey,
    apiBase: value("ELEVENLABS_API_BASE")!,
    agentVoice: value("ELEVENLABS_VOICE_ID")!,
    callerVoice: value("ELEVENLABS_CALLER_VOICE_ID")!,
  };
}

/** One line spoken by one voice: raw PCM from `POST {base}/v1/text-to-speech/{voice}`. */
export async function speak(settings: Settings, voiceId: string, text: string, fetchImpl = fetch): Promise<Buffer> {
  const url = new URL(`/v1/text-to-speech/${encodeURIComponent(voiceId)}`, settings.apiBase);
  url.searchParams.set("output_format", OUTPUT_FORMAT);
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: "POST",
      headers: { "xi-api-key": settings.apiKey, "content-type": "application/json", accept: "audio/pcm" },
      body: JSON.stringify({ text, model_id: MODEL_ID }),
    });
  } catch (error) {
    throw new RenderError(`could not reach ${url.origin} (${(error as Error).message})`);
  }
  if (!res.ok) {
    const detail = await res.text().catch(() => "");
    const message = /"message"\s*:\s*"([^"]{1,200})"/.exec(detail)?.[1] ?? res.statusText;
    const hint =
      res.status === 401
        ? ": check ELEVENLABS_API_KEY"
        : res.status === 404
          ? `: check the voice id ${voiceId} (ELEVENLABS_VOICE_ID or ELEVENLABS_CALLER_VOICE_ID)`
          : "";
    throw new RenderError(`ElevenLabs answered ${res.status} (${message})${hint}`.replaceAll(settings.apiKey, "…"));
  }
  const pcm = Buffer.from(await res.arrayBuffer());
  const head = pcm.subarray(0, 4).toString("latin1");
  if (head === "RIFF" || head.startsWith("ID3") || (pcm[0] === 0xff && (pcm[1]! & 0xe0) === 0xe0))
    throw new RenderError(`ElevenLabs sent a container, not raw ${OUTPUT_FORMAT} samples`);
  if (pcm.length === 0 || pcm.length % 2 !== 0)
    throw new RenderError(`ElevenLabs sent ${pcm.length} bytes, not 16-bit samples`);
  return pcm;
}

const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * SAMPLE_RATE) * 2);

/** The call as one stream of samples, and each line's start and end in seconds. */
export function joinLines(lines: { from: CallSample["transcript"][number]["from"]; pcm: Buffer }[]) {
  const parts: Buffer[] = [silence(LEAD_IN)];
  let samples = parts[0]!.length / 2;
  const times: { start: number; end: number }[] = [];
  lines.forEach((line, i) => {
    if (i > 0) {
      const gap = silence(line.from === lines[i - 1]!.from ? SAME_SPEAKER_PAUSE : TURN_PAUSE);
      parts.push(gap);
      samples += gap.length / 2;
    }
    const start = samples / SAMPLE_RATE;
    parts.push(line.pcm);
    samples += line.pcm.length / 2;
    times.push({ start, end: samples / SAMPLE_RATE });
  });
  parts.push(silence(LEAD_IN));
  return { pcm: Buffer.concat(parts), times };
}

/** A WAV file (RIFF, PCM 16-bit mono) around raw samples. */
export function wav(pcm: Buffer, rate = SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write("WAVE", 8, "latin1");
  header.write("fmt ", 12, "latin1");
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes a second
  header.writeUInt16LE(2, 32); // bytes a frame
  header.writeUInt16LE(16, 34); // bits a sample
  header.write("data", 36, "latin1");
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

export type Rendered = { id: string; audio: string; cues: string; seconds: number };

/** Records each call: its WAV and VTT in `outDir`, named by the call's id. */
export async function renderSampleCalls(
  settings: Settings,
  calls: readonly SampleCall[],
  outDir: string,
  opts: { fetch?: typeof fetch; log?: (line: string) => void } = {},
): Promise<Rendered[]> {
  const log = opts.log ?? (() => undefined);
  mkdirSync(outDir, { recursive: true });
  const done: Rendered[] = [];
  for (const call of calls) {
    const script: CallSample = callScripts[call.script];
    const label = script.customerLabel ?? "Caller";
    const spoken = [];
    for (const line of script.transcript) {
      const voice = line.from === "agent" ? settings.agentVoice : settings.callerVoice;
      spoken.push({ from: line.from, pcm: await speak(settings, voice, line.text, opts.fetch) });
    }
    const { pcm, times } = joinLines(spoken);
    const vtt = formatVtt(
      script.transcript.map((line, i) => ({
        ...times[i]!,
        speaker: line.from === "agent" ? "Agent" : label,
        text: line.text,
      })),
    );
    writeFileSync(path.join(outDir, `${call.id}.wav`), wav(pcm));
    writeFileSync(path.join(outDir, `${call.id}.vtt`), vtt);
    const seconds = pcm.length / 2 / SAMPLE_RATE;
    done.push({ id: call.id, audio: `${PUBLIC_DIR}/${call.id}.wav`, cues: `${PUBLIC_DIR}/${call.id}.vtt`, seconds });
    log(`  ${call.id}: ${script.transcript.length} lines, ${seconds.toFixed(1)} s`);
  }
  return done;
}

/** What to paste into business-stories.ts, one line a call. */
export function pasteLines(rendered: Rendered[]): string[] {
  return rendered.map((r) => `    // ${r.id}\n    recording: { audio: "${r.audio}", cues: "${r.cues}" },`);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith("--")) throw new RenderError(`${name} needs a value`);
  return value;
}

export async function main(args = process.argv.slice(2)): Promise<number> {
  try {
    const envFile = path.resolve(process.cwd(), option(args, "--env-path") ?? path.join(root, ".env"));
    const fromFile = existsSync(envFile) ? parseDotenv(readFileSync(envFile, "utf8")) : {};
    const settings = settingsFrom({ ...fromFile, ...process.env });
    if ("missing" in settings) {
      console.log(
        `${settings.missing} is not set, so no call was recorded and nothing was written. Put your ElevenLabs API key in .env ` +
          "(ELEVENLABS_API_KEY=...) and run npm run sample-calls again. Until then the site's player reads each sample call " +
          "with the visitor's browser voices.",
      );
      return 0;
    }
    const only = option(args, "--only")
      ?.split(",")
      .map((s) => s.trim());
    const outDir = path.resolve(process.cwd(), option(args, "--out") ?? path.join(root, "public", PUBLIC_DIR));
    const unknown = only?.filter((id) => !sampleCalls.some((c) => c.id === id)) ?? [];
    if (unknown.length)
      throw new RenderError(`no sample call named ${unknown.join(", ")} (sampleCalls in business-stories.ts)`);
    const calls = only ? sampleCalls.filter((c) => only.includes(c.id)) : sampleCalls;
    console.log(
      `Recording ${calls.length} sample ${calls.length === 1 ? "call" : "calls"} with ElevenLabs (agent voice ${settings.agentVoice}, caller voice ${settings.callerVoice}) into ${path.relative(process.cwd(), outDir) || "."}:`,
    );
    const rendered = await renderSampleCalls(settings, calls, outDir, { log: (l) => console.log(l) });
    console.log(
      "\nDone. In app/content/business-stories.ts (sampleCalls), replace `recording: null` of each call with:\n",
    );
    console.log(pasteLines(rendered).join("\n"));
    return 0;
  } catch (error) {
    if (error instanceof RenderError) {
      console.error(`npm run sample-calls: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
