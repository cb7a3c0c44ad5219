import { industryPages } from "../industry-pages";
import { specialties } from "../specialties";
import type { PublicPage } from "./types";

/** Public pages of the "industries" group: a template per page family, each path with its own route id. */
export const industriesPages: PublicPage[] = [
  ...industryPages.map((p): PublicPage => ({
    path: p.path,
    title: p.name,
    section: "Industries",
    module: "routes/_marketing/industries/industry.tsx",
    id: `industry-${p.slug}`,
  })),
  {
    path: "/voice-agents-marketplace",
    title: "AI Voice Agents for Healthcare",
    section: "Healthcare Specialties",
    module: "routes/_marketing/industries/marketplace.tsx",
  },
  ...specialties.map((s): PublicPage => ({
    path: s.path,
    title: s.title,
    section: "Healthcare Specialties",
    module: "routes/_marketing/industries/specialty.tsx",
    id: `specialty-${s.slug}`,
  })),
];
