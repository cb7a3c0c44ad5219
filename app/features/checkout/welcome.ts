import { useState } from "react";
import { useLocation } from "react-router";

/**
 * How a visitor who just signed in is greeted on /checkout (issue 15): the login page passes
 * the reason in the navigation's state, so the URL stays exactly /checkout (spec §2).
 */
export type Welcome = "confirmed" | "signed-in";

export function welcomeState(welcome: Welcome) {
  return { welcome };
}

/**
 * The greeting for this visit, read once. Only a client-side arrival (the login page's
 * navigation) is greeted: a reload renders on the server without history state, and reading it
 * while hydrating would make the page differ from its HTML.
 */
export function useWelcome(): Welcome | null {
  const location = useLocation();
  const [welcome] = useState<Welcome | null>(() => {
    if (typeof document === "undefined" || document.documentElement.dataset.hydrated !== "true") return null;
    const value = (location.state as { welcome?: unknown } | null)?.welcome;
    return value === "confirmed" || value === "signed-in" ? value : null;
  });
  return welcome;
}
