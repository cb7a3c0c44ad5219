import { existsSync, readFileSync } from "node:fs";

/** Debian's full browser: the pixel comparisons (tests/e2e/visual.spec.ts) run in it. */
export const FULL_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell (the same Chromium, without the desktop shell): the browser
 * Playwright itself runs headless tests in. About a quarter less CPU per test than the full
 * browser in headless mode (decision 061). Where it is not installed the full browser stands in;
 * in CI it must be there (.ci/run installs it, scripts/test.mjs checks). Voice calls and the pixel
 * comparisons keep the full browser.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const testBrowser = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;

/** Chromium flags for every e2e browser (playwright.config.ts); scripts/lib/site-server.mjs reads the same file. */
export const chromiumArgs: string[] = JSON.parse(
  readFileSync(new URL("./chromium-flags.json", import.meta.url), "utf8"),
);

/**
 * The full browser with a fake microphone (a tone), no permission prompt and autoplay, for voice
 * calls: the headless shell does not start a call on the fake device (the status falls back to
 * Disconnected), so these specs keep the full browser.
 */
export const fakeMicrophoneLaunch = {
  executablePath: FULL_CHROMIUM,
  args: [
    ...chromiumArgs,
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    "--autoplay-policy=no-user-gesture-required",
  ],
};
