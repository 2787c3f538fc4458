// `npm run bench -- lantern`: where a landing page's simulated LCP goes. Lighthouse (mobile,
// simulated throttling) loads each page once; its simulator (Lantern) then runs the page's LCP
// graph again with each request the page started before its first paint taken out, one at a time,
// and with all but the document and the entry taken out. A request whose removal moves the LCP is
// on its path; the simulated time moves in round trips (150 ms), so a cut smaller than what is
// left of one moves nothing. Figures only, one load each: read them beside `bench -- lighthouse`.
//   LH_PATHS=/search?type=tracks,/album/3/true-crime-textures   only these routes
//   --cpu-slowdown N                                             as `bench -- lighthouse`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { getComputationDataParams } from 'lighthouse/core/computed/metrics/lantern-metric.js';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { API_PORT, buildHttpBundle, startMockApi } from '../lib/http-app.mjs';
import { serveStatic } from '../lib/static-server.mjs';
import { buildCalibration, cpuSlowdownFromArgs, warmUp } from './lighthouse.mjs';

const PATHS = process.env.LH_PATHS ? process.env.LH_PATHS.split(',') : ['/', '/search?type=tracks', '/search', '/album/3/true-crime-textures', '/playlist/2'];

let launches = 0;

/** One Lighthouse load of `url`, its artifacts (trace, network log) kept in a folder. */
async function gather(url, cpuSlowdown) {
  const dir = mkdtempSync(join(tmpdir(), 'lantern-'));
  // A debugging port of its own each time, in turn over six: the Chromium before may still hold the last.
  const port = API_PORT + 4 + (launches++ % 6);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--autoplay')), port });
  try {
    await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], gatherMode: dir, throttling: { cpuSlowdownMultiplier: cpuSlowdown } });
  } finally {
    await chrome.kill();
  }
  return dir;
}

const isLowPriorityImage = (node) => node.type === 'network' && node.request.resourceType === 'Image' && ['Low', 'VeryLow'].includes(node.request.priority);
const label = (request) => `${request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)} (${(request.transferSize / 1000).toFixed(1)} kB)`;

/**
 * A saved load's simulated LCP: `lcp(drop)` is Lantern's (the mean of its optimistic and
 * pessimistic graphs) with the requests `drop` picks taken out; `requests` are those the page started
 * before its first paint (not the document, data URLs or low-priority images).
 */
async function simulatedLcp(dir) {
  const artifacts = await loadArtifacts(dir);
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: artifacts.settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, HostDPR: artifacts.HostDPR, simulator: null };
  const { simulator, graph, processedNavigation } = await getComputationDataParams(data, { computedCache: new Map(), settings: artifacts.settings });
  const metric = Lantern.Metrics.LargestContentfulPaint;
  const graphs = [metric.getOptimisticGraph(graph, processedNavigation), metric.getPessimisticGraph(graph, processedNavigation)];
  const lcp = (drop = () => false) => {
    const ends = graphs.map((whole) => {
      const timings = simulator.simulate(whole.cloneWithRelationships((node) => node.type !== 'network' || node.isMainDocument() || !drop(node.request))).nodeTimings;
      return Math.max(...[...timings].filter(([node]) => !isLowPriorityImage(node)).map(([, timing]) => timing.endTime));
    });
    return (ends[0] + ends[1]) / 2;
  };
  const requests = [];
  graphs[1].traverse((node) => {
    if (node.type === 'network' && !node.isMainDocument() && !isLowPriorityImage(node) && !node.request.url.startsWith('data:')) requests.push(node.request);
  });
  return { lcp, requests };
}

export async function benchLantern() {
  const cpuSlowdown = cpuSlowdownFromArgs();
  console.log(`\n== Lantern: what each request before the first paint costs the simulated LCP (CPU slowdown ${cpuSlowdown}×, one load each)`);
  const calibration = await buildCalibration();
  const prodDir = buildHttpBundle();
  const api = await startMockApi();
  const servers = [await serveStatic(calibration, { port: API_PORT + 1 }), await serveStatic(prodDir, { port: API_PORT + 2 })];
  const pages = [{ name: 'libraries only', url: `${servers[0].url}/libraries.html` }, ...PATHS.map((path) => ({ name: path, url: `${servers[1].url}${path}` }))];
  const dirs = [];
  try {
    await warmUp(pages.map((page) => page.url));
    for (const page of pages) dirs.push(await gather(page.url, cpuSlowdown));
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    api?.close();
  }
  let libraries = Number.NaN;
  for (const [index, page] of pages.entries()) {
    const { lcp, requests } = await simulatedLcp(dirs[index]);
    const whole = lcp();
    if (index === 0) libraries = whole;
    console.log(`  ${page.name}: LCP ${whole.toFixed(0)} ms (${(whole / libraries).toFixed(2)}× the libraries-only page)`);
    if (index === 0) continue;
    const entry = requests.find((request) => /\/assets\/index-[^/]+\.js$/.test(request.url));
    for (const request of requests.filter((r) => r !== entry)) console.log(`    without ${label(request).padEnd(72)} ${lcp((r) => r === request).toFixed(0).padStart(5)} ms`);
    console.log(`    ${'the document and the entry alone'.padEnd(80)} ${lcp((r) => r !== entry).toFixed(0).padStart(5)} ms`);
    rmSync(dirs[index], { recursive: true, force: true });
  }
  rmSync(dirs[0], { recursive: true, force: true });
}
