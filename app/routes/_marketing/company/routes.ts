import type { RouteConfigEntry } from "@react-router/dev/routes";
import { companyPages } from "../../../content/pages/company";
import { legalPages } from "../../../content/pages/legal";
import { publicRoutes } from "../../public-routes";

/** The company group and the legal and trust pages (content in app/content/legal/). */
export const companyRoutes: RouteConfigEntry[] = [...publicRoutes(companyPages), ...publicRoutes(legalPages)];
