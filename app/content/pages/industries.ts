import { industryPages } from "../industry-pages";
import { specialties } from "../specialties";
import type { PublicPage } from "./types";

/** Public pages of the "industries" group. Keep in step with app/routes/_marketing/industries/routes.ts. */
export const industriesPages: PublicPage[] = [
  ...industryPages.map((p): PublicPage => ({ path: p.path, title: p.name, section: "Industries" })),
  { path: "/voice-agents-marketplace", title: "AI Voice Agents for Healthcare", section: "Healthcare Specialties" },
  ...specialties.map((s): PublicPage => ({ path: s.path, title: s.title, section: "Healthcare Specialties" })),
];
