import type { RouteConfigEntry } from "@react-router/dev/routes";
import { toolsPages } from "../../../content/pages/tools";
import { publicRoutes } from "../../public-routes";

export const toolsRoutes: RouteConfigEntry[] = publicRoutes(toolsPages);
