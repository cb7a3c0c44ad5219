import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: true },
  // Every public marketing page is rendered to HTML at build time; the custom
  // server serves those files from memory, pre-compressed.
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
