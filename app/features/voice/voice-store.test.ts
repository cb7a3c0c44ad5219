import { beforeEach, describe, expect, it, vi } from "vitest";

// The engine (vendor SDK, browser speech) is what the store hands over to; here it only records the call.
const startVoice = vi.fn<(kind: "elevenlabs" | "browser") => Promise<void>>(async () => {});
vi.mock("./voice-engine", () => ({ startVoice, endVoice: vi.fn(), setMuted: vi.fn() }));

type Store = typeof import("./voice-store");
let store: Store;

beforeEach(async () => {
  vi.resetModules();
  startVoice.mockClear();
  store = await import("./voice-store");
});

describe("the microphone explanation comes before every kind of call", () => {
  it("Start Voice Call explains the microphone, then starts the ElevenLabs call once the visitor agrees", async () => {
    await store.requestVoiceCall();
    expect(store.getVoiceState()).toMatchObject({ notice: "explain-mic", status: "disconnected" });
    expect(startVoice).not.toHaveBeenCalled();
    await store.confirmMicrophone();
    expect(startVoice).toHaveBeenCalledWith("elevenlabs");
    expect(store.getVoiceState()).toMatchObject({ notice: null, engine: "elevenlabs", status: "connecting" });
  });

  it('"Use browser voice" explains the microphone too, then starts browser speech (not ElevenLabs)', async () => {
    store.showVoiceNotice("not-configured");
    await store.startBrowserVoice();
    expect(store.getVoiceState()).toMatchObject({ notice: "explain-mic", status: "disconnected" });
    expect(startVoice).not.toHaveBeenCalled();
    await store.confirmMicrophone();
    expect(startVoice).toHaveBeenCalledWith("browser");
    expect(store.getVoiceState()).toMatchObject({ notice: null, engine: "browser", status: "connecting" });
  });

  it("once explained, a later call starts at once; Try again repeats the kind of call that was refused", async () => {
    await store.startBrowserVoice();
    await store.confirmMicrophone();
    // The browser refused the microphone: the engine ends the call with the mic-denied notice.
    store.setVoiceState({ status: "disconnected", engine: null, notice: "mic-denied" });
    await store.retryVoiceCall();
    expect(startVoice).toHaveBeenLastCalledWith("browser");
    expect(startVoice).toHaveBeenCalledTimes(2);
  });
});
