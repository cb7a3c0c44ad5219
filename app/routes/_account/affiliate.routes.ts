import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/** /affiliate-program: guarded; its index child is the affiliate page (spec route table). */
export const affiliateRoutes: RouteConfigEntry[] = [
  route("affiliate-program", "routes/_account/affiliate-program/layout.tsx", [index("routes/_account/affiliate-program/index.tsx")]),
];
