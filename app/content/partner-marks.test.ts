import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { partnerMarks, partnerMarksSprite } from "./partner-marks";
import { partners } from "./partners";

const root = path.resolve(__dirname, "../..");
const sprite = readFileSync(path.join(root, "public", partnerMarksSprite), "utf8");

describe("partner marks (our own monograms, decision 107)", () => {
  it("the committed sprite and table are what the generator draws", () => {
    const out = execFileSync(process.execPath, ["scripts/gen-partner-marks.mjs", "--check"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(out).toContain("up to date");
  });

  it("every one of the eleven partners has a drawn mark: none is left as a grey word", () => {
    expect(partners).toHaveLength(11);
    expect(partners.filter((name) => !partnerMarks[name])).toEqual([]);
  });

  it("each mark is a monogram in the shared frame, in the theme's colour; the sprite holds nothing else and no partner's logo", () => {
    const symbols = [
      ...sprite.matchAll(
        /<symbol id="([a-z0-9]+)" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="[\d.]+" stroke-linecap="round" stroke-linejoin="round"><rect x="2.75" y="2.75" width="18.5" height="18.5" rx="5.25"\/><path d="[^"]+"\/><\/g><\/symbol>/g,
      ),
    ].map((m) => m[1]);
    expect(symbols).toEqual(Object.values(partnerMarks));
    expect(sprite).toContain("no partner's logo");
    expect(sprite).not.toMatch(/simple-icons|trademarks of their owners/);
    // Small enough to fetch once below the fold.
    expect(sprite.length).toBeLessThan(6_000);
  });
});
