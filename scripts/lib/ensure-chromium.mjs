#!/usr/bin/env node
// Finds the Chromium the browser tests launch, or gets Debian's when it can, before any test runs:
// a missing browser must cost seconds, not the ten minutes of checks that come before the first
// browser step. Used by `npm test` (scripts/test-all.mjs) and `.ci/run`; run it alone with
// `node scripts/lib/ensure-chromium.mjs`. Plain Node with no dependencies: it runs before `npm ci`.
//
// Where the browser is looked for, in order (the launch options in ./chromium.mjs read the same):
//   1. $CHROMIUM_PATH when set. A path that is not an executable file stops the run: the person
//      who set it meant that browser, so nothing else is tried or installed.
//   2. /usr/bin/chromium-headless-shell (Debian's `chromium-headless-shell`): the browser suites
//      cost ~15 % less CPU in it than in the desktop browser (docs/decisions/tests-run-in-the-headless-shell.md).
//   3. Not there, and as root, or with password-less sudo, and with apt-get: it runs
//      `apt-get update && apt-get install -y chromium-headless-shell` (non-interactive, printing each
//      command), even when the desktop chromium is there (the install takes less than it saves).
//      CHROMIUM_INSTALL=0 forbids that.
//   4. /usr/bin/chromium (Debian's `chromium`), when it may not install.
// Otherwise it stops with the one command that fixes it.
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_CHROMIUM_PATH, HEADLESS_SHELL_PATH, isExecutable } from './chromium.mjs';

export const INSTALL_COMMANDS = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', 'chromium-headless-shell'],
];

/**
 * What to do about the browser, from facts about the machine (pure: every fact is passed in).
 * @param {{ envPath?: string, shellPath?: string, defaultPath?: string, isExecutable: (path: string) => boolean,
 *   isRoot: boolean, hasSudo: boolean, hasAptGet: boolean, installAllowed: boolean }} facts
 * @returns {{ action: 'use', path: string }
 *   | { action: 'install', path: string, sudo: boolean, commands: string[][] }
 *   | { action: 'stop', message: string }}
 */
export function decideChromium({
  envPath, shellPath = HEADLESS_SHELL_PATH, defaultPath = DEFAULT_CHROMIUM_PATH, isExecutable, isRoot, hasSudo, hasAptGet, installAllowed,
}) {
  if (envPath) {
    if (isExecutable(envPath)) return { action: 'use', path: envPath };
    return {
      action: 'stop',
      message:
        `CHROMIUM_PATH is set to ${envPath}, which is not an executable file.\n` +
        `Fix: point it at a Chromium binary (CHROMIUM_PATH=/path/to/chromium npm test), or unset it to use ${shellPath}.`,
    };
  }
  if (isExecutable(shellPath)) return { action: 'use', path: shellPath };
  const canInstall = hasAptGet && (isRoot || hasSudo);
  if (canInstall && installAllowed) {
    return { action: 'install', path: shellPath, sudo: !isRoot, commands: INSTALL_COMMANDS };
  }
  if (isExecutable(defaultPath)) return { action: 'use', path: defaultPath };
  const fix = hasAptGet
    ? `${isRoot ? '' : 'sudo '}apt-get install -y chromium-headless-shell`
    : 'install Chromium with your package manager';
  const why = canInstall ? ' (installing is turned off by CHROMIUM_INSTALL=0)' : '';
  return {
    action: 'stop',
    message:
      `No Chromium found at ${shellPath} or ${defaultPath}, and CHROMIUM_PATH is not set${why}.\n` +
      `The story tests and e2e journeys run in Chromium (Playwright never downloads one).\n` +
      `Fix: ${fix}\n` +
      `  or: CHROMIUM_PATH=/path/to/chromium npm test`,
  };
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, command)));
}

/** Password-less sudo only: a prompt would hang CI. */
function hasPasswordlessSudo() {
  if (!onPath('sudo')) return false;
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 5000 }).status === 0;
}

/** The facts decideChromium needs, read from this machine and the environment. */
export function machineFacts(env = process.env) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return {
    envPath: env.CHROMIUM_PATH || undefined,
    isExecutable,
    isRoot,
    hasSudo: !isRoot && hasPasswordlessSudo(),
    hasAptGet: onPath('apt-get'),
    installAllowed: env.CHROMIUM_INSTALL !== '0',
  };
}

/**
 * Resolves the browser or throws with a message naming the fix; installs Debian's headless shell when
 * it may. Returns the executable's path (callers export it as CHROMIUM_PATH to their children).
 */
export function ensureChromium({ log = console.log, env = process.env } = {}) {
  const decision = decideChromium(machineFacts(env));
  if (decision.action === 'use') {
    log(`Chromium: ${decision.path}`);
    return decision.path;
  }
  if (decision.action === 'stop') throw new ChromiumMissing(decision.message);

  log(`Chromium: none at ${decision.path}; installing Debian's chromium-headless-shell with apt-get`);
  for (const [cmd, ...args] of decision.commands) {
    const argv = decision.sudo ? ['sudo', '-n', cmd, ...args] : [cmd, ...args];
    log(`$ ${argv.join(' ')}`);
    const result = spawnSync(argv[0], argv.slice(1), { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      throw new ChromiumMissing(
        `\`${argv.join(' ')}\` failed (exit ${result.status ?? result.signal}).\n` +
          `Fix: install Chromium (${decision.sudo ? 'sudo ' : ''}apt-get install -y chromium-headless-shell), or CHROMIUM_PATH=/path/to/chromium npm test`,
      );
    }
  }
  if (!isExecutable(decision.path)) {
    throw new ChromiumMissing(`apt-get installed chromium-headless-shell, but ${decision.path} is still missing.\nFix: CHROMIUM_PATH=/path/to/chromium npm test`);
  }
  log(`Chromium: ${decision.path} (installed)`);
  return decision.path;
}

export class ChromiumMissing extends Error {
  name = 'ChromiumMissing';
}

// `node scripts/lib/ensure-chromium.mjs`: the same check alone (.ci/run calls it before `npm ci`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureChromium();
  } catch (error) {
    if (!(error instanceof ChromiumMissing)) throw error;
    console.error(`\n✗ ${error.message}`);
    process.exit(1);
  }
}
