import { useSyncExternalStore } from "react";

/**
 * The voice-assistant widget is on every page, hidden at start. Other features reveal it
 * through `revealVoiceWidget()`; its close button hides it again.
 */
let visible = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (visible === value) return;
  visible = value;
  listeners.forEach((l) => l());
}

export function revealVoiceWidget() {
  set(true);
}

export function hideVoiceWidget() {
  set(false);
}

export function useVoiceWidgetVisible() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => visible,
    () => false,
  );
}
