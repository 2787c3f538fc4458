#!/usr/bin/env node
// Playwright (1.60 to 1.65 at least) renders an aria snapshot of the whole page at every poll of a
// locator assertion that does not hold yet: each `await expect(dialog).toBeVisible()` that waits for
// the dialog to appear walks the page's accessibility tree at 100, 250, 500 ms and then every second,
// only to print it if the wait ends in a failure. Upstream: microsoft/playwright#41098, whose fix
// (#41117, "render the snapshot once, on the final failure") was closed unmerged.
// On two cores that walk was 12 % of the demo e2e's CPU (498 → 439 CPU s, 268 → 239 s over the whole
// suite), and it ran on the page's main thread, delaying the very update the test waited for.
//
// This takes the per-poll snapshots out of the installed Playwright: npm runs it after every install
// (`postinstall`) and `npm test` runs it again before its first step (an install made with
// --ignore-scripts). A failure still shows what the page held: e2e/support/test.ts prints each page's
// aria snapshot once, when a test fails.
// Plain Node with no dependencies. When Playwright's code no longer has either place (an upgrade), it
// changes nothing and says so; scripts/lib/playwright-expect-patch.test.ts then fails, naming this file.
//   node scripts/lib/playwright-expect-patch.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const PATCH_MARK = 'cuebox: no aria snapshot per expect poll (playwright#41098)';

/**
 * The two places, in playwright-core's bundle: the injected script's snapshot of the element (or of
 * the page, when the element is hidden), which sits in a string literal (hence the `\n` escapes), and
 * the server's snapshot of the page when the locator matched nothing.
 */
const PLACES = [
  {
    find: /(_ariaSnapshotForExpect\(element, options(?:, frameVisible)?\) \{\\n)/,
    replace: `$1    return void 0; /* ${PATCH_MARK} */\\n`,
  },
  {
    find: /if \(matches === options\.isNot && !isArray\) \{(\s+const context = await progress\d*\.race\(this\.context\(mainWorld)/,
    replace: `if (false /* ${PATCH_MARK} */ && matches === options.isNot && !isArray) {$1`,
  },
];

/**
 * The bundle's source with both places patched.
 * @param {string} source
 * @returns {{ status: 'patched' | 'already' | 'unknown', source: string }}
 */
export function patchExpectSnapshots(source) {
  if (source.split(PATCH_MARK).length - 1 === PLACES.length) return { status: 'already', source };
  if (source.includes(PATCH_MARK) || !PLACES.every(({ find }) => find.test(source))) return { status: 'unknown', source };
  return { status: 'patched', source: PLACES.reduce((text, { find, replace }) => text.replace(find, replace), source) };
}

/** playwright-core's bundle as installed beside this repository (null when it is not). */
export function installedBundlePath() {
  try {
    const bundle = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib', 'coreBundle.js');
    return existsSync(bundle) ? bundle : null;
  } catch {
    return null;
  }
}

/**
 * Patches the installed Playwright; a line saying what it found, for the install's or the test
 * command's output.
 * @returns {{ status: 'patched' | 'already' | 'unknown' | 'missing', message: string }}
 */
export function ensurePlaywrightExpectPatched() {
  const bundle = installedBundlePath();
  if (!bundle) return { status: 'missing', message: 'Playwright is not installed: nothing to patch.' };
  const { status, source } = patchExpectSnapshots(readFileSync(bundle, 'utf8'));
  if (status === 'patched') writeFileSync(bundle, source);
  const message = {
    patched: 'Playwright: assertions no longer snapshot the page at every poll (scripts/lib/playwright-expect-patch.mjs).',
    already: 'Playwright: assertions already skip the per-poll page snapshot.',
    unknown:
      'Playwright: its code no longer matches scripts/lib/playwright-expect-patch.mjs, which changed nothing. If microsoft/playwright#41098 is fixed in this version, remove the patch; otherwise update its two places.',
  }[status];
  return { status, message };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { status, message } = ensurePlaywrightExpectPatched();
  (status === 'unknown' ? console.warn : console.log)(message);
}
