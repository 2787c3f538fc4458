import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decideChromium, type ChromiumFacts } from './ensure-chromium.mjs';

// A file path string, not `new URL()`: under jsdom the global URL is jsdom's.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A machine with no browser anywhere, as a plain non-root user with apt-get and no sudo. */
const bare: ChromiumFacts = {
  shellPath: '/usr/bin/chromium-headless-shell',
  defaultPath: '/usr/bin/chromium',
  isExecutable: () => false,
  isRoot: false,
  hasSudo: false,
  hasAptGet: true,
  installAllowed: true,
};
const only = (...paths: string[]) => (path: string) => paths.includes(path);

describe('where the browser tests find Chromium', () => {
  it('uses $CHROMIUM_PATH when it is executable, else Debian’s headless shell, else (when it may not install) /usr/bin/chromium', () => {
    const everything = only('/opt/chrome/chrome', '/usr/bin/chromium-headless-shell', '/usr/bin/chromium');
    expect(decideChromium({ ...bare, isRoot: true, envPath: '/opt/chrome/chrome', isExecutable: everything })).toEqual({
      action: 'use',
      path: '/opt/chrome/chrome',
    });
    expect(decideChromium({ ...bare, isRoot: true, isExecutable: everything })).toEqual({ action: 'use', path: '/usr/bin/chromium-headless-shell' });
    expect(decideChromium({ ...bare, isExecutable: only('/usr/bin/chromium') })).toEqual({ action: 'use', path: '/usr/bin/chromium' });
    expect(decideChromium({ ...bare, isRoot: true, installAllowed: false, isExecutable: only('/usr/bin/chromium') })).toEqual({
      action: 'use',
      path: '/usr/bin/chromium',
    });
  });

  it('installs the headless shell beside a desktop chromium when it may: the browser suites cost less in it', () => {
    expect(decideChromium({ ...bare, isRoot: true, isExecutable: only('/usr/bin/chromium') })).toMatchObject({
      action: 'install',
      path: '/usr/bin/chromium-headless-shell',
    });
  });

  it('stops on a $CHROMIUM_PATH that is not there, without falling back or installing', () => {
    const decision = decideChromium({ ...bare, envPath: '/nope/chromium', isRoot: true, isExecutable: only('/usr/bin/chromium') });
    expect(decision.action).toBe('stop');
    if (decision.action !== 'stop') return;
    expect(decision.message).toContain('CHROMIUM_PATH is set to /nope/chromium, which is not an executable file.');
    expect(decision.message).toContain('CHROMIUM_PATH=/path/to/chromium npm test');
  });

  it('installs Debian’s chromium-headless-shell with apt-get as root, or with password-less sudo', () => {
    expect(decideChromium({ ...bare, isRoot: true })).toEqual({
      action: 'install',
      path: '/usr/bin/chromium-headless-shell',
      sudo: false,
      commands: [['apt-get', 'update'], ['apt-get', 'install', '-y', 'chromium-headless-shell']],
    });
    expect(decideChromium({ ...bare, hasSudo: true })).toMatchObject({ action: 'install', sudo: true });
  });

  it('stops naming the one command that fixes it when it may not install', () => {
    const user = decideChromium(bare);
    expect(user).toMatchObject({ action: 'stop' });
    expect(user.action === 'stop' && user.message).toContain('Fix: sudo apt-get install -y chromium-headless-shell');

    const forbidden = decideChromium({ ...bare, isRoot: true, installAllowed: false });
    expect(forbidden.action === 'stop' && forbidden.message).toContain('installing is turned off by CHROMIUM_INSTALL=0');
    expect(forbidden.action === 'stop' && forbidden.message).toContain('Fix: apt-get install -y chromium-headless-shell');

    const noApt = decideChromium({ ...bare, hasAptGet: false, isRoot: true });
    expect(noApt.action === 'stop' && noApt.message).toContain('Fix: install Chromium with your package manager');
    expect(noApt.action === 'stop' && noApt.message).toContain('or: CHROMIUM_PATH=/path/to/chromium npm test');
  });

  it('`npm test` stops within seconds, before any other step, when the browser is missing', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, ['scripts/test-all.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', CHROMIUM_INSTALL: '0' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CHROMIUM_PATH is set to /nonexistent/chromium');
    expect(result.stdout).toContain('0 passed, 1 failed');
    expect(result.stdout).not.toContain('typecheck');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
