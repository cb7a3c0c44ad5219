import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaticFiles } from "./static-files";

/** Recorded sample calls (decision 100): audio and captions from public/audio/sample-calls/. */
let server: Server;
let base: string;
const audio = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const vtt = `WEBVTT\n\nline-0\n00:00:00.300 --> 00:00:02.000\n<v Agent>${"Hello there. ".repeat(40)}\n`;

beforeAll(async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "static-media-")), "client");
  mkdirSync(path.join(dir, "audio", "sample-calls"), { recursive: true });
  writeFileSync(path.join(dir, "audio", "sample-calls", "home.wav"), audio);
  writeFileSync(path.join(dir, "audio", "sample-calls", "home.vtt"), vtt);
  const files = new StaticFiles(dir, { secure: false, cacheDir: null });
  files.load();
  server = createServer((req, res) => {
    if (!files.handle(req, res, "test-id")) res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("static files: recorded sample calls", () => {
  it("audio as audio/wav, whole, saying it answers byte ranges", async () => {
    const res = await fetch(`${base}/audio/sample-calls/home.wav`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/wav");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await res.arrayBuffer()).equals(audio)).toBe(true);
  });

  it("a byte range of the audio (as Safari and seeking ask): 206 with Content-Range", async () => {
    for (const [range, start, end] of [
      ["bytes=0-1", 0, 1],
      ["bytes=100-", 100, 999],
      ["bytes=-10", 990, 999],
      ["bytes=900-5000", 900, 999],
    ] as const) {
      const res = await fetch(`${base}/audio/sample-calls/home.wav`, { headers: { range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/1000`);
      expect(Buffer.from(await res.arrayBuffer()).equals(audio.subarray(start, end + 1)), range).toBe(true);
    }
    const outside = await fetch(`${base}/audio/sample-calls/home.wav`, { headers: { range: "bytes=1000-" } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe("bytes */1000");
  });

  it("captions as text/vtt, compressed like other text", async () => {
    const res = await fetch(`${base}/audio/sample-calls/home.vtt`, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toBe(vtt);
  });
});
