import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The interactive demo; its path is listed in app/content/pages/demo.ts (prerendered). */
export const demoRoutes: RouteConfigEntry[] = [route("demo", "routes/_demo/demo.tsx")];
