/**
 * Stands in for `livekit-client` in the browser build (vite.config.ts alias). The demo opens
 * ElevenLabs conversations with a signed URL, i.e. over WebSocket; the SDK reaches LiveKit
 * only for WebRTC sessions (an agent id without a signed URL), which we never start. The
 * stub keeps ~130 KiB (gzip) of WebRTC code out of the voice call's download.
 */
function unavailable(): never {
  throw new Error(
    "WebRTC voice sessions are not part of this build: start the conversation with a signed URL (WebSocket).",
  );
}

export class Room {
  constructor() {
    unavailable();
  }
}
export const RoomEvent = {} as Record<string, string>;
export const ConnectionState = {} as Record<string, string>;
export const Track = { Source: {}, Kind: {} } as { Source: Record<string, string>; Kind: Record<string, string> };
export function createLocalAudioTrack(): never {
  return unavailable();
}
