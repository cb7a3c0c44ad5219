import { useEffect, useState } from "react";

/**
 * The header's view of the session. Marketing pages are prerendered, so the signed-in
 * state is fetched after hydration from /api/auth/get-session (one small request, no
 * client library) and shared by every component through this store.
 */
export type ClientUser = { id: string; email: string; name: string; emailVerified: boolean };
export type SessionState =
  | { status: "unknown" }
  | { status: "signed-out" }
  | { status: "signed-in"; user: ClientUser };

const UNKNOWN: SessionState = { status: "unknown" };
const SIGNED_OUT: SessionState = { status: "signed-out" };

let state: SessionState = UNKNOWN;
let inflight: Promise<SessionState> | null = null;
let lastChecked = 0;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

export function getSessionState() {
  return state;
}

export function refreshSession(): Promise<SessionState> {
  if (inflight) return inflight;
  inflight = fetch("/api/auth/get-session", { credentials: "same-origin", cache: "no-store", headers: { accept: "application/json" } })
    .then(async (res) => (res.ok ? ((await res.json()) as { user?: ClientUser } | null) : null))
    .catch(() => null)
    .then((body) => {
      lastChecked = Date.now();
      const user = body?.user;
      const next: SessionState = user
        ? { status: "signed-in", user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified } }
        : SIGNED_OUT;
      set(next);
      return next;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export function markSignedOut() {
  set(SIGNED_OUT);
}

export async function signOut(): Promise<boolean> {
  try {
    const res = await fetch("/api/auth/sign-out", {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: "{}",
    });
    if (!res.ok) return false;
  } catch {
    return false;
  }
  markSignedOut();
  return true;
}

/**
 * The current session; checks once after hydration and again when the tab regains focus.
 * Every render before the first effect (server and hydration alike) sees "unknown".
 */
export function useSession(): SessionState {
  const [current, setCurrent] = useState<SessionState>(UNKNOWN);
  useEffect(() => {
    const update = () => setCurrent(state);
    listeners.add(update);
    update();
    if (state.status === "unknown" && !inflight) void refreshSession();
    const onFocus = () => {
      if (Date.now() - lastChecked > 30_000) void refreshSession();
    };
    window.addEventListener("focus", onFocus);
    return () => {
      listeners.delete(update);
      window.removeEventListener("focus", onFocus);
    };
  }, []);
  return current;
}
