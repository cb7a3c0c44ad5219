import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { islandsOutDir } from "./server/islands-manifest";
import { pickPublicEnv } from "./platform/public-env";

const local = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// What every island page needs travels as one file (as the page shell does in vite.config.ts): the
// header, widget and notices, their helpers, and the islands' own glue. The wide-screen menu,
// dialogs, forms and chat stay apart and load when used.
const sharedModules =
  /[\\/]app[\\/](lib|islands|components[\\/](layout|icon|ui[\\/](button|toaster))|content[\\/](site|navigation|account-menu|types|icons|claims|industries|leads-forms)|features[\\/](dialogs[\\/]dialog-link|consent[\\/]consent-gate|voice[\\/](widget-store|live-demo-button)|auth[\\/](session-store|use-sign-out)|analytics[\\/](analytics|privacy|stored-first-touch)))[\\/.]/;
const sharedPackages =
  /node_modules[\\/](react[\\/]jsx-runtime|react[\\/]cjs[\\/]react-jsx-runtime|clsx|tailwind-merge|class-variance-authority|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context))/;
// The entry stays tiny and React DOM starts in a task of its own (app/islands/hydrate.ts).
const apart = /[\\/](layout[\\/]desktop-nav|islands[\\/](entry\.client|hydrate))\./;
const inShared = (id: string) => !apart.test(id) && (sharedModules.test(id) || sharedPackages.test(id));

/**
 * The browser script of island pages (decision 079): app/islands/entry.client.ts and the islands
 * it loads, built apart from React Router's client (which those pages never load). "react-router"
 * resolves to a small stand-in (app/islands/router-shim.tsx); the stylesheet comes from the main
 * build. Output goes to <build>-islands/ and is copied into the client's assets by
 * scripts/build-server.mjs; its manifest tells the pages which files to load.
 */
export default defineConfig({
  root: local("."),
  publicDir: false,
  resolve: {
    alias: [
      { find: "~", replacement: local("./app") },
      { find: /^react-router$/, replacement: local("./app/islands/router-shim.tsx") },
      { find: "livekit-client", replacement: local("./app/features/voice/livekit-stub.ts") },
    ],
  },
  define: { __PUBLIC_ENV__: JSON.stringify(pickPublicEnv(process.env)) },
  build: {
    outDir: islandsOutDir(process.env.BUILD_DIR ?? "build"),
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    sourcemap: process.env.ANALYZE_BUNDLE === "1",
    rolldownOptions: {
      input: { islands: local("./app/islands/entry.client.ts") },
      // Radix and lucide mark their modules "use client", which means nothing in this bundle.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      output: {
        entryFileNames: "assets/islands-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        codeSplitting: { groups: [{ name: "island-shell", test: inShared }] },
      },
    },
  },
});
