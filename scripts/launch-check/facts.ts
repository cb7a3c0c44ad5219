import { readFileSync } from "node:fs";
import { business } from "~/content/business";
import { businessStories } from "~/content/business-stories";

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

/**
 * The business facts in this checkout: everything in the owner's two facts files (decision 067),
 * where an empty string is a fact not filled in yet (a video not recorded, no street address).
 * Demo transcripts are not facts: their callers are fiction by design (555-01xx numbers).
 */
export function repoFacts(): Fact[] {
  return [
    ...flatten("app/content/business.ts", "business", business),
    ...flatten("app/content/business-stories.ts", "businessStories", businessStories),
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
