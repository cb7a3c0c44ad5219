import type { PublicPage } from "./types";

/** Public pages of the "solutions" group. Keep in step with app/routes/_marketing/solutions/routes.ts. */
export const solutionsPages: PublicPage[] = [];
