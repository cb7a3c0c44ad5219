import { useSyncExternalStore } from "react";

/**
 * The voice-assistant widget is on every page, hidden at start. Other features reveal it
 * through `revealVoiceWidget()`; its close button hides it again. The demo page hides it
 * with a fade (spec §4: active to inactive fades it over 300 ms, then hides it).
 */
export type WidgetState = { visible: boolean; fading: boolean };

let state: WidgetState = { visible: false, fading: false };
let fadeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const HIDDEN: WidgetState = { visible: false, fading: false };

function set(next: WidgetState) {
  if (state.visible === next.visible && state.fading === next.fading) return;
  state = next;
  listeners.forEach((l) => l());
}

export function revealVoiceWidget() {
  clearTimeout(fadeTimer);
  set({ visible: true, fading: false });
}

/** Hides the widget; with `fadeMs` it first fades out for that long. */
export function hideVoiceWidget(opts: { fadeMs?: number } = {}) {
  clearTimeout(fadeTimer);
  if (!opts.fadeMs || !state.visible) return set(HIDDEN);
  set({ visible: true, fading: true });
  fadeTimer = setTimeout(() => set(HIDDEN), opts.fadeMs);
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
