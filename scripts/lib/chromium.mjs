// The one set of Chromium launch options: Debian's Chromium (never a Playwright download),
// headless, without the background networking this closed machine refuses, autoplay allowed.
// Which binary: see ./ensure-chromium.mjs (`npm test` finds or installs one before any step and
// exports CHROMIUM_PATH).
//  - The tests (Playwright e2e, Storybook's vitest browser mode) prefer Debian's headless shell
//    (`chromium-headless-shell`, the same Blink and V8 without the desktop browser around them):
//    the same e2e journeys cost ~15 % less CPU in it, and the browser suites are most of `npm test`'s
//    time on two cores (docs/decisions/tests-run-in-the-headless-shell.md).
//  - The bench keeps the full browser (`chromiumPath()`), the one its figures were always taken in.
import { accessSync, constants, statSync } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

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

/** $CHROMIUM_PATH, else Debian's /usr/bin/chromium: the bench's browser. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

export function isExecutable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** $CHROMIUM_PATH, else Debian's headless shell when installed, else /usr/bin/chromium: the tests' browser. */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return isExecutable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEFAULT_CHROMIUM_PATH;
}

/**
 * The tests' launch options. `--in-process-gpu`: the compositor's GPU thread in the browser process
 * instead of a process of its own (software rendering either way here): less IPC per frame.
 */
export function testLaunchOptions(extraArgs = []) {
  return { executablePath: testChromiumPath(), args: [...CHROMIUM_ARGS, '--in-process-gpu', ...extraArgs] };
}

export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  };
}
