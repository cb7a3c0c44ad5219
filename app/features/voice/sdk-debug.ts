/**
 * The ElevenLabs SDK drops a conversation event it cannot read and reports it only to
 * `onDebug` ({ type: "parsing_error" | "invalid_event", message, data, error? } in
 * @elevenlabs/client 1.x). Spec §8 "Voice client rules": an unparsable event reports
 * "Failed to parse event data". Everything else the SDK sends to onDebug is routine
 * (tentative replies, unknown event types) and stays quiet.
 */
export const PARSE_FAILURE_MESSAGE = "Failed to parse event data";

type SdkDebugInfo = { type?: unknown; message?: unknown; error?: unknown; data?: unknown };

export function reportVoiceDebug(info: unknown) {
  if (!info || typeof info !== "object") return;
  const { type, message, error, data } = info as SdkDebugInfo;
  if (type !== "parsing_error" && type !== "invalid_event") return;
  console.warn(PARSE_FAILURE_MESSAGE, { type, reason: error ?? message, data });
}
