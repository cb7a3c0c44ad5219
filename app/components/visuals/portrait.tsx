import type { PortraitSpec } from "~/content/team";
import { cn } from "~/lib/cn";

/**
 * An illustrated head-and-shoulders portrait drawn from a few parameters (team.ts): no photo of
 * anyone, nothing to download. Skin and hair are fixed illustration colours; the backdrop and the
 * top follow the theme's tokens. Decorative (the name is printed beside it), so aria-hidden.
 */
const SKIN = ["#f6d9c6", "#edc19e", "#d29a70", "#b27450", "#8c5637", "#5c3923"] as const;
const HAIR: Record<PortraitSpec["hairColor"], string> = {
  black: "#1c1816",
  "dark-brown": "#3a271c",
  brown: "#6a4330",
  auburn: "#8f3f22",
  blonde: "#d6ae68",
  grey: "#a7a9a4",
};
/** Stronger tints on the dark theme's card, where the light theme's 15 % read as a dim grey disc. */
const BACKDROP: Record<PortraitSpec["backdrop"], string> = {
  brand: "fill-primary/15 dark:fill-primary/40",
  signal: "fill-signal/25 dark:fill-signal/40",
  spark: "fill-spark/15 dark:fill-spark/35",
};
const TOP: Record<PortraitSpec["top"], string> = {
  primary: "fill-primary",
  spark: "fill-spark",
  deep: "fill-secondary-foreground",
};
const INK = "#1c1816";

/** Hair drawn behind the head (length) and in front of it (fringe, crown). */
const BACK: Partial<Record<PortraitSpec["hair"], string>> = {
  long: "M29.5 44C29 27 37 19.5 48 19.5S67 27 66.5 44L68 70C60 73.5 36 73.5 28 70Z",
  bob: "M30 44C29.5 27 37.5 19.5 48 19.5S66.5 27 66 44L66.5 59.5C61 62 35 62 29.5 59.5Z",
};
const FRONT: Record<PortraitSpec["hair"], string> = {
  short: "M32.6 41C30.8 27.5 38.5 20.5 48.5 20.5S65.5 27 63.4 41C62 34.5 59.5 31 55.5 29.8 50.5 33 42 34.5 32.6 41Z",
  long: "M32.8 42C32 28 39.5 21.5 48 21.5S64 28 63.2 42C60 34 53.5 29.5 47 29.2 43 33.5 38 37.5 32.8 42Z",
  bob: "M32.8 42C32 28 39.5 21.5 48 21.5S64 28 63.2 42C57 37.5 52 33 50 29.5 45 34 39 38 32.8 42Z",
  bun: "M32.8 41C32.2 28.5 39.5 22.5 48 22.5S63.8 28.5 63.2 41C60.5 33 55 29.5 48 29.5S35.5 33 32.8 41ZM48 13A7 7 0 1 1 48 27 7 7 0 1 1 48 13Z",
  curly:
    "M31.5 40C27.5 34 31 27 36 26.5 37 20.5 43 18 48 20 53 18 59 20.5 60 26.5 65 27 68.5 34 64.5 40 62 34 56 31.5 48 31.5S34 34 31.5 40Z",
  buzz: "M33.2 39C33.2 27.5 40 23 48 23S62.8 27.5 62.8 39C59.5 32.5 54.5 30.5 48 30.5S36.5 32.5 33.2 39Z",
};

export function Portrait({ spec, className }: { spec: PortraitSpec; className?: string }) {
  const skin = SKIN[spec.skin - 1];
  const hair = HAIR[spec.hairColor];
  const back = BACK[spec.hair];
  return (
    <svg aria-hidden="true" data-portrait="" viewBox="0 0 96 96" className={cn("rounded-full bg-card", className)}>
      <rect width="96" height="96" className={BACKDROP[spec.backdrop]} />
      {/* The figure, drawn at 96 × 96, enlarged about the bottom centre to fill the circle. */}
      <g transform="matrix(1.1 0 0 1.1 -4.8 -9.6)">
        {back && <path d={back} fill={hair} />}
        <path d="M41.5 52h13v16h-13z" fill={skin} />
        <path d="M41.5 56.5c4 2.5 9 2.5 13 0V52h-13z" fill={INK} opacity=".12" />
        <path d="M14 96c0-19 14.5-29.5 34-29.5s34 10.5 34 29.5z" className={TOP[spec.top]} />
        <path d="M41.2 66.2c2.5 6.5 11.1 6.5 13.6 0z" fill={skin} />
        <circle cx="33" cy="43.5" r="3.6" fill={skin} />
        <circle cx="63" cy="43.5" r="3.6" fill={skin} />
        <ellipse cx="48" cy="42" rx="15" ry="17.5" fill={skin} />
        {spec.beard && (
          <path
            d="M33.5 45c.5 10.5 7 16.2 14.5 16.2S62 55.5 62.5 45c-3 6.5-8 8.8-14.5 8.8S36.5 51.5 33.5 45Z"
            fill={hair}
          />
        )}
        <path d={FRONT[spec.hair]} fill={hair} />
        <circle cx="39" cy="49.5" r="2.6" fill="#e0664f" opacity=".18" />
        <circle cx="57" cy="49.5" r="2.6" fill="#e0664f" opacity=".18" />
        <circle cx="42.5" cy="43.5" r="1.7" fill={INK} />
        <circle cx="53.5" cy="43.5" r="1.7" fill={INK} />
        <path
          d="M43.8 50.6q4.2 3.4 8.4 0"
          fill="none"
          stroke={INK}
          strokeWidth="1.6"
          strokeLinecap="round"
          opacity=".8"
        />
        {spec.glasses && (
          <g fill="#ffffff" fillOpacity=".18" stroke={INK} strokeWidth="1.3">
            <rect x="37.2" y="39.6" width="10" height="8" rx="3.2" />
            <rect x="48.8" y="39.6" width="10" height="8" rx="3.2" />
            <path d="M47.2 42.6h1.6" fill="none" />
          </g>
        )}
      </g>
    </svg>
  );
}
