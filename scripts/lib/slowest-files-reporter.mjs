// A vitest reporter (added next to the default one by `npm run test:unit`): after the run it prints
// the ten slowest test files, so the next file that makes the unit step slow is named, not guessed.
// A file's time is what its worker spent on it: the setup files and importing the file and the
// modules it is the first to need ("load"), then its tests and hooks. jsdom's start-up is left out:
// it happens once per worker (isolate: false), yet vitest repeats that figure on every file.

const TOP = 10;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export default class SlowestFilesReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const load = d.prepareDuration + d.setupDuration + d.collectDuration;
      return { path: module.relativeModuleId ?? module.moduleId, total: load + d.duration, load, tests: d.duration, count: [...module.children.allTests()].length };
    });
    if (files.length === 0) return;
    files.sort((a, b) => b.total - a.total);
    const width = Math.max(...files.slice(0, TOP).map((f) => f.path.length));
    console.log(`\n Slowest ${Math.min(TOP, files.length)} of ${files.length} test files (total = load + tests):`);
    for (const f of files.slice(0, TOP)) {
      console.log(`  ${seconds(f.total).padStart(8)}  ${f.path.padEnd(width)}  load ${seconds(f.load).padStart(7)}, ${String(f.count).padStart(3)} tests ${seconds(f.tests).padStart(7)}`);
    }
  }
}
