import type { RouteConfigEntry } from "@react-router/dev/routes";
import { demoPages } from "../../content/pages/demo";
import { publicRoutes } from "../public-routes";

/** The interactive demo (prerendered). */
export const demoRoutes: RouteConfigEntry[] = publicRoutes(demoPages);
