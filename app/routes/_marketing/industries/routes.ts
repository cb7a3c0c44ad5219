import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { industryPages } from "../../../content/industry-pages";
import { specialties } from "../../../content/specialties";

/** Routes of the "industries" group; their paths are listed in app/content/pages/industries.ts. */
export const industriesRoutes: RouteConfigEntry[] = [
  // One template per page family; each path gets its own route id.
  ...industryPages.map((p) => route(p.path.slice(1), "routes/_marketing/industries/industry.tsx", { id: `industry-${p.slug}` })),
  route("voice-agents-marketplace", "routes/_marketing/industries/marketplace.tsx"),
  ...specialties.map((s) => route(s.path.slice(1), "routes/_marketing/industries/specialty.tsx", { id: `specialty-${s.slug}` })),
];
