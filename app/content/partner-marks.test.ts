import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { partnerMarks, partnerMarksSprite } from "./partner-marks";
import { partners } from "./partners";

const root = path.resolve(__dirname, "../..");
const sprite = readFileSync(path.join(root, "public", partnerMarksSprite), "utf8");

describe("partner marks (generated from simple-icons, decision 053)", () => {
  it("the committed sprite and table are what the pinned simple-icons generates", () => {
    const out = execFileSync(process.execPath, ["scripts/gen-partner-marks.mjs", "--check"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(out).toContain("up to date");
  });

  it("every mark belongs to a listed partner and has its symbol in the sprite; the sprite holds nothing else", () => {
    const ids = [...sprite.matchAll(/<symbol id="([a-z0-9]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)].map(
      (m) => m[1],
    );
    expect(Object.keys(partnerMarks).every((name) => (partners as readonly string[]).includes(name))).toBe(true);
    expect(ids).toEqual(Object.values(partnerMarks));
    expect(sprite).toMatch(/CC0 1\.0.*trademarks of their owners/);
    // Small enough to fetch once below the fold.
    expect(sprite.length).toBeLessThan(12_000);
  });
});
