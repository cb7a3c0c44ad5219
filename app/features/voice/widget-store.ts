import { useSyncExternalStore } from "react";

/**
 * The voice-assistant widget is on every page, hidden at start. Other features reveal it
 * through `revealVoiceWidget()` (or `talkNow()`, which also opens the conversation); its
 * close button hides it again. The demo page hides it with a fade (spec §4: active to
 * inactive fades it over 300 ms, then hides it).
 *
 * `view` is what the widget shows while no call is on: the voice call's start button, or
 * the text chat (docs/decisions/052: one click to talk); "opening" while it finds out which.
 */
export type WidgetView = "voice" | "chat" | "opening";
export type WidgetState = { visible: boolean; fading: boolean; view: WidgetView };

const HIDDEN: WidgetState = { visible: false, fading: false, view: "voice" };
let state: WidgetState = HIDDEN;
let fadeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: Partial<WidgetState>) {
  const merged = { ...state, ...next };
  if (state.visible === merged.visible && state.fading === merged.fading && state.view === merged.view) return;
  state = merged;
  listeners.forEach((l) => l());
}

export function revealVoiceWidget(view?: WidgetView) {
  clearTimeout(fadeTimer);
  set({ visible: true, fading: false, ...(view ? { view } : {}) });
}

/** Whether the widget is shown now (a fade-out still counts until it ends). */
export function voiceWidgetVisible() {
  return state.visible;
}

export function setWidgetView(view: WidgetView) {
  set({ view });
}

/** Hides the widget; with `fadeMs` it first fades out for that long. */
export function hideVoiceWidget(opts: { fadeMs?: number } = {}) {
  clearTimeout(fadeTimer);
  if (!opts.fadeMs || !state.visible) return set({ visible: false, fading: false });
  set({ visible: true, fading: true });
  fadeTimer = setTimeout(() => set({ visible: false, fading: false }), opts.fadeMs);
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useVoiceWidgetState(): WidgetState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => HIDDEN,
  );
}

export function useVoiceWidgetVisible() {
  return useVoiceWidgetState().visible;
}
