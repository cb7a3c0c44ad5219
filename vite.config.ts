import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { readIslandScripts } from "./server/islands-manifest";
import { pickPublicEnv } from "./platform/public-env";

const local = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The page shell (header, footer, widget shell, icons of content cards, shared helpers) travels as
// one chunk. Lucide icons join it only when the shell's own modules use them: an icon used by one
// page stays with that page instead of weighing on every page.
// The dialog buttons' link (no-JavaScript fallback) and the lead forms' consent lines and honeypot
// are on nearly every page too (decision 021), and so is the first touch every form carries (decision 072).
const shellModules =
  /[\\/]app[\\/](lib|components[\\/](layout|ui[\\/]button|icon)|content[\\/](icons|types|claims|site|navigation|industries|leads-forms)|features[\\/](dialogs[\\/]dialog-link|leads[\\/]honeypot|analytics[\\/](stored-first-touch|privacy)))[\\/.]/;
const shellIcons = new Set(
  [
    "app/components/icon.tsx",
    "app/components/ui/button.tsx",
    ...dirFiles("app/components/layout"),
    ...dirFiles("app/lib"),
  ]
    .flatMap((file) => [
      ...readFileSync(local(`./${file}`), "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g),
    ])
    .flatMap((m) => m[1].split(",").map((n) => n.trim().replace(/^type\s+.*/, "")))
    .filter((n) => n && n !== "LucideIcon" && n !== "LucideProps")
    .map((name) => {
      const file = name
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .replace(/([a-zA-Z])(\d)/g, "$1-$2")
        .toLowerCase();
      if (!existsSync(local(`./node_modules/lucide-react/dist/esm/icons/${file}.mjs`)))
        throw new Error(`vite.config: no lucide icon file for ${name} (${file}.mjs)`);
      return file;
    }),
);
function dirFiles(dir: string) {
  return readdirSync(local(`./${dir}`))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
    .map((f) => `${dir}/${f}`);
}
function inShell(id: string) {
  const icon = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs/.exec(id);
  if (icon) return shellIcons.has(icon[1]);
  // The interactive desktop menu loads on its own, only on screens wide enough to show it.
  if (/[\\/]layout[\\/]desktop-nav\./.test(id)) return false;
  // react-dom's small public module (portals, flushSync) is shared by the shell and lazy widgets.
  if (/react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)/.test(id)) return true;
  return /lucide-react[\\/]/.test(id) || shellModules.test(id);
}

/** The modules the demo page needs at start besides its route, shared with the site-wide chat. */
function inDemoKit(id: string) {
  return /[\\/]app[\\/](features[\\/]demo[\\/](use-chat|chat-panel|prompts|answer-links)|features[\\/]voice[\\/](voice-store|call-buttons)|content[\\/]voice-notices)\./.test(
    id,
  );
}

/**
 * `virtual:islands`: the islands build's entry and the files it imports (decision 079), read when
 * the main build runs after it (`npm run build`). Without that build (the development server)
 * it is null and every page loads React Router's client.
 */
function islandsManifest(command: string): Plugin {
  const id = "virtual:islands";
  return {
    name: "islands-manifest",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(source, options) {
      if (source !== `\0${id}`) return;
      // Only the server writes island pages; the browser bundle never needs the addresses.
      const scripts =
        command === "build" && options?.ssr ? readIslandScripts(process.env.BUILD_DIR ?? "build", local(".")) : null;
      // Each island's files too: a server-rendered island page (/checkout) preloads them after its first paint (decision 109).
      const value = scripts && { entry: scripts.entry, preload: scripts.preload, islands: scripts.islands };
      return `export const islandScripts = ${JSON.stringify(value)};`;
    },
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [tailwindcss(), reactRouter(), islandsManifest(command)],
  resolve: {
    alias: [
      { find: "~", replacement: local("./app") },
      // The voice demo talks to ElevenLabs over WebSocket only; LiveKit (WebRTC) is never used (app/features/voice/livekit-stub.ts).
      { find: "livekit-client", replacement: local("./app/features/voice/livekit-stub.ts") },
      // React Router's package exports only its development files (dev warnings switched on); the
      // browser build takes the identical production files, where those warnings minify away.
      ...(command === "build" && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: local("./node_modules/react-router/dist/production/index.mjs") },
            {
              find: /^react-router\/dom$/,
              replacement: local("./node_modules/react-router/dist/production/dom-export.mjs"),
            },
          ]
        : []),
    ],
  },
  // The server bundle takes in the few icons it renders instead of loading lucide's whole barrel
  // (≈ 1,700 modules, half a second of every start).
  ssr: { noExternal: ["lucide-react"] },
  // Only the allow-listed public settings reach the browser bundle.
  define: { __PUBLIC_ENV__: JSON.stringify(pickPublicEnv(process.env)) },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.ANALYZE_BUNDLE === "1",
    rolldownOptions: {
      output: {
        // Dozens of tiny shared chunks (icons, helpers) each cost a request and compress poorly:
        // the modules every page shell needs travel as one chunk.
        codeSplitting: {
          groups: [
            { name: "shell", test: inShell },
            // The demo page's conversation (chat, call buttons, their notices): seven small chunks
            // with a request each (≈ 0.4 KiB of headers apiece) become one (decision 081).
            { name: "demo-kit", test: inDemoKit },
          ],
        },
      },
    },
  },
}));
