// `npm run bench -- edit-read`: how long reading a 20,000-event edit takes in Chromium, in each
// format, the way the cue sheet page reads it: `readEditFiles` (a Web Worker: start, read the File,
// decode, parse, send the clips back). Also printed: the parse alone on the page's thread, and the
// browser's DOMParser on the same XML next to the worker's own XML reader (why the reader is ours:
// docs/decisions/edit-xml-reader.md). Target: under 1 s. Figures only; the machine is shared, so
// medians of several runs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { serveStatic } from '../lib/static-server.mjs';
import { formatTiming, mb } from '../lib/stats.mjs';

const EVENTS = 20_000;
const RUNS = 7;
const TARGET = '< 1000 ms';

/** The page the bench opens: the edit reader and the fixture writers, on `window`. */
const ENTRY = (root) => `
import { readEditFiles } from '${root}/src/entities/edit/lib/read-edit-files.ts';
import { parseEdit } from '${root}/src/entities/edit/lib/parse-edit.ts';
import { parseXml } from '${root}/src/entities/edit/lib/xml-tree.ts';
import { makeLongEdit, writeEdl, writeFcpxml, writeOtio, writeXmeml } from '${root}/src/entities/edit/testing/write-edit.ts';
window.editBench = { readEditFiles, parseEdit, parseXml, makeLongEdit, writeEdl, writeFcpxml, writeOtio, writeXmeml };
`;

async function buildBenchPage() {
  const root = resolve('.');
  const dir = resolve('node_modules/.cache/cuebox/edit-read-bench');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>edit-read bench</title><script type="module" src="./entry.js"></script>');
  writeFileSync(join(dir, 'entry.js'), ENTRY(root));
  await build({ root: dir, configFile: false, logLevel: 'error', base: './', build: { outDir: join(dir, 'dist'), emptyOutDir: true }, worker: { format: 'es' } });
  return join(dir, 'dist');
}

export async function benchEditRead() {
  console.log(`\n== Reading a ${EVENTS.toLocaleString('en')}-event edit in Chromium (readEditFiles: Web Worker)`);
  // The machine is shared: the load says how much of the CPU these figures had.
  console.log(`  load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
  const dist = await buildBenchPage();
  const server = await serveStatic(dist);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const formats = [
      ['EDL (CMX 3600, 25 fps)', 'edl', 'long.edl'],
      ['EDL (CMX 3600, 29.97 DF)', 'edl-df', 'long-df.edl'],
      ['Premiere / FCP 7 XML (xmeml)', 'xmeml', 'long.xml'],
      ['FCPXML 1.11', 'fcpxml', 'long.fcpxml'],
      ['OpenTimelineIO', 'otio', 'long.otio'],
    ];
    for (const [label, kind, name] of formats) {
      // A fresh page per format: its first read starts the worker cold, as a person's first drop does.
      const page = await browser.newPage();
      let workers = 0;
      page.on('worker', () => {
        workers += 1;
      });
      await page.goto(server.url);
      await page.waitForFunction(() => 'editBench' in window);
      const result = await page.evaluate(
        async ({ kind, name, events, runs }) => {
          const b = window.editBench;
          const edit = kind === 'edl-df' ? b.makeLongEdit(events, { timebase: 30, ntsc: true, dropFrame: true }) : b.makeLongEdit(events);
          const text = kind === 'xmeml' ? b.writeXmeml(edit) : kind === 'fcpxml' ? b.writeFcpxml(edit, '1.11') : kind === 'otio' ? b.writeOtio(edit) : b.writeEdl(edit);
          const file = new File([text], name);
          const rate = kind.startsWith('edl') ? { rate: edit.rate } : {};
          const worker = [];
          const inThread = [];
          let clips = 0;
          for (let i = 0; i < runs; i += 1) {
            const t0 = performance.now();
            const read = await b.readEditFiles([file], rate);
            const t1 = performance.now();
            b.parseEdit(name, text, rate);
            const t2 = performance.now();
            clips = read.clips.length;
            worker.push(t1 - t0);
            inThread.push(t2 - t1);
          }
          const xml = { ours: [], domParser: [] };
          if (kind === 'xmeml' || kind === 'fcpxml') {
            for (let i = 0; i < runs; i += 1) {
              const t0 = performance.now();
              b.parseXml(text);
              const t1 = performance.now();
              new DOMParser().parseFromString(text, 'application/xml');
              const t2 = performance.now();
              xml.ours.push(t1 - t0);
              xml.domParser.push(t2 - t1);
            }
          }
          return { bytes: text.length, clips, worker, inThread, xml };
        },
        { kind, name, events: EVENTS, runs: RUNS },
      );
      await page.close();
      console.log(`  ${label}: ${mb(result.bytes)}, ${result.clips.toLocaleString('en')} clips read by ${workers} worker${workers === 1 ? '' : 's'}`);
      console.log(`    ${'first read (worker starts cold)'.padEnd(52)} ${result.worker[0].toFixed(1)} ms  target ${TARGET};  parse alone, page thread, cold: ${result.inThread[0].toFixed(1)} ms`);
      console.log(`    ${formatTiming('readEditFiles again (worker warm)', result.worker.slice(1), TARGET)}`);
      console.log(`    ${formatTiming('parseEdit on the page thread (warm)', result.inThread.slice(1))}`);
      // The same parse's CPU time in a fresh V8, which the machine's load does not inflate.
      const cpu = spawnSync(process.execPath, ['scripts/lib/run-ts.mjs', 'scripts/bench/edit-read-cpu.ts', kind], { encoding: 'utf8' });
      const figures = /\{.*\}/.exec(cpu.stdout ?? '')?.[0];
      if (figures) {
        const { cold, warm } = JSON.parse(figures);
        console.log(`    ${'parse CPU time, fresh V8 (first / warm median)'.padEnd(52)} ${cold.toFixed(0)} ms / ${warm.toFixed(0)} ms`);
      } else {
        console.log(`    parse CPU time: not measured (${(cpu.stderr ?? '').trim().split('\n')[0]})`);
      }
      if (result.xml.ours.length) {
        console.log(`    ${formatTiming('XML only: the edit XML reader (xml-tree.ts)', result.xml.ours)}`);
        console.log(`    ${formatTiming('XML only: DOMParser (page thread only)', result.xml.domParser)}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
