// The Vitest files that touch a database, for the second run of the unit and integration tests on
// PGlite (issue 19: database tests on both engines, the rest once). A file counts when anything it
// imports, however indirectly, opens a database (platform/db.server.ts, tests/support/db.ts, PGlite,
// pg), or when it starts another process, which may open one with the environment it inherits.
// Bundling each file with esbuild (nothing written) follows every import as the test runner would;
// a file the bundler cannot follow counts as touching the database, so a doubt runs it twice.
import { build } from "esbuild";
import path from "node:path";
import { pathToFileURL } from "node:url";

const DATABASE_MODULES = [
  /^platform\/db\.server\.ts$/,
  /^tests\/support\/db\.ts$/,
  /node_modules\/(@electric-sql\/pglite|pg)\//,
];
const STARTS_A_PROCESS = /^(node:)?child_process$/;

export async function vitestFiles() {
  const { createVitest } = await import("vitest/node");
  const vitest = await createVitest("test", { watch: false, run: true }, {}, {});
  try {
    const specs = await vitest.globTestSpecifications();
    return [...new Set(specs.map((s) => path.relative(process.cwd(), s.moduleId)))].sort();
  } finally {
    await vitest.close();
  }
}

export async function touchesDatabase(file) {
  let inputs;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      platform: "node",
      format: "esm",
      logLevel: "silent",
      alias: { "~": "./app" },
      define: { __PUBLIC_ENV__: "{}" },
      // Follow node_modules only far enough to see that a database driver is imported.
      plugins: [
        {
          name: "stop-at-packages",
          setup(b) {
            b.onResolve({ filter: /^[^./~#]/ }, (args) => {
              if (/^(pg|@electric-sql\/pglite)(\/|$)/.test(args.path))
                return { path: `node_modules/${args.path}/`, external: true };
              return { path: args.path, external: true };
            });
          },
        },
      ],
    });
    inputs = Object.keys(result.metafile.inputs);
    const outputImports = Object.values(result.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path));
    inputs.push(...outputImports);
  } catch {
    return true;
  }
  for (const input of inputs) {
    if (DATABASE_MODULES.some((re) => re.test(input)) || STARTS_A_PROCESS.test(input)) return true;
  }
  return false;
}

export async function databaseTestFiles() {
  const files = await vitestFiles();
  const flags = await Promise.all(files.map((f) => touchesDatabase(f)));
  return { all: files, database: files.filter((_, i) => flags[i]) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { all, database } = await databaseTestFiles();
  for (const f of all) console.log(`${database.includes(f) ? "db  " : "    "} ${f}`);
  console.log(`\n${database.length} of ${all.length} files touch a database.`);
}
