import { readFileSync } from "node:fs";
import { caseStories } from "~/content/case-stories";
import { coreOfferHero } from "~/content/core-offer";
import { demoVideos } from "~/content/courses";
import type { VideoEmbed } from "~/content/offer-types";
import { partners } from "~/content/partners";
import { site } from "~/content/site";
import { leadership } from "~/content/team";
import { testimonials } from "~/content/testimonials";

/** One business fact as the site shows it: where it is written and its text. */
export type Fact = { file: string; field: string; value: string };

/** Every string, number and boolean under `value`, with its path (`a.b[0].c`). */
export function flatten(file: string, prefix: string, value: unknown): Fact[] {
  if (value === null || value === undefined) return [];
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return [{ file, field: prefix, value: String(value) }];
  if (Array.isArray(value)) return value.flatMap((v, i) => flatten(file, `${prefix}[${i}]`, v));
  if (typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => flatten(file, prefix ? `${prefix}.${k}` : k, v));
  return [];
}

/** A video embed with youtubeId always present ("" while the recording is not published). */
function withVideoId(video: VideoEmbed) {
  return { ...video, youtubeId: video.youtubeId ?? "" };
}

/**
 * The business facts in this checkout's content: contact details, team, testimonials, case
 * stories, partners and videos. Demo transcripts are left out on purpose: their callers are
 * fiction by design (555-01xx numbers), not facts about the business.
 */
export function repoFacts(): Fact[] {
  return [
    ...flatten("app/content/site.ts", "site", site),
    ...flatten("app/content/team.ts", "leadership.people", leadership.people),
    ...flatten("app/content/testimonials.ts", "testimonials", testimonials),
    ...flatten("app/content/case-stories.ts", "caseStories.items", caseStories.items),
    ...flatten("app/content/partners.ts", "partners", partners),
    ...flatten("app/content/courses.ts", "demoVideos", demoVideos.map(withVideoId)),
    ...flatten("app/content/core-offer.ts", "coreOfferHero.video", withVideoId(coreOfferHero.video)),
  ];
}

/** Facts from a JSON file (an array of { file, field, value }), in place of the content's. */
export function factsFromFile(path: string): Fact[] {
  const data: unknown = JSON.parse(readFileSync(path, "utf8"));
  const ok =
    Array.isArray(data) &&
    data.every(
      (f) =>
        typeof f === "object" &&
        f !== null &&
        typeof f.file === "string" &&
        typeof f.field === "string" &&
        typeof f.value === "string",
    );
  if (!ok) throw new Error(`${path}: expected a JSON array of { "file", "field", "value" } strings`);
  return data as Fact[];
}
