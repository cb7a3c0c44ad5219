import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately no tailwind-merge (≈20 KiB of JS on every page): components
 * expose variants for the things callers change instead of relying on class overrides.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
