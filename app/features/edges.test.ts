import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { featureEdges } from "./edges.mjs";

const root = resolve(__dirname);
const folders = readdirSync(root).filter((f) => statSync(join(root, f)).isDirectory());
const edges = featureEdges;

/** Every production file's value imports of another feature folder: `from → to`. */
function importedFeatures(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const from = relative(root, path).split("/")[0]!;
        for (const m of readFileSync(path, "utf8").matchAll(
          /^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+["']([^"']+)["']/gm,
        )) {
          if (m[1]) continue;
          const spec = m[2]!;
          let to: string | undefined;
          if (spec.startsWith("~/features/")) to = spec.split("/")[2];
          else if (spec.startsWith(".")) {
            const abs = resolve(dirname(path), spec);
            if (abs.startsWith(`${root}/`)) to = relative(root, abs).split("/")[0];
          }
          if (to && to !== from) found.set(from, (found.get(from) ?? new Set()).add(to));
        }
      }
    }
  };
  walk(root);
  return found;
}

describe("the feature graph (issue 44, decision 123)", () => {
  it("lists every feature folder, and only feature folders", () => {
    expect(Object.keys(edges).sort()).toEqual([...folders].sort());
    for (const targets of Object.values(edges)) for (const t of targets) expect(folders).toContain(t);
  });

  it("is a DAG: no feature reaches itself through the edges it may use", () => {
    const order: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === "done") return;
      if (state.get(f) === "open") throw new Error(`cycle: ${[...path, f].join(" → ")}`);
      state.set(f, "open");
      for (const t of edges[f] ?? []) visit(t, [...path, f]);
      state.set(f, "done");
      order.push(f);
    };
    for (const f of Object.keys(edges)) visit(f, []);
    expect(order).toHaveLength(folders.length);
  });

  it("holds for the code as it stands: every value import between features is a listed edge", () => {
    const unlisted: string[] = [];
    for (const [from, targets] of importedFeatures())
      for (const to of targets) if (!edges[from]?.includes(to)) unlisted.push(`${from} → ${to}`);
    expect(unlisted).toEqual([]);
  });

  it("the example that started it stays fixed: scheduling never imports checkout (decision 119)", () => {
    expect(edges.scheduling).not.toContain("checkout");
    expect(edges.notifications).toEqual([]);
  });
});
