import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Reads the islands build's manifest (decision 079): the entry script, the files it imports (to
 * preload with it), and for each island the files its code needs. Used by the main build (the
 * pages name the entry) and by the page rewrite (each page preloads the islands it holds).
 * Null when there is no islands build (development server): pages then load React Router's client.
 */
/** Beside the build directory, not in it: React Router's build empties that directory. */
export const islandsOutDir = (buildDir: string) => `${buildDir}-islands`;

export interface IslandScripts {
  entry: string;
  preload: string[];
  islands: Record<string, string[]>;
}

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export function readIslandScripts(buildDir: string, root = "."): IslandScripts | null {
  const file = join(root, islandsOutDir(buildDir), ".vite", "manifest.json");
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, Chunk>;
  const withImports = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) withImports(dep, seen);
    return seen;
  };
  const url = (key: string) => `/${manifest[key].file}`;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error(`${file} names no entry`);
  // The entry starts React in a chunk of its own (app/islands/hydrate.ts): every page needs it, so it is preloaded with it.
  const entryFiles = withImports(entryKey);
  if (manifest["app/islands/hydrate.ts"]) withImports("app/islands/hydrate.ts", entryFiles);
  const registry = readFileSync(join(root, "app", "islands", "registry.ts"), "utf8");
  const islands: Record<string, string[]> = {};
  for (const [, name, path] of registry.matchAll(/"?([\w-]+)"?:\s*\(\)\s*=>\s*import\("~\/([^"]+)"\)/g)) {
    const key = ["tsx", "ts"].map((ext) => `app/${path}.${ext}`).find((k) => manifest[k]);
    // No chunk of its own: the island travels inside the entry's shared part (vite.islands.config.ts).
    islands[name] = key ? [...withImports(key)].filter((k) => !entryFiles.has(k)).map(url) : [];
  }
  return {
    entry: url(entryKey),
    preload: [...entryFiles].filter((k) => k !== entryKey).map(url),
    islands,
  };
}
