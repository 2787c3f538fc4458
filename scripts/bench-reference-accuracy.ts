/**
 * Reference-track analysis accuracy (part of `npm run bench`, section `reference`): the analysis
 * the MATCH A REFERENCE TRACK worker runs, on
 *   1. test audio made with sox: a click on every beat and a i–iv–V–i (minor) or I–IV–V–I (major)
 *      cadence of plucked chords, one case per key at tempos from 72 to 174 BPM, as WAV and MP3;
 *   2. the catalogue's own audio: the mock renders each track at its BPM and key; its WAV and its
 *      MP3 download files (the bytes the API serves) are analysed, and the readings compared with
 *      the catalogue's own `bpm[0]` and `musical_key[0]` (what a match is searched by).
 * Files are decoded and resampled to the analysis rate by sox (the browser's decoder does this in
 * the app). Targets: tempo within 2 % ≥ 95 % (half/double counted apart), key exact ≥ 85 %,
 * exact or relative ≥ 95 %. Prints figures and the confusion of the misses; never asserts.
 *
 *   node scripts/lib/run-ts.mjs scripts/bench-reference-accuracy.ts [--wav=100] [--mp3=100] [--sox=24] [--sox-seconds=30]
 * (the MP3 files are encoded by the mock in JavaScript: 100 of them take many minutes on a busy machine)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANALYSIS_SAMPLE_RATE } from '../src/features/search-filters/model/reference-limits';
import { keyName, parseMusicalKey, relativeKey, sameKey, type MusicalKey } from '../src/features/search-filters/lib/musical-key';
import { SampleAnalysis } from '../src/features/search-filters/lib/reference-analysis/sample-analysis';
import { audioSource, planFor, wavFile } from '../mocks/audio/catalog-audio';
import { downloadFile } from '../mocks/audio/download-files';
import { catalogueIndex } from '../mocks/search/catalogue-index';
import { seedCatalogue } from '../mocks/seed/catalogue';

interface Case {
  label: string;
  bpm: number;
  key: MusicalKey;
}
interface Reading {
  tempo: number | null;
  key: string | null;
}

const option = (name: string, fallback: number) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};

function sox(args: string[], input?: Uint8Array): Buffer {
  const result = spawnSync('sox', args, { input, maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new Error(`sox ${args.join(' ')}: ${result.stderr.toString()}`);
  return result.stdout;
}

/** What the worker hears: mono float samples at the analysis rate. */
function decode(args: string[], input?: Uint8Array): Float32Array {
  const raw = sox([...args, '-t', 'f32', '-r', String(ANALYSIS_SAMPLE_RATE), '-c', '1', '-'], input);
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4).slice();
}

function analyse(samples: Float32Array): Reading & { ms: number } {
  const started = performance.now();
  const analysis = new SampleAnalysis(ANALYSIS_SAMPLE_RATE, samples.length, 1);
  analysis.addSamples(0, samples);
  for (const done of analysis.analyse()) void done;
  const { tempo, key } = analysis.result();
  return { tempo, key, ms: performance.now() - started };
}

const NOTE = (pc: number, octave: number) => 440 * 2 ** ((pc + 12 * (octave + 1) - 69) / 12);

/** One bar's chord (triad around middle C and its root two octaves down), plucked. */
function chordFile(dir: string, name: string, root: number, minor: boolean, seconds: number): string {
  const file = join(dir, `${name}.wav`);
  const notes = [NOTE(root, 4), NOTE(root + (minor ? 3 : 4), 4), NOTE(root + 7, 4), NOTE(root, 2)];
  // One tone a channel, then mixed down to one.
  const voices = join(dir, `${name}-voices.wav`);
  sox(['-n', '-r', '44100', '-c', '4', voices, 'synth', seconds.toFixed(4), ...notes.flatMap((f) => ['pluck', f.toFixed(2)])]);
  sox([voices, '-c', '1', file, 'remix', '-', 'gain', '-8']);
  return file;
}

/** sox-made cue: a click on each beat over a cadence in the case's key, `seconds` long. */
function soxCue(dir: string, c: Case, seconds: number): string {
  const beat = 60 / c.bpm;
  const beats = Math.ceil(seconds / beat);
  const click = join(dir, 'click.wav');
  sox(['-n', '-r', '44100', '-c', '1', click, 'synth', '0.03', 'sine', '1500', 'fade', 'q', '0.001', '0.03', '0.025', 'pad', '0', (beat - 0.03).toFixed(5), 'repeat', String(beats - 1)]);
  const { tonic, minor } = c.key;
  // i–iv–V–i (harmonic minor's major dominant) or I–IV–V–I.
  const cadence: [number, boolean][] = minor
    ? [[tonic, true], [tonic + 5, true], [tonic + 7, false], [tonic, true]]
    : [[tonic, false], [tonic + 5, false], [tonic + 7, false], [tonic, false]];
  const bars = cadence.map(([root, m], i) => chordFile(dir, `bar${i}`, root % 12, m, beat * 4));
  const progression = join(dir, 'progression.wav');
  sox([...bars, progression, 'repeat', String(Math.ceil(seconds / (beat * 16)))]);
  const cue = join(dir, 'cue.wav');
  sox(['-m', click, progression, cue, 'trim', '0', String(seconds), 'norm', '-1']);
  return cue;
}

function tempoVerdict(expected: number, heard: number | null): 'exact' | 'half' | 'double' | 'miss' {
  if (heard === null) return 'miss';
  const near = (target: number) => Math.abs(heard - target) / target <= 0.02;
  if (near(expected)) return 'exact';
  if (near(expected / 2)) return 'half';
  if (near(expected * 2)) return 'double';
  return 'miss';
}

function keyVerdict(expected: MusicalKey, heard: string | null): 'exact' | 'relative' | 'miss' {
  const parsed = heard ? parseMusicalKey(heard) : null;
  if (!parsed) return 'miss';
  if (sameKey(parsed, expected)) return 'exact';
  if (sameKey(parsed, relativeKey(expected))) return 'relative';
  return 'miss';
}

function report(title: string, rows: Row[]) {
  const pct = (n: number) => `${((100 * n) / Math.max(1, rows.length)).toFixed(1)} %`;
  const tempos = rows.map((r) => tempoVerdict(r.bpm, r.tempo));
  const keys = rows.map((r) => keyVerdict(r.key, r.heardKey));
  const count = <T>(list: T[], value: T) => list.filter((v) => v === value).length;
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`  ${title}: ${rows.length} files, analysis median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms (Node, shared CPU)`);
  console.log(`    tempo within 2 %: ${pct(count(tempos, 'exact'))}   half ${pct(count(tempos, 'half'))}   double ${pct(count(tempos, 'double'))}   (target ≥ 95 %)`);
  console.log(`    key exact: ${pct(count(keys, 'exact'))} (target ≥ 85 %)   exact or relative: ${pct(count(keys, 'exact') + count(keys, 'relative'))} (target ≥ 95 %)`);
  const misses = rows.filter((_, i) => tempos[i] !== 'exact' || keys[i] === 'miss');
  for (const [i, r] of misses.entries()) {
    if (i >= 15) {
      console.log(`    … ${misses.length - 15} more`);
      break;
    }
    console.log(`    miss ${r.label}: expected ${r.bpm} BPM ${keyName(r.key)} → heard ${r.tempo?.toFixed(1) ?? 'no'} BPM ${r.heardKey ?? 'no key'}`);
  }
  const confusion = new Map<string, number>();
  rows.forEach((r, i) => {
    if (keys[i] === 'exact') return;
    const pair = `${keyName(r.key)}→${r.heardKey ?? '∅'}`;
    confusion.set(pair, (confusion.get(pair) ?? 0) + 1);
  });
  if (confusion.size) console.log(`    key confusion of the inexact: ${[...confusion].map(([pair, n]) => `${pair}×${n}`).join(', ')}`);
}

type Row = Case & { tempo: number | null; ms: number; heardKey: string | null };

export async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'reference-bench-'));
  try {
    console.log('\n== Reference track analysis: accuracy (scripts/bench-reference-accuracy.ts)');
    const seconds = option('sox-seconds', 30);
    const tempos = [72, 84, 90, 96, 100, 108, 110, 120, 124, 128, 135, 140, 150, 160, 174, 88, 102, 115, 126, 132, 145, 95, 118, 170];
    const wavRows: Row[] = [];
    const mp3Rows: Row[] = [];
    const soxKeys = Math.min(24, option('sox', 24));
    for (let i = 0; i < soxKeys; i += 1) {
      const key: MusicalKey = { tonic: i % 12, minor: i >= 12 };
      const c: Case = { label: `sox ${keyName(key)} ${tempos[i]}`, bpm: tempos[i], key };
      const cue = soxCue(dir, c, seconds);
      const wav = analyse(decode([cue]));
      wavRows.push({ ...c, tempo: wav.tempo, ms: wav.ms, heardKey: wav.key });
      const mp3 = join(dir, 'cue.mp3');
      sox([cue, '-C', '192', mp3]);
      const fromMp3 = analyse(decode([mp3]));
      mp3Rows.push({ ...c, tempo: fromMp3.tempo, ms: fromMp3.ms, heardKey: fromMp3.key });
    }
    if (soxKeys > 0) {
      report(`sox cues (${seconds} s, click + cadence), WAV`, wavRows);
      report(`sox cues (${seconds} s, click + cadence), MP3 192 kbps`, mp3Rows);
    }

    seedCatalogue();
    const tracks = [...catalogueIndex().tracks.values()].filter((t) => t.parentId == null && t.bpm.length > 0 && t.musical_key.length > 0 && !t.audio_broken);
    const pick = (n: number, offset: number) => Array.from({ length: Math.min(n, tracks.length) }, (_, i) => tracks[(offset + i * 7) % tracks.length]);
    const catalogueRows = async (format: 'wav' | 'mp3', n: number, offset: number): Promise<Row[]> => {
      const rows: Row[] = [];
      for (const track of pick(n, offset)) {
        const source = audioSource('track', track.id);
        if (!source) continue;
        const key = parseMusicalKey(track.musical_key[0]);
        if (!key) continue;
        const c: Case = { label: `track ${track.id}`, bpm: track.bpm[0], key };
        const bytes =
          format === 'wav'
            ? new Uint8Array(wavFile(source))
            : new Uint8Array(await new Response(downloadFile(planFor(source), 'mp3', { title: track.title, album: '', artist: '' }).stream()).arrayBuffer());
        const heard = analyse(decode(['-t', format, '-'], bytes));
        rows.push({ ...c, tempo: heard.tempo, ms: heard.ms, heardKey: heard.key });
      }
      return rows;
    };
    const wavCount = option('wav', 100);
    const mp3Count = option('mp3', 100);
    if (wavCount > 0) report('catalogue WAV (the mock renders each track at its BPM and key)', await catalogueRows('wav', wavCount, 0));
    if (mp3Count > 0) report('catalogue MP3 download files (320 kbps)', await catalogueRows('mp3', mp3Count, 3));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
