import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/**
 * The site's toast API: sonner's, loaded on the first toast instead of on every page
 * (≈8 KiB of JS most visits never need). Calls made before it arrives are replayed in order
 * once the Toaster has mounted.
 */
type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]>[0];
type Kind = "message" | "success" | "error" | "info" | "warning";

let sonner: Promise<Sonner> | null = null;
let mounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});
let wanted = false;
const listeners = new Set<() => void>();

function load() {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  sonner ??= import("sonner");
  return sonner;
}

function show(kind: Kind, message: Message, options?: ExternalToast) {
  void Promise.all([load(), toasterMounted]).then(([s]) => {
    if (kind === "message") s.toast(message, options);
    else s.toast[kind](message, options);
  });
}

export const toast = Object.assign((message: Message, options?: ExternalToast) => show("message", message, options), {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  info: (message: Message, options?: ExternalToast) => show("info", message, options),
  warning: (message: Message, options?: ExternalToast) => show("warning", message, options),
  message: (message: Message, options?: ExternalToast) => show("message", message, options),
  dismiss: (id?: string | number) => void load().then((s) => s.toast.dismiss(id)),
});

/** True once any toast was requested: the root then mounts the (lazy) Toaster. */
export function useToasterWanted() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the Toaster after it mounted and subscribed. */
export function toasterReady() {
  mounted();
}
