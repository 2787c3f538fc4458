// `npm run bench -- startup-trace`: where the production bundle's start-up time goes on a slow CPU.
// Each landing route is loaded in Chromium at CPU ×6 (CDP `Emulation.setCPUThrottlingRate`, the
// production bundle built with source maps, on the real-HTTP mock API) with the V8 sampling profiler
// and a timeline trace running, until the page has painted its content and the network is quiet.
// Every profiler sample is mapped through the source maps to the module it ran in, and the stack it
// ran under tells the part of start-up it belongs to:
//   inline script       index.html's route-preload script (its links and reads)
//   script evaluation   a chunk's top-level code (each module's body, the API's and slices' set-up), by module
//   store and sagas     createAppStore, the slices, redux-saga and the app's sagas
//   router              createAppRouter, react-router's set-up and matching
//   React render/commit React's work loop (components' render, effects, commit), by module
//   route data          the base query, RTK Query's middleware and reducers handling answers
//   other JS            the rest (event handlers, timers, the preload script)
// The build is not minified, so a chunk's top-level code (every module's body, inlined one after
// another) maps line by line to its modules through the profiler's line ticks.
// The timeline adds what the profiler does not see: parse/compile, style, layout, paint, GC.
// Figures only: nothing here asserts. CPU_TRACE_SLOWDOWN, TRACE_ROUNDS override ×6 and 3 rounds; TRACE_TASK_TOP names more of each long task's JS (3).
import { readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LEAST_UPPER_BOUND, TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { API_PORT, npmRun, API_ORIGIN, startMockApi } from '../lib/http-app.mjs';
import { serveStatic } from '../lib/static-server.mjs';
import { median } from '../lib/stats.mjs';

const SLOWDOWN = Number(process.env.CPU_TRACE_SLOWDOWN ?? 6);
const ROUNDS = Number(process.env.TRACE_ROUNDS ?? 3);
const OUT_DIR = 'node_modules/.cache/cuebox/dist-trace';
const PATHS = process.env.TRACE_PATHS?.split(',') ?? ['/', '/search?type=tracks', '/search', '/album/3/true-crime-textures', '/playlist/2'];

/** The module a source path belongs to: a package name, or a file under src/ (slices grouped by folder). */
function moduleOf(source) {
  if (!source) return '(unmapped)';
  const path = source.replace(/^(\.\.\/)+/, '').replace(/\\/g, '/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  const app = /(src\/[^/]+\/[^/]+)/.exec(path);
  return app ? app[1] : path;
}

export const debugStacks = new Map();

class SourceMaps {
  constructor(root) {
    this.root = root;
    this.maps = new Map();
  }
  /** `{ source, name }` of a generated position in one of the build's scripts, or null. */
  lookup(url, line, column) {
    const match = /\/assets\/[^?#]+\.js/.exec(url);
    if (!match) return null;
    const file = join(this.root, match[0]);
    if (!this.maps.has(file)) this.maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    const map = this.maps.get(file);
    if (!map) return { source: match[0], name: null };
    let original = originalPositionFor(map, { line: line + 1, column });
    // A line's first mapping may start past its indentation.
    if (!original.source) original = originalPositionFor(map, { line: line + 1, column, bias: LEAST_UPPER_BOUND });
    return { source: original.source ? relative(process.cwd(), join(this.root, 'assets', original.source)) : null, name: original.name };
  }
}

/**
 * The part of start-up a sample belongs to, from its stack (root first) mapped to modules. A
 * chunk's evaluation comes first: the API's and slices' set-up run inside it, not as route data.
 */
function phaseOf(frames) {
  const has = (test) => frames.some(test);
  const root = frames.find((f) => f.url);
  if (root && root.rawFn === '' && /\/assets\//.test(root.url) && !has((f) => /^(start|createAppStore|createAppRouter)$/.test(f.fn))) return 'script evaluation';
  if (root && !/\/assets\//.test(root.url)) return "index.html's inline script";
  if (has((f) => /redux-saga|src\/app\/redux|saga\.ts/.test(f.source ?? '') || /^createAppStore$|^makeStore$/.test(f.fn))) return 'store and sagas';
  if (has((f) => /src\/app\/routes/.test(f.source ?? '') && /createAppRouter/.test(f.fn))) return 'router';
  if (has((f) => /react-dom/.test(f.source ?? '') && /performWorkOnRoot|performSyncWorkOnRoot|flushPassiveEffects|commitRoot|renderRootSync|renderRootConcurrent|workLoop/.test(f.fn))) return 'React render/commit';
  if (has((f) => /src\/shared\/api|@reduxjs\/toolkit\/.*query|dist\/query/.test(f.source ?? ''))) return 'route data';
  if (has((f) => /react-router/.test(f.source ?? ''))) return 'router';
  return 'other JS';
}

async function traceOnce(browser, url, maps) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The parts loaded after the first paint, and what they render, come after the network is quiet.
  await page.waitForTimeout(Number(process.env.TRACE_TAIL_MS ?? 3000));
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 2000);
      }),
  );
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  const attributed = attribute(profile, maps);
  const lines = timeline(trace);
  return { lcp, ...attributed, ...lines, taskRows: longTaskRows(lines, attributed.samples) };
}

/** `TRACE_DEBUG=<text>`: whether a sample filed under these keys (module, task) is one to show. */
const debugged = (...keys) => !!process.env.TRACE_DEBUG && keys.some((key) => key.includes(process.env.TRACE_DEBUG));
/** The innermost `count` frames of a stack, as one line. */
const stackText = (frames, count) => frames.slice(-count).map((f) => `${f.fn || '(anon)'}@${(f.source ?? f.url ?? '').slice(-40)}`).join(' > ');
const addDebugStack = (stack, ms) => debugStacks.set(stack, (debugStacks.get(stack) ?? 0) + ms);

/** Milliseconds of JS by phase and by module (self time), from the sampled profile. */
function attribute(profile, maps) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stacks = new Map();
  const stackOf = (id) => {
    if (stacks.has(id)) return stacks.get(id);
    const frames = [];
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { callFrame } = byId.get(at);
      const mapped = callFrame.url ? maps.lookup(callFrame.url, callFrame.lineNumber, callFrame.columnNumber) : null;
      frames.unshift({ url: callFrame.url, fn: mapped?.name ?? callFrame.functionName, rawFn: callFrame.functionName, source: mapped?.source ?? null });
    }
    frames.forEach((frame, depth) => {
      frame.depth = frames.slice(0, depth).filter((f) => f.url).length;
    });
    stacks.set(id, frames);
    return frames;
  };
  const phases = {};
  const modules = {};
  const samples = [];
  let clock = profile.startTime;
  const add = (table, key, ms) => (table[key] = (table[key] ?? 0) + ms);
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    clock += profile.timeDeltas[index] ?? 0;
    const frames = stackOf(id);
    const leaf = frames.at(-1);
    const name = leaf.rawFn;
    if (name === '(idle)' || name === '(root)') return;
    if (name === '(program)' || name === '(garbage collector)') {
      add(phases, name, ms);
      return;
    }
    // The leaf's module, or for a native leaf (a DOM call), the nearest frame with a source.
    const withSource = [...frames].reverse().find((f) => f.source || f.url);
    const phase = phaseOf(frames);
    add(phases, phase, ms);
    const moduleKey = `${phase} · ${withSource ? moduleOf(withSource.source ?? withSource.url) : name || '(native)'}`;
    // The app's own frame nearest the leaf: the component or function of src/ the time went to.
    const own = [...frames].reverse().find((f) => /^src\//.test(f.source ?? ''));
    const taskKey = own ? `${phase} · ${own.fn || '(anon)'} (${own.source.replace(/^src\//, '')})` : moduleKey;
    samples.push({ ts: clock, ms, key: taskKey });
    const node = byId.get(id);
    // A chunk's top-level code: share the sample among the modules whose lines it ticked on.
    if (leaf.url && leaf.rawFn === '' && node.positionTicks?.length) {
      const ticks = node.positionTicks.reduce((t, p) => t + p.ticks, 0);
      for (const { line, ticks: n } of node.positionTicks) {
        const mapped = maps.lookup(leaf.url, line - 1, 0);
        const key = `${phase} · ${moduleOf(mapped?.source ?? leaf.url)} (top level)`;
        add(modules, key, (ms * n) / ticks);
        if (debugged(key, taskKey)) addDebugStack(`${stackText(frames, 6)} :${line} ${mapped?.source}`, (ms * n) / ticks);
      }
      return;
    }
    add(modules, moduleKey, ms);
    if (debugged(moduleKey, taskKey)) addDebugStack(stackText(frames, 8), ms);
  });
  return { phases, modules, samples };
}

/**
 * Each task over 50 ms, in order: when it started after navigation, how long it took, whether it
 * ran before or after the first contentful paint (only those after count in total blocking time),
 * and the places its JS samples went to most (three, or TRACE_TASK_TOP).
 */
function longTaskRows({ tasks, navStart, fcp }, samples) {
  return tasks
    .filter((task) => task.dur / 1000 > 50)
    .map((task) => {
      const inTask = {};
      for (const sample of samples) if (sample.ts >= task.ts && sample.ts <= task.ts + task.dur) inTask[sample.key] = (inTask[sample.key] ?? 0) + sample.ms;
      const top = Object.entries(inTask).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TRACE_TASK_TOP ?? 3));
      const at = (task.ts - navStart) / 1000;
      return `${at.toFixed(0).padStart(6)} ms +${(task.dur / 1000).toFixed(0).padStart(4)} ms ${fcp && task.ts > fcp ? 'after FCP ' : 'before FCP'}  [${task.kinds}] ${top.map(([key, ms]) => `${ms.toFixed(0)} ms ${key}`).join('; ')}`;
    });
}

/** The kinds of work a task's time went to, largest first ("layout 120 ms, style 40 ms"). */
function kindsWithin(onMain, kinds, ts, dur) {
  if (dur < 50_000) return '';
  const within = onMain.filter((e) => e.ts >= ts && e.ts < ts + dur);
  return Object.entries(kinds)
    .map(([kind, names]) => [kind, within.filter((e) => names.includes(e.name)).reduce((t, e) => t + (e.dur ?? 0) / 1000, 0)])
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`)
    .join(', ');
}

/** Main-thread milliseconds by kind of work (top-level tasks of the renderer's main thread). */
function timeline(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const kinds = {
    'parse HTML': ['ParseHTML'],
    'compile/parse JS': ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.produceModuleCache', 'v8.produceCache', 'CacheScript'],
    'evaluate script': ['EvaluateScript', 'v8.evaluateModule'],
    'style': ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
    layout: ['Layout'],
    'paint/composite': ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit'],
    GC: ['MajorGC', 'MinorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase'],
  };
  const byKind = {};
  for (const [kind, names] of Object.entries(kinds)) byKind[kind] = onMain.filter((e) => names.includes(e.name)).reduce((t, e) => t + (e.dur ?? 0) / 1000, 0);
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const long = tasks.map((e) => (e.dur ?? 0) / 1000).filter((ms) => ms > 50);
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid)?.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.pid)?.ts;
  const blockingAfterFcp = fcp ? tasks.filter((e) => e.ts > fcp && (e.dur ?? 0) > 50_000).reduce((t, e) => t + e.dur / 1000 - 50, 0) : Number.NaN;
  return { byKind, blocking: long.reduce((t, ms) => t + ms - 50, 0), blockingAfterFcp, longTasks: long.length, navStart, fcp, tasks: tasks.map(({ ts, dur = 0 }) => ({ ts, dur, kinds: kindsWithin(onMain, kinds, ts, dur) })) };
}

const pad = (text, width) => String(text).padEnd(width);
const msCell = (value) => `${value.toFixed(0)} ms`.padStart(8);

export async function benchStartupTrace() {
  console.log(`\n== Start-up trace: production bundle on the HTTP mock API, CPU ×${SLOWDOWN} (CDP), phone viewport, median of ${ROUNDS} rounds`);
  if (!process.env.TRACE_SKIP_BUILD) npmRun(['build', '--', '--outDir', OUT_DIR, '--emptyOutDir', '--sourcemap', '--minify', 'false'], { VITE_API_HOST: API_ORIGIN });
  const maps = new SourceMaps(OUT_DIR);
  const api = await startMockApi();
  const server = await serveStatic(OUT_DIR, { port: API_PORT + 1 });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // Warm the mock API: its first answers are slow while its handlers compile.
    const warm = await browser.newPage();
    for (const path of PATHS) await warm.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await warm.close();
    const runs = Object.fromEntries(PATHS.map((path) => [path, []]));
    for (let round = 0; round < ROUNDS; round += 1) for (const path of PATHS) runs[path].push(await traceOnce(browser, `${server.url}${path}`, maps));

    const med = (list, pick) => median(list.map(pick).filter(Number.isFinite));
    const phaseNames = ["index.html's inline script", 'script evaluation', 'store and sagas', 'router', 'React render/commit', 'route data', 'other JS', '(garbage collector)', '(program)'];
    console.log(`  JS by part of start-up (sampled, self time; median ms per load):`);
    console.log(`  ${pad('', 22)}${PATHS.map((p) => p.slice(0, 16).padStart(17)).join('')}`);
    for (const phase of phaseNames) console.log(`  ${pad(phase, 22)}${PATHS.map((p) => msCell(med(runs[p], (r) => r.phases[phase] ?? 0)).padStart(17)).join('')}`);
    const kinds = Object.keys(runs[PATHS[0]][0].byKind);
    console.log(`  Main thread by kind of work (timeline; median ms per load):`);
    for (const kind of kinds) console.log(`  ${pad(kind, 22)}${PATHS.map((p) => msCell(med(runs[p], (r) => r.byKind[kind])).padStart(17)).join('')}`);
    console.log(`  ${pad('tasks > 50 ms', 22)}${PATHS.map((p) => `${med(runs[p], (r) => r.longTasks)}`.padStart(17)).join('')}`);
    console.log(`  ${pad('blocking (sum − 50)', 22)}${PATHS.map((p) => msCell(med(runs[p], (r) => r.blocking)).padStart(17)).join('')}`);
    console.log(`  ${pad('  of it after FCP', 22)}${PATHS.map((p) => msCell(med(runs[p], (r) => r.blockingAfterFcp)).padStart(17)).join('')}`);
    console.log(`  ${pad('LCP (unthrottled net)', 22)}${PATHS.map((p) => msCell(med(runs[p], (r) => r.lcp)).padStart(17)).join('')}`);
    for (const path of PATHS) {
      const totals = {};
      for (const run of runs[path]) for (const [key, ms] of Object.entries(run.modules)) (totals[key] ??= []).push(ms);
      const rows = Object.entries(totals)
        .map(([key, list]) => [key, median([...list, ...Array(runs[path].length - list.length).fill(0)])])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 18);
      console.log(`  ${path}: the modules that cost most (part · module, median self time)`);
      for (const [key, ms] of rows) console.log(`    ${msCell(ms)}  ${key}`);
    }
    for (const path of PATHS) {
      console.log(`  ${path}: the tasks over 50 ms of the last round (start, length, and where their JS went)`);
      for (const row of runs[path].at(-1).taskRows) console.log(`    ${row}`);
    }
    if (process.env.TRACE_DEBUG) for (const [stack, ms] of [...debugStacks].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    debug ${ms.toFixed(0)} ms ${stack}`);
  } finally {
    await browser.close();
    await server.close();
    api?.close();
  }
}
