// MATCH A REFERENCE TRACK in Chromium (built demo): how long a 3-minute 44.1 kHz stereo MP3 takes
// to analyse, beside the time the browser takes to decode it alone in the same page and run, and
// the page's long tasks (PerformanceObserver 'longtask') while it analyses. Figures only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from '../lib/stats.mjs';

const SECONDS = 180;
const RUNS = Number(process.env.REFERENCE_SPEED_RUNS) || 5;

function sox(args) {
  const result = spawnSync('sox', args, { maxBuffer: 1 << 30 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`sox ${args.join(' ')}: ${result.stderr.toString()}`);
}

const hz = (midi) => (440 * 2 ** ((midi - 69) / 12)).toFixed(2);

/**
 * A 3-minute stereo MP3 at 44.1 kHz, 192 kbps: I–IV–V–I in C (plucked triads over their roots,
 * 2 s a chord) over a click on every beat at 120 BPM, made with sox (Debian's `sox` with
 * `libsox-fmt-mp3`).
 */
function makeTestMp3(dir) {
  const chords = [
    [60, 64, 67, 36],
    [65, 69, 72, 41],
    [67, 71, 74, 43],
    [60, 64, 67, 36],
  ];
  const bars = chords.map((notes, i) => {
    const voices = join(dir, `voices${i}.wav`);
    const bar = join(dir, `bar${i}.wav`);
    sox(['-n', '-r', '44100', '-c', '4', voices, 'synth', '2', ...notes.flatMap((n) => ['pluck', hz(n)])]);
    sox([voices, '-c', '1', bar, 'remix', '-', 'gain', '-8']);
    return bar;
  });
  const cadence = join(dir, 'cadence.wav');
  sox([...bars, cadence, 'repeat', String(Math.ceil(SECONDS / 8) - 1)]);
  const click = join(dir, 'click.wav');
  sox(['-n', '-r', '44100', '-c', '1', click, 'synth', '0.03', 'sine', '1500', 'fade', 'q', '0.001', '0.03', '0.025', 'pad', '0', '0.47', 'repeat', String(SECONDS * 2 - 1)]);
  const mp3 = join(dir, 'reference-3min.mp3');
  sox(['-m', click, cadence, '-C', '192', '-c', '2', mp3, 'trim', '0', String(SECONDS), 'norm', '-1']);
  return mp3;
}

/** Collects the page's long tasks from now on (a task over 50 ms holds the page's thread). */
const WATCH_LONG_TASKS = () => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  performance.clearMeasures();
};

/** Keeps the test file's bytes in the page (sent once as base64) for decoding alone. */
const KEEP_FILE = (base64) => {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  window.__benchReferenceFile = bytes.buffer;
};

/** The browser's decoder alone on the same file, as the analysis decodes it (11,025 Hz) and at the file's own rate. */
const DECODE_ALONE = async () => {
  const bytes = window.__benchReferenceFile;
  const time = async (rate) => {
    const context = new OfflineAudioContext(1, 1, rate);
    const started = performance.now();
    await context.decodeAudioData(bytes.slice(0));
    return performance.now() - started;
  };
  return { analysisRate: await time(11_025), fileRate: await time(44_100) };
};

/** The analysis's own measures (see analyse-reference-file.ts) and the long tasks inside its span. */
const READ_RUN = () => {
  const measures = Object.fromEntries(
    performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('reference-analysis:'))
      .map((m) => [m.name.slice('reference-analysis:'.length), { start: m.startTime, duration: m.duration }]),
  );
  const total = measures.total;
  const tasks = total ? window.__benchLongTasks.filter((t) => t.start + t.duration >= total.start && t.start <= total.start + total.duration) : [];
  // Which stage each long task fell in (by its start).
  const byStage = {};
  for (const task of tasks) {
    const stage = ['read', 'decode', 'send', 'worker'].find((name) => measures[name] && task.start >= measures[name].start && task.start <= measures[name].start + measures[name].duration) ?? 'other';
    byStage[stage] = (byStage[stage] ?? 0) + 1;
  }
  return { measures, longTasks: tasks.map((t) => t.duration), byStage };
};

/** @param {import('../lib/chromium-bench.mjs').BenchContext} ctx */
export async function measureReferenceSpeed({ page, open, report }) {
  const dir = mkdtempSync(join(tmpdir(), 'reference-speed-'));
  try {
    let mp3;
    try {
      mp3 = makeTestMp3(dir);
    } catch (error) {
      report.value('not measured', `sox could not make the test MP3 (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); apt-get install sox libsox-fmt-mp3`);
      return;
    }
    const buffer = readFileSync(mp3);
    report.value('test file', `${SECONDS} s, 44.1 kHz stereo MP3, 192 kbps, ${(buffer.length / 1e6).toFixed(2)} MB (sox)`);
    const totals = [];
    const decodes = [];
    const decodesAtFileRate = [];
    const ratios = [];
    const longest = [];
    const longCounts = [];
    const stages = {};
    const longByStage = {};
    let reading = '';
    // One unrecorded run first (the worker's and popup's code arrive, the decoder warms up).
    for (let run = 0; run <= RUNS; run += 1) {
      await open('/search?type=tracks');
      await page.getByRole('button', { name: 'MATCH A REFERENCE TRACK' }).click();
      const popup = page.getByRole('dialog', { name: 'Match a reference track' });
      await popup.getByLabel('Reference audio file').waitFor({ state: 'attached', timeout: 60_000 });
      await page.evaluate(WATCH_LONG_TASKS);
      await popup.getByLabel('Reference audio file').setInputFiles({ name: 'reference-3min.mp3', mimeType: 'audio/mpeg', buffer });
      await popup.getByText(/^Tempo: /).waitFor({ timeout: 120_000 });
      reading = `${await popup.getByText(/^Tempo: /).textContent()}, ${await popup.getByText(/^Key: /).textContent()}`;
      const { measures, longTasks, byStage } = await page.evaluate(READ_RUN);
      await page.evaluate(KEEP_FILE, buffer.toString('base64'));
      const decode = await page.evaluate(DECODE_ALONE);
      if (run === 0 || !measures.total) continue;
      totals.push(measures.total.duration);
      decodes.push(decode.analysisRate);
      decodesAtFileRate.push(decode.fileRate);
      ratios.push(measures.total.duration / decode.analysisRate);
      longest.push(longTasks.length ? Math.max(...longTasks) : 0);
      longCounts.push(longTasks.length);
      for (const [stage, n] of Object.entries(byStage)) longByStage[stage] = (longByStage[stage] ?? 0) + n;
      for (const [name, { duration }] of Object.entries(measures)) (stages[name] ??= []).push(duration);
    }
    report.value('reading (expected 120 BPM, C)', reading);
    report.timing('analysis, file picked → result (total)', totals, '≤ 3000 ms');
    report.timing('decode alone at 11,025 Hz (as the analysis decodes)', decodes);
    report.timing('decode alone at 44,100 Hz (the file rate)', decodesAtFileRate);
    report.value('total ÷ decode alone (same run)', `median ${median(ratios).toFixed(2)}×  (runs: ${ratios.map((r) => r.toFixed(2)).join(', ')})  target ≤ 3×`);
    report.value('long tasks (> 50 ms) while analysing', `median ${median(longCounts)} a run, longest median ${median(longest).toFixed(0)} ms  (runs: ${longCounts.join(', ')})  target 0`);
    report.value('  long tasks by stage (all runs)', Object.entries(longByStage).map(([stage, n]) => `${stage} ${n}`).join(', ') || 'none');
    for (const name of ['read', 'decode', 'send', 'worker', 'worker-waveform', 'worker-onsets', 'worker-levels', 'worker-chroma', 'worker-notes', 'worker-result']) {
      if (stages[name]) report.timing(`  stage ${name}`, stages[name]);
    }
    report.value('note', `medians of ${RUNS} runs after one unrecorded; the 2-core machine is shared with other sessions, so absolute times are noisy: the ratio to decoding in the same run is the steadier figure`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
