import type { RouteConfigEntry } from "@react-router/dev/routes";
import { industriesPages } from "../../../content/pages/industries";
import { publicRoutes } from "../../public-routes";

export const industriesRoutes: RouteConfigEntry[] = publicRoutes(industriesPages);
