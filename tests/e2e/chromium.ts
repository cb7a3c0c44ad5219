import { readFileSync } from "node:fs";

/** Chromium flags for every e2e browser (playwright.config.ts); scripts/lib/site-server.mjs reads the same file. */
export const chromiumArgs: string[] = JSON.parse(
  readFileSync(new URL("./chromium-flags.json", import.meta.url), "utf8"),
);

/** The same browser with a fake microphone (a tone), no permission prompt and autoplay, for voice calls. */
export const fakeMicrophoneLaunch = {
  executablePath: "/usr/bin/chromium",
  args: [
    ...chromiumArgs,
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    "--autoplay-policy=no-user-gesture-required",
  ],
};
