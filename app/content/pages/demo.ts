import type { PublicPage } from "./types";

/** Public pages of the "demo" group. */
export const demoPages: PublicPage[] = [
  { path: "/demo", title: "Interactive Demo", section: "Resources", module: "routes/_demo/demo.tsx" },
];
