import type { RouteConfigEntry } from "@react-router/dev/routes";
import { solutionsPages } from "../../../content/pages/solutions";
import { publicRoutes } from "../../public-routes";

export const solutionsRoutes: RouteConfigEntry[] = publicRoutes(solutionsPages);
