import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { DIR, readRecords, renderIndex } from "./decisions-index.mjs";

describe("decision records", () => {
  it("every record starts with its number and title and has a Status line", () => {
    const { records, problems } = readRecords();
    expect(problems).toEqual([]);
    expect(records.length).toBeGreaterThanOrEqual(56);
  });

  it("docs/decisions/README.md lists every record with its status (node scripts/decisions-index.mjs)", () => {
    const { records } = readRecords();
    expect(readFileSync(path.join(DIR, "README.md"), "utf8")).toBe(renderIndex(records));
    expect(renderIndex(records)).toContain(
      "| [077](077-referred-pages-from-memory.md) | A prerendered page opened from a partner's link is answered from memory |",
    );
  });
});
