import type { PublicPage } from "./types";

/** Public pages of the "tools" group. */
export const toolsPages: PublicPage[] = [
  {
    path: "/roi-calculator",
    title: "ROI Calculator",
    section: "Resources",
    module: "routes/_marketing/tools/roi-calculator.tsx",
  },
];
