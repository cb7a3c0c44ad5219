import { existsSync, readFileSync } from "node:fs";

/** Debian's full browser: the pixel comparisons (tests/e2e/visual.spec.ts) run in it. */
export const FULL_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell (the same Chromium, without the desktop shell): the browser
 * Playwright itself runs headless tests in. About a quarter less CPU per test than the full
 * browser in headless mode (decision 061). Where it is not installed the full browser stands in;
 * in CI it must be there (.ci/run installs it, scripts/test.mjs checks).
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const testBrowser = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;

/** Chromium flags for every e2e browser (playwright.config.ts); scripts/lib/site-server.mjs reads the same file. */
export const chromiumArgs: string[] = JSON.parse(
  readFileSync(new URL("./chromium-flags.json", import.meta.url), "utf8"),
);

/** The same browser with a fake microphone (a tone), no permission prompt and autoplay, for voice calls. */
export const fakeMicrophoneLaunch = {
  executablePath: testBrowser,
  args: [
    ...chromiumArgs,
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    "--autoplay-policy=no-user-gesture-required",
  ],
};
