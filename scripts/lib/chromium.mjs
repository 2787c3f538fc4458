// The one set of Chromium launch options: Debian's chromium (never a Playwright download),
// headless, without the background networking this closed machine refuses, autoplay allowed.
// Used by Playwright (e2e), Storybook's vitest browser mode and the bench. Which binary: see
// ./ensure-chromium.mjs (`npm test` checks it exists before any step and exports CHROMIUM_PATH).
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/** $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  };
}
