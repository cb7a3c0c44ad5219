/** Chromium flags for every e2e browser (playwright.config.ts). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

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
