import { legalPages as pages } from "../legal";
import type { PublicPage } from "./types";

/** Legal and trust pages. Keep in step with app/routes/_marketing/company/routes.ts. */
export const legalPages: PublicPage[] = pages.map((p) => ({ path: p.path, title: p.title, section: "Legal" }));
