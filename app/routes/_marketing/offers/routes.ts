import type { RouteConfigEntry } from "@react-router/dev/routes";
import { offersPages } from "../../../content/pages/offers";
import { publicRoutes } from "../../public-routes";

export const offersRoutes: RouteConfigEntry[] = publicRoutes(offersPages);
