import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import type { PublicPage } from "../content/pages/types";

/**
 * The route entries of a group of public pages, made from the page registry (app/content/pages):
 * a page's path, module and id are declared once there. Route config files are read by React
 * Router's own loader, which knows no import alias: relative imports only.
 */
export function publicRoutes(pages: PublicPage[]): RouteConfigEntry[] {
  return pages.map((p) => (p.id ? route(p.path.slice(1), p.module, { id: p.id }) : route(p.path.slice(1), p.module)));
}
