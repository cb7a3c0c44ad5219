import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root, found from this file whether it runs from source (tsx) or from build/. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "db", "migrations"))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export const migrationsDir = () => path.join(projectRoot(), "db", "migrations");
