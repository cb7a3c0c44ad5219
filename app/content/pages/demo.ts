import type { PublicPage } from "./types";

/** Public pages of the "demo" group. Keep in step with app/routes/_demo/routes.ts. */
export const demoPages: PublicPage[] = [{ path: "/demo", title: "Interactive Demo", section: "Resources" }];
