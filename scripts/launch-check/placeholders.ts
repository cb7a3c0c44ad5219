import { noneYet } from "~/content/none-yet";

/**
 * What `npm run launch:check` counts as a placeholder in the business facts (facts.ts lists
 * which facts are read). One entry per kind: `field` picks the facts it applies to (all when
 * left out), `value` is what a placeholder looks like there. When a stand-in is replaced by the
 * real thing, its row turns PASS; a business whose real domain happens to match a pattern
 * removes that pattern here.
 */
export type PlaceholderPattern = {
  /** The row's name in the table. */
  kind: string;
  /** What to do about it, shown when found. */
  fix: string;
  /** Which facts this applies to, by their field path (e.g. `business.contact.phone`). */
  field?: RegExp;
  /** A placeholder value: matched by the pattern, or equal to one of the listed values. */
  value: RegExp | readonly string[];
};

/** The leadership names written as generic stand-ins (app/content/business-stories.ts). */
export const STAND_IN_TEAM_NAMES = [
  "Alex Morgan",
  "Priya Raman",
  "Daniel Okafor",
  "Sofia Marquez",
  "Ethan Brooks",
  "Grace Liu",
] as const;

/** The testimonial names written as generic stand-ins (app/content/business-stories.ts). */
export const STAND_IN_TESTIMONIAL_NAMES = [
  "Rachel T.",
  "Tom B.",
  "Nadia F.",
  "Gregory H.",
  "Hannah O.",
  "Linda C.",
  "Robert A.",
  "Dr. Sarah M.",
  "Daniel W.",
  "James R.",
  "Marco L.",
  "Elena G.",
  "Priya K.",
  "Andre M.",
  "Kelly J.",
  "Victor S.",
  "Monica V.",
  "Brian N.",
  "Jasmine W.",
  "Samuel E.",
  "Olivia P.",
  "Luis D.",
  "Dr. Alicia R.",
] as const;

export const PLACEHOLDER_PATTERNS: readonly PlaceholderPattern[] = [
  {
    kind: "Fictional phone number",
    fix: "put the real phone number in app/content/business.ts (contact.phone)",
    // 555-0100 to 555-0199 are reserved for fiction (the tel: form is digits only).
    value: /555[-\s]?01\d\d|\d{3}55501\d\d/,
  },
  {
    kind: "Stand-in domain voxa-ai.com",
    fix: "use the business's own domain (and MAIL_FROM on it)",
    value: /\bvoxa-ai\.com\b/i,
  },
  {
    kind: "Stand-in social profile",
    fix: "link the business's own profiles in app/content/business.ts (social), or leave one empty to hide it",
    field: /^business\.social\./,
    value: /\/company\/voxa-ai\b/i,
  },
  {
    kind: "Example domain",
    fix: "replace example domains with real addresses",
    value: /\bexample\.(com|org|net)\b/i,
  },
  {
    kind: "Street address missing",
    fix: "put the legal entity's street address in app/content/business.ts (contact.address); the legal pages print it",
    field: /^business\.contact\.address\.street$/,
    value: /^$/,
  },
  {
    // "" is a video nobody decided about; `noneYet` is the owner's "no recording yet" (decision 101).
    kind: "Video without a recording",
    fix: "add the recording's YouTube address in app/content/business-stories.ts (videos), or write noneYet there if there is none yet (its page then offers the live demo)",
    field: /^businessStories\.videos\./,
    value: /^$/,
  },
  {
    // Only optional proof (videos, client quotes) may be none yet; case stories say it with [].
    kind: "None yet on a required fact",
    fix: "fill in the real value: only videos and client quotes in app/content/business-stories.ts may be noneYet",
    field: /^(?!businessStories\.(videos|testimonials)\.)/,
    value: [noneYet],
  },
  {
    kind: "Sample case story",
    fix: "replace with an approved client story in app/content/business-stories.ts and set sample: false",
    field: /\.sample$/,
    value: /^true$/,
  },
  {
    kind: "Stand-in team member",
    fix: "name the real people in app/content/business-stories.ts (team)",
    field: /^businessStories\.team\[\d+\]\.name$/,
    value: STAND_IN_TEAM_NAMES,
  },
  {
    kind: "Stand-in testimonial",
    fix: "use real, approved quotes in app/content/business-stories.ts (testimonials)",
    field: /^businessStories\.testimonials\.[\w-]+\.name$/,
    value: STAND_IN_TESTIMONIAL_NAMES,
  },
];
