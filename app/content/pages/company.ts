import type { PublicPage } from "./types";

/** Public pages of the "company" group. Keep in step with app/routes/_marketing/company/routes.ts. */
export const companyPages: PublicPage[] = [];
