import { useEffect, useState } from "react";

/**
 * The owner's way to the console from the account menu and after signing in (issue 43). Whether
 * this account is an admin is the server's to say (ADMIN_EMAILS), so it is asked once per signed-in
 * account (GET /api/account/console) and kept for the page's life; everyone else gets null.
 */
const known = new Map<string, Promise<string | null>>();

export function fetchConsoleLink(userId = ""): Promise<string | null> {
  let found = known.get(userId);
  if (!found) {
    found = fetch("/api/account/console", {
      credentials: "same-origin",
      cache: "no-store",
      headers: { accept: "application/json" },
    })
      .then(async (res) => (res.ok ? (((await res.json()) as { console?: unknown }).console ?? null) : null))
      .then((link) => (typeof link === "string" && link.startsWith("/admin") ? link : null))
      .catch(() => {
        // A failed look-up is asked again next time.
        known.delete(userId);
        return null;
      });
    if (userId) known.set(userId, found);
  }
  return found;
}

/** The console link for the signed-in account `userId` (null until known, and for everyone but an admin). */
export function useConsoleLink(userId: string | null): string | null {
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) {
      setLink(null);
      return;
    }
    let live = true;
    void fetchConsoleLink(userId).then((l) => {
      if (live) setLink(l);
    });
    return () => {
      live = false;
    };
  }, [userId]);
  return link;
}
