import { useSyncExternalStore } from "react";

export type ThemeChoice = "light" | "dark" | "system";
export const THEME_KEY = "theme";

/**
 * Runs in <head> before first paint so a stored dark theme never flashes light.
 * Kept tiny and dependency-free; its sha256 is allowed by the CSP of prerendered pages.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem("${THEME_KEY}");var d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light"}catch(_){}})()`;

const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === "dark" || v === "system" ? v : "light";
  } catch {
    return "light";
  }
}

function systemDark() {
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
}

function apply(choice: ThemeChoice) {
  const dark = choice === "dark" || (choice === "system" && systemDark());
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

export function setTheme(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_KEY, choice);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  apply(choice);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const mq = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : undefined;
  const onSystem = () => {
    if (readChoice() === "system") apply("system");
    listener();
  };
  mq?.addEventListener("change", onSystem);
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_KEY) {
      apply(readChoice());
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    mq?.removeEventListener("change", onSystem);
    window.removeEventListener("storage", onStorage);
  };
}

const snapshot = () => `${readChoice()}:${systemDark() ? "dark" : "light"}`;

export function useTheme() {
  const value = useSyncExternalStore(subscribe, snapshot, () => "light:light");
  const [choice, system] = value.split(":") as [ThemeChoice, "light" | "dark"];
  const resolved: "light" | "dark" = choice === "system" ? system : choice;
  return { choice, resolved, setTheme };
}
