import type { CSSProperties } from "react";

/**
 * Inline CSS custom properties for the motion classes in app.css (`vx-in`, `vx-bar`, `vx-wave`…):
 * the data decides the order and timing, the stylesheet does the animating.
 */
export function motion(vars: { delay?: number; len?: number; from?: number; to?: number }): CSSProperties {
  const style: Record<string, string | number> = {};
  if (vars.delay !== undefined) style["--vx-delay"] = `${vars.delay}s`;
  if (vars.len !== undefined) style["--vx-len"] = vars.len;
  if (vars.from !== undefined) style["--vx-from"] = vars.from;
  if (vars.to !== undefined) style["--vx-to"] = vars.to;
  return style as CSSProperties;
}

/** Seconds between two transcript lines, and before the first. */
export const LINE_STEP = 1.6;
export const FIRST_LINE = 0.5;

export function lineDelay(index: number) {
  return Math.round((FIRST_LINE + index * LINE_STEP) * 100) / 100;
}

/** A card surface shared by the visuals (themed by the tokens). */
export const visualCard = "rounded-2xl border bg-card text-card-foreground shadow-float";
