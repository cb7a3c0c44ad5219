import { readFileSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR } from "./server";

export type ManifestRoute = {
  id: string;
  parentId: string | null;
  path: string | null;
  index: boolean;
  fullPath: string;
};

/**
 * The route manifest of the production build the suite runs against (the `routes` object
 * of BUILD_DIR/server/index.js), read as text so the test does not execute the app: every
 * route's id, parent, own path segment and full URL pattern.
 */
export function routeManifest(buildDir = BUILD_DIR): ManifestRoute[] {
  const source = readFileSync(path.join(buildDir, "server/index.js"), "utf8");
  const start = Math.max(source.lastIndexOf("var routes = {"), source.lastIndexOf("const routes = {"));
  if (start === -1) throw new Error(`no route manifest in ${buildDir}/server/index.js`);
  const entry =
    /"([^"]+)": \{\s*id: "([^"]+)",\s*parentId: (?:"([^"]+)"|void 0),\s*path: (?:"([^"]*)"|void 0),\s*index: (true|void 0),/g;
  const raw = [...source.slice(start).matchAll(entry)].map((m) => ({
    id: m[2]!,
    parentId: m[3] ?? null,
    path: m[4] ?? null,
    index: m[5] === "true",
  }));
  const byId = new Map(raw.map((r) => [r.id, r]));
  const fullPath = (id: string): string => {
    const r = byId.get(id);
    if (!r) return "";
    const parent = r.parentId ? fullPath(r.parentId) : "";
    const own = r.path ?? "";
    return own ? `${parent.replace(/\/$/, "")}/${own}` : parent || "/";
  };
  return raw.map((r) => ({ ...r, fullPath: fullPath(r.id) }));
}
