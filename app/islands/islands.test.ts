import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { islandLoaders } from "./registry";

/**
 * Decision 079. On an island page only the islands run, so a component that needs the page's
 * script (state, effects, handlers, stores) must sit inside one. This test follows each island
 * route's imports (esbuild's module graph) without entering modules that declare an island, and
 * fails on any module it reaches that uses React state or effects, a router hook or an event
 * handler: that part would be dead on the page.
 */
const root = path.resolve(__dirname, "../..");
const INTERACTIVE =
  /\buse(State|Effect|LayoutEffect|Reducer|SyncExternalStore|Transition|Fetcher|Navigate|Revalidator|ActionData|SearchParams|Session|Theme|Enhanced)\s*\(|\bon(Click|Change|Submit|Input|KeyDown|PointerEnter|PointerDown)=\{/;
// Read-only during render, right in the server's HTML: nothing for the browser to do.
// The checkout's greeting reads the navigation's state once, only on a client-side arrival (which
// React Router renders): on the island page it is always the server's plain hero (decision 109).
const INERT = new Set(["app/components/layout/nav-parts.tsx", "app/features/checkout/welcome.ts"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return /\.tsx$/.test(name) ? [full] : [];
  });
}
const islandRoutes = routeFiles(path.join(root, "app/routes")).filter((f) =>
  /export const handle = \{ islands: true \}/.test(readFileSync(f, "utf8")),
);

async function graph(entry: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    alias: { "~": path.join(root, "app") },
    loader: { ".woff2": "empty", ".svg": "empty", ".png": "empty", ".css": "empty" },
    define: { __PUBLIC_ENV__: "{}" },
    absWorkingDir: root,
    logLevel: "silent",
  });
  return result.metafile;
}

/** Modules reachable from the route that would need hydration, with the path that reaches each. */
function deadParts(meta: Metafile, entry: string): string[] {
  const dead: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file) || !meta.inputs[file] || file.startsWith("node_modules/") || file.startsWith("<")) return;
    seen.add(file);
    const source = readFileSync(path.join(root, file), "utf8");
    if (/\bisland\(\s*"/.test(source)) return; // an island's own module: it runs on the page
    if (file.endsWith(".server.ts") || file.endsWith(".server.tsx")) return; // never in the browser
    if (INTERACTIVE.test(source) && !INERT.has(file) && !file.startsWith("app/routes/"))
      dead.push([...trail, file].join(" → "));
    for (const dep of meta.inputs[file].imports) if (dep.kind === "import-statement") walk(dep.path, [...trail, file]);
  };
  walk(path.relative(root, entry), []);
  return dead;
}

describe("island pages", () => {
  it("some routes are built from islands", () => {
    expect(islandRoutes.length).toBeGreaterThan(0);
  });

  for (const file of islandRoutes) {
    const name = path.relative(root, file);
    it(`${name}: every part that needs the page's script is inside an island`, async () => {
      const source = readFileSync(file, "utf8");
      // The route's own component never hydrates: it may not hold state or handlers itself. It may
      // read the action's answer, which only exists while the server renders (into the HTML, and
      // into an island's props).
      const component = source
        .replace(/export (async )?function (loader|action|meta)[\s\S]*?\n\}/g, "")
        .replace(/\buseActionData\(\)/g, "");
      expect(INTERACTIVE.test(component)).toBe(false);
      expect(deadParts(await graph(file), file)).toEqual([]);
    });
  }
});

describe("the island registry", () => {
  for (const [name, load] of Object.entries(islandLoaders)) {
    it(`"${name}" loads the component declared under that name`, async () => {
      const component = (await load()) as unknown as { name?: string };
      expect(typeof component).toBe("function");
      // The loader hands over the inner component; its island wrapper carries the same name.
      const modules = readFileSync(path.join(root, "app/islands/registry.ts"), "utf8");
      const declared = new RegExp(`"?${name}"?:\\s*\\(\\)\\s*=>\\s*import\\("~/([^"]+)"\\)`).exec(modules)?.[1];
      expect(declared).toBeTruthy();
      const file = ["tsx", "ts"]
        .map((ext) => path.join(root, "app", `${declared}.${ext}`))
        .find((f) => {
          try {
            return statSync(f).isFile();
          } catch {
            return false;
          }
        })!;
      expect(readFileSync(file, "utf8")).toMatch(new RegExp(`island\\(\\s*"${name}",`));
    });
  }
});
