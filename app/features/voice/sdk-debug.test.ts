import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { PARSE_FAILURE_MESSAGE, reportVoiceDebug } from "./sdk-debug";

let warn: MockInstance<typeof console.warn>;
// Only console.warn: the shared setup restores its own console.error spy.
afterEach(() => warn.mockRestore());

describe("reportVoiceDebug (the ElevenLabs SDK's onDebug)", () => {
  it('reports an unparsable event as "Failed to parse event data"', () => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // The shape @elevenlabs/client's WebSocketConnection passes when JSON.parse throws.
    reportVoiceDebug({
      type: "parsing_error",
      message: "Failed to parse socket message",
      error: "Unexpected token 'n', \"not json\" is not valid JSON",
      data: "not json",
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe("Failed to parse event data");
    expect(PARSE_FAILURE_MESSAGE).toBe("Failed to parse event data");
    expect(warn.mock.calls[0]![1]).toEqual({
      type: "parsing_error",
      reason: "Unexpected token 'n', \"not json\" is not valid JSON",
      data: "not json",
    });
  });

  it("reports a JSON event that is not a conversation event the same way", () => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    reportVoiceDebug({ type: "invalid_event", message: "Received invalid socket event", data: '{"hello":1}' });
    expect(warn).toHaveBeenCalledWith("Failed to parse event data", {
      type: "invalid_event",
      reason: "Received invalid socket event",
      data: '{"hello":1}',
    });
  });

  it("stays quiet for the SDK's routine debug events", () => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    reportVoiceDebug({ type: "tentative_agent_response", response: "Hel" });
    reportVoiceDebug({ type: "some_future_event", some_future_event: {} });
    reportVoiceDebug(null);
    reportVoiceDebug("text");
    expect(warn).not.toHaveBeenCalled();
  });
});
