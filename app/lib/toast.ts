import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/**
 * The site's toast API: sonner's, loaded on the first toast instead of on every page
 * (≈8 KiB of JS most visits never need). Calls made before it arrives are replayed in order
 * once the Toaster has mounted.
 */
type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]>[0];
export type Kind = "message" | "success" | "error" | "info" | "warning";

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

export type ToastRequest = { kind: Kind; message: Message; options?: ExternalToast; carried?: boolean };
/** Where a leaving page leaves its toasts for the next (app/islands/toast-carry.ts). */
export const CARRY_KEY = "carried-toasts";
/** Asked for, not shown yet (sonner or the Toaster still loading). */
export const waitingToasts = new Set<ToastRequest>();
/** Set on a page that is leaving for the next one (app/islands/toast-carry.ts): toasts go with it. */
export const carrier: { take: ((request: ToastRequest) => void) | null } = { take: null };

export function show(kind: Kind, message: Message, options?: ExternalToast) {
  const request: ToastRequest = { kind, message, options };
  if (carrier.take) return carrier.take(request);
  waitingToasts.add(request);
  void Promise.all([load(), toasterMounted]).then(([s]) => {
    waitingToasts.delete(request);
    if (request.carried) return;
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
