import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "tools" group; their paths are listed in app/content/pages/tools.ts. */
export const toolsRoutes: RouteConfigEntry[] = [route("roi-calculator", "routes/_marketing/tools/roi-calculator.tsx")];
