import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callScripts } from "~/content/visuals";
import { parseVtt } from "~/features/sample-calls/cues";
import { sampleCalls } from "~/features/sample-calls/sample-calls";
import { startFakeElevenLabs, ttsSecondsFor, type FakeElevenLabs } from "#tests/fakes/elevenlabs";
import {
  LEAD_IN,
  MODEL_ID,
  SAME_SPEAKER_PAUSE,
  SAMPLE_RATE,
  TURN_PAUSE,
  renderSampleCalls,
  settingsFrom,
  type Settings,
} from "./sample-calls";

const root = path.resolve(import.meta.dirname, "..");
const KEY = "xi-sk-test-0123456789abcdef";
let fake: FakeElevenLabs;
let tmp: string;

beforeAll(async () => {
  fake = await startFakeElevenLabs({ apiKey: KEY });
  tmp = mkdtempSync(path.join(tmpdir(), "sample-calls-"));
});
afterAll(async () => {
  await fake.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** `npm run sample-calls` as a child process, with only PATH and HOME from this process and no .env file. */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/sample-calls.ts", "--env-path", path.join(tmp, "missing.env"), ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmp, ...env },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d));
    child.stderr.on("data", (d: Buffer) => (stderr += d));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** The WAV's format fields and its samples. */
function readWav(file: string) {
  const b = readFileSync(file);
  return {
    riff: b.toString("latin1", 0, 4),
    wave: b.toString("latin1", 8, 12),
    riffSize: b.readUInt32LE(4),
    format: b.readUInt16LE(20),
    channels: b.readUInt16LE(22),
    rate: b.readUInt32LE(24),
    byteRate: b.readUInt32LE(28),
    bits: b.readUInt16LE(34),
    data: b.toString("latin1", 36, 40),
    dataSize: b.readUInt32LE(40),
    samples: b.subarray(44),
    size: b.length,
  };
}

describe("npm run sample-calls (decision 100), against a loopback ElevenLabs", () => {
  it("records each call: one WAV whose length is every line plus the pauses, cues at each line's real start and end, each side in its voice", async () => {
    const settings: Settings = {
      apiKey: KEY,
      apiBase: fake.apiBase,
      agentVoice: "agent-voice",
      callerVoice: "caller-voice",
    };
    const calls = sampleCalls.filter((c) => c.id === "home" || c.id === "restaurants");
    const before = fake.ttsRequests.length;
    const done = await renderSampleCalls(settings, calls, tmp);

    expect(done.map((d) => [d.id, d.audio, d.cues])).toEqual([
      ["home", "/audio/sample-calls/home.wav", "/audio/sample-calls/home.vtt"],
      ["restaurants", "/audio/sample-calls/restaurants.wav", "/audio/sample-calls/restaurants.vtt"],
    ]);
    for (const call of calls) {
      const lines = callScripts[call.script].transcript;
      const audio = readWav(path.join(tmp, `${call.id}.wav`));
      expect(audio).toMatchObject({
        riff: "RIFF",
        wave: "WAVE",
        format: 1,
        channels: 1,
        rate: SAMPLE_RATE,
        bits: 16,
        data: "data",
      });
      expect(audio.byteRate).toBe(SAMPLE_RATE * 2);
      expect(audio.dataSize).toBe(audio.size - 44);
      expect(audio.riffSize).toBe(audio.size - 8);

      // The cues, from the file as a browser reads it.
      const cues = parseVtt(readFileSync(path.join(tmp, `${call.id}.vtt`), "utf8"));
      expect(cues.map((c) => [c.id, c.voice, c.text])).toEqual(
        lines.map((l, i) => [`line-${i}`, l.from === "agent" ? "Agent" : "Caller", l.text]),
      );
      let t = LEAD_IN;
      lines.forEach((line, i) => {
        if (i > 0) t += line.from === lines[i - 1]!.from ? SAME_SPEAKER_PAUSE : TURN_PAUSE;
        expect(cues[i]!.start, `${call.id} line ${i} start`).toBeCloseTo(t, 3);
        t += ttsSecondsFor(line.text);
        expect(cues[i]!.end, `${call.id} line ${i} end`).toBeCloseTo(t, 3);
        // What is between the cues is silence; what is inside them is the line's speech.
        const at = (s: number) => audio.samples.readInt16LE(Math.round(s * SAMPLE_RATE) * 2);
        expect(Math.abs(at(cues[i]!.start + 0.01))).toBeGreaterThan(0);
        if (i > 0) expect(at((cues[i - 1]!.end + cues[i]!.start) / 2)).toBe(0);
      });
      expect(audio.samples.length / 2 / SAMPLE_RATE).toBeCloseTo(t + LEAD_IN, 3);
    }

    // One request a line, in order, each with the right voice, the key in xi-api-key only, raw PCM asked for.
    const requests = fake.ttsRequests.slice(before);
    const expected = calls.flatMap((c) => callScripts[c.script].transcript);
    expect(requests.map((r) => [r.voiceId, r.body.text])).toEqual(
      expected.map((l) => [l.from === "agent" ? "agent-voice" : "caller-voice", l.text]),
    );
    for (const r of requests) {
      expect(r.headers["xi-api-key"]).toBe(KEY);
      expect(r.headers.authorization).toBeUndefined();
      expect(r.outputFormat).toBe("pcm_16000");
      expect(r.body.model_id).toBe(MODEL_ID);
    }
  });

  it("reads its settings with the server's schema: the key alone is enough; the voices have defaults", () => {
    expect(settingsFrom({})).toEqual({ missing: "ELEVENLABS_API_KEY" });
    expect(settingsFrom({ ELEVENLABS_API_KEY: "" })).toEqual({ missing: "ELEVENLABS_API_KEY" });
    expect(settingsFrom({ ELEVENLABS_API_KEY: "k" })).toEqual({
      apiKey: "k",
      apiBase: "https://api.elevenlabs.io",
      agentVoice: "21m00Tcm4TlvDq8ikWAM",
      callerVoice: "JBFqnCBsd6RMkjVDRZzb",
    });
    expect(() => settingsFrom({ ELEVENLABS_API_KEY: "k", ELEVENLABS_API_BASE: "not a url" })).toThrow(
      /^ELEVENLABS_API_BASE: /,
    );
  });

  it("from the command line: records the calls asked for, prints what to paste into business-stories.ts, never the key", async () => {
    const out = path.join(tmp, "cli");
    const { status, stdout, stderr } = await run(["--only", "finance", "--out", out], {
      ELEVENLABS_API_KEY: KEY,
      ELEVENLABS_API_BASE: fake.apiBase,
      ELEVENLABS_CALLER_VOICE_ID: "caller-from-env",
    });
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["finance.vtt", "finance.wav"]);
    expect(stdout).toContain(
      "Recording 1 sample call with ElevenLabs (agent voice 21m00Tcm4TlvDq8ikWAM, caller voice caller-from-env)",
    );
    expect(stdout).toContain(
      "In app/content/business-stories.ts (sampleCalls), replace `recording: null` of each call with:",
    );
    expect(stdout).toContain(
      '    // finance\n    recording: { audio: "/audio/sample-calls/finance.wav", cues: "/audio/sample-calls/finance.vtt" },',
    );
    expect(stdout + stderr).not.toContain(KEY);
  });

  it("a refused key: exit 1 with what to check, the key not echoed, nothing written", async () => {
    const out = path.join(tmp, "refused");
    const wrong = "xi-wrong-key-987654321";
    const { status, stdout, stderr } = await run(["--only", "home", "--out", out], {
      ELEVENLABS_API_KEY: wrong,
      ELEVENLABS_API_BASE: fake.apiBase,
    });
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(
      "npm run sample-calls: ElevenLabs answered 401 (Invalid API key): check ELEVENLABS_API_KEY",
    );
    expect(stdout + stderr).not.toContain(wrong);
    expect(existsSync(path.join(out, "home.wav"))).toBe(false);
  });

  it("without ELEVENLABS_API_KEY: says so, writes nothing, exits 0", async () => {
    const out = path.join(tmp, "no-key");
    const { status, stdout } = await run(["--out", out], { ELEVENLABS_API_BASE: fake.apiBase });
    expect(status).toBe(0);
    expect(stdout).toContain("ELEVENLABS_API_KEY is not set, so no call was recorded and nothing was written.");
    expect(existsSync(out)).toBe(false);
  });
});
