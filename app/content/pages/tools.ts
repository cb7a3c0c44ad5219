import type { PublicPage } from "./types";

/** Public pages of the "tools" group. Keep in step with app/routes/_marketing/tools/routes.ts. */
export const toolsPages: PublicPage[] = [{ path: "/roi-calculator", title: "ROI Calculator", section: "Resources" }];
