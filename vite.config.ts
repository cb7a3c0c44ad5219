import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { pickPublicEnv } from "./server/public-env";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // The voice demo talks to ElevenLabs over WebSocket only; LiveKit (WebRTC) is never used (app/features/voice/livekit-stub.ts).
      "livekit-client": fileURLToPath(new URL("./app/features/voice/livekit-stub.ts", import.meta.url)),
    },
  },
  // Only the allow-listed public settings reach the browser bundle.
  define: { __PUBLIC_ENV__: JSON.stringify(pickPublicEnv(process.env)) },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Dozens of tiny shared chunks (icons, helpers) each cost a request and compress poorly:
        // the modules every page shell needs travel as one chunk.
        codeSplitting: {
          groups: [
            {
              name: "shell",
              test: /lucide-react|[\\/]app[\\/](lib|components[\\/](layout|ui[\\/]button|icon)|content[\\/](icons|types|claims|site|navigation|industries))[\\/.]/,
            },
          ],
        },
      },
    },
  },
});
