import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { installedBundlePath, PATCH_MARK, patchExpectSnapshots } from './playwright-expect-patch.mjs';

/** The two places as playwright-core 1.65.1's bundle has them: the injected script (in a string literal) and the server. */
const injectedPlace = String.raw`var source = '  _ariaSnapshotForExpect(element, options, frameVisible) {\n    const expression = options.expression;\n  }\n';`;
const serverPlace = `          if (matches === options.isNot && !isArray) {
            const context = await progress2.race(this.context(mainWorld ? "main" : "utility"));
          }`;
const bundle = `${injectedPlace}\n${serverPlace}\n`;

describe('the Playwright patch that drops the per-poll page snapshot of a waiting assertion', () => {
  it('returns early from the injected snapshot and skips the server’s, once', () => {
    const first = patchExpectSnapshots(bundle);
    expect(first.status).toBe('patched');
    expect(first.source).toContain(String.raw`_ariaSnapshotForExpect(element, options, frameVisible) {\n    return void 0; /* ${PATCH_MARK} */\n    const expression`);
    expect(first.source).toContain(`if (false /* ${PATCH_MARK} */ && matches === options.isNot && !isArray) {`);
    // Still one line in the string literal: the escape stays an escape.
    expect(first.source.split('\n')).toHaveLength(bundle.split('\n').length);
    expect(patchExpectSnapshots(first.source)).toEqual({ status: 'already', source: first.source });
  });

  it('changes nothing when either place is gone (an upgrade), and says so', () => {
    expect(patchExpectSnapshots(injectedPlace)).toEqual({ status: 'unknown', source: injectedPlace });
    expect(patchExpectSnapshots(serverPlace)).toEqual({ status: 'unknown', source: serverPlace });
  });

  it('is applied to the installed Playwright (else: is microsoft/playwright#41098 fixed? see scripts/lib/playwright-expect-patch.mjs)', () => {
    const installed = installedBundlePath();
    expect(installed).not.toBeNull();
    expect(patchExpectSnapshots(readFileSync(installed!, 'utf8')).status).toBe('already');
  });
});
