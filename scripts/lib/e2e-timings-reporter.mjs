// A Playwright reporter (next to the list reporter in both e2e configs): writes every test's time
// to node_modules/.cache/cuebox/e2e-timings-<suite>.json, which `npm test` reads to print the ten
// slowest e2e tests of both suites at its end, so the next test that makes the e2e steps slow is
// named, not guessed. Outside test-results/, which Playwright empties at the start of each run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const TIMINGS_DIR = 'node_modules/.cache/cuebox';

/** Where the timings of `suite` ("e2e", "e2e-http") are written. */
export function timingsFile(suite, root = process.cwd()) {
  return join(root, TIMINGS_DIR, `e2e-timings-${suite}.json`);
}

export default class E2eTimingsReporter {
  constructor({ suite = 'e2e' } = {}) {
    this.suite = suite;
    this.tests = [];
  }

  onBegin(config) {
    this.root = config.rootDir ? dirname(config.rootDir) : process.cwd();
    this.started = Date.now();
  }

  onTestEnd(test, result) {
    this.tests.push({
      title: test.titlePath().slice(3).join(' › '),
      project: test.parent.project()?.name ?? '',
      file: relative(this.root, test.location.file),
      line: test.location.line,
      ms: result.duration,
      status: result.status,
      retry: result.retry,
    });
  }

  onEnd(result) {
    const file = timingsFile(this.suite, this.root);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ suite: this.suite, status: result.status, started: this.started, ms: result.duration, tests: this.tests }, null, 1));
  }

  printsToStdio() {
    return false;
  }
}
