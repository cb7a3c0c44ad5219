import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types
import { buildInputs } from "./ensure-build.mjs";

describe("the build's fingerprint (npm start builds again when a source changed)", () => {
  it("covers every source folder the site imports through package.json's aliases, and the server bundler", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { imports: Record<string, string> };
    const folders = Object.entries(pkg.imports)
      .filter(([alias]) => !alias.startsWith("#tests"))
      .map(([, target]) => target.replace(/^\.\//, "").split("/")[0]);
    expect(folders).toContain("platform");
    for (const folder of folders) expect(buildInputs).toContain(folder);
    expect(buildInputs).toEqual(expect.arrayContaining(["app", "server", "scripts/build-server.mjs"]));
  });
});
