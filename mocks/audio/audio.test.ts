import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../node';
import { catalogueWaveformKeys } from '../seed/database-snapshot';
import { catalogueIndex } from '../search/catalogue-index';
import { bakedWaveformFile, bakeLevels, levelsFromBaked, setBakedWaveformBase } from './baked-waveforms';
import { BROKEN_AUDIO_TITLE, markBrokenAudioTrack } from './broken-track';
import { audioSource, audioSourceKey, clearAudioCaches, stemPart, versionArrangement, waveformFile, wavFile, type AudioSource } from './catalog-audio';
import { arrange, envelope, loopsFor, planAudio, waveformSvg, wavBytes, wavStream } from './render';
import { beatSamples, DEFAULT_MIX, SAMPLE_RATE, type Part, type Piece } from './synth';
import { waveformLevels } from './waveform-render';
import { normalizeBpm, parseKey, progression, triad } from './theory';
import { readWavHeader, WAV_HEADER_BYTES } from './wav';

const piece = (overrides: Partial<Piece> = {}): Piece => ({
  seed: 7,
  key: parseKey('Dm'),
  bpm: 120,
  variant: 0,
  parts: [...DEFAULT_MIX],
  ...overrides,
});
const source = (overrides: Partial<AudioSource> = {}): AudioSource => ({
  piece: piece(),
  duration: 12.5,
  turnTimes: [],
  broken: false,
  ...overrides,
});

function pcm(buffer: ArrayBuffer): Int16Array {
  return new Int16Array(buffer, WAV_HEADER_BYTES);
}

/**
 * Byte-for-byte comparison of audio files: expect's deep equality walks a 400 kB array element by
 * element (seconds per call, most of this file's time); this compares natively and, on a mismatch,
 * still names the lengths and the first differing byte.
 */
function bytesDiff(actual: Uint8Array, expected: Uint8Array): { length: number; firstDifference: number | null } {
  const view = (a: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  if (view(actual).equals(view(expected))) return { length: actual.length, firstDifference: null };
  let i = 0;
  while (i < actual.length && i < expected.length && actual[i] === expected[i]) i += 1;
  return { length: actual.length, firstDifference: i };
}
const sameBytes = (expected: Uint8Array) => ({ length: expected.length, firstDifference: null });

function peak(samples: Int16Array, from: number, to: number): number {
  let max = 0;
  for (let i = Math.max(0, from); i < Math.min(samples.length, to); i += 1) max = Math.max(max, Math.abs(samples[i]));
  return max;
}

describe('theory', () => {
  it('reads catalogue keys and keeps the catalogue tempo, folding only unplayable ones', () => {
    expect(parseKey('Dm')).toEqual({ tonic: 2, minor: true });
    expect(parseKey('F# minor')).toEqual({ tonic: 6, minor: true });
    expect(parseKey('Bb')).toEqual({ tonic: 10, minor: false });
    expect(parseKey('E Major')).toEqual({ tonic: 4, minor: false });
    expect(parseKey('')).toEqual({ tonic: 0, minor: false });
    expect(normalizeBpm([62])).toBe(62);
    expect(normalizeBpm([178])).toBe(178);
    expect(normalizeBpm([30])).toBe(60);
    expect(normalizeBpm([300])).toBe(150);
    expect(normalizeBpm([])).toBe(100);
  });

  it('opens every progression on the tonic chord, so a loop states its key and not the relative one', () => {
    for (const minor of [false, true]) {
      for (let variant = 0; variant < 4; variant += 1) expect(progression({ tonic: 9, minor }, variant)[0]).toBe(0);
    }
  });

  it('gives a minor key the harmonic minor major dominant (its leading tone), a major key its plain V', () => {
    // A minor: V is E major (E G# B), the G# telling it from C major; C major: V is G B D.
    expect(triad({ tonic: 9, minor: true }, 4, 60)).toEqual([76, 80, 83]);
    expect(triad({ tonic: 0, minor: false }, 4, 60)).toEqual([67, 71, 74]);
    // Other minor chords keep the natural minor: iv of A minor is D F A.
    expect(triad({ tonic: 9, minor: true }, 3, 60)).toEqual([74, 77, 81]);
  });
});

describe('WAV files', () => {
  it('writes a canonical 16-bit mono PCM header', () => {
    const file = wavFile(source());
    const header = readWavHeader(file);
    expect(header).toMatchObject({ riff: 'RIFF', wave: 'WAVE', channels: 1, bitsPerSample: 16, sampleRate: SAMPLE_RATE });
    expect(header.riffSize).toBe(file.byteLength - 8);
    expect(header.dataBytes).toBe(file.byteLength - WAV_HEADER_BYTES);
  });

  it('lasts exactly the catalogue duration', () => {
    for (const duration of [3.2, 12.5, 61, 187.4]) {
      const file = wavFile(source({ duration }));
      expect(file.byteLength).toBe(WAV_HEADER_BYTES + Math.round(duration * SAMPLE_RATE) * 2);
      expect(readWavHeader(file).duration).toBeCloseTo(duration, 3);
    }
  });

  it('is deterministic, and differs between tracks', () => {
    const first = new Uint8Array(wavFile(source())).slice();
    clearAudioCaches();
    const again = new Uint8Array(wavFile(source()));
    expect(bytesDiff(again, first)).toEqual(sameBytes(first));
    const other = new Uint8Array(wavFile(source({ piece: piece({ seed: 8, key: parseKey('A'), bpm: 96 }) })));
    expect(bytesDiff(other, first)).not.toEqual(sameBytes(first));
  });

  it('streams any byte range exactly as the whole file holds it', async () => {
    const p = piece({ bpm: 97 });
    const plan = planAudio(p, 20, [7.3, 13], loopsFor(p));
    const whole = new Uint8Array(wavFile(source({ piece: p, duration: 20, turnTimes: [7.3, 13] })));
    for (const [start, end] of [[0, 44], [0, 1001], [43, 46], [45, 90_001], [171_111, 200_000], [whole.length - 7, whole.length]]) {
      expect(bytesDiff(wavBytes(plan, start, end), whole.subarray(start, end))).toEqual(sameBytes(whole.subarray(start, end)));
    }
    const streamed = new Uint8Array(await new Response(wavStream(plan)).arrayBuffer());
    expect(bytesDiff(streamed, whole)).toEqual(sameBytes(whole));
  });

  it('is real sound: audible, never clipping, silent only at the fades', () => {
    const samples = pcm(wavFile(source()));
    expect(peak(samples, 0, samples.length)).toBeGreaterThan(8000);
    expect(peak(samples, 0, samples.length)).toBeLessThan(32767);
    expect(samples[0]).toBe(0);
    expect(samples.at(-1)).toBe(0);
  });

  it('drum stems hit on the beat; bass and chord stems are other parts of the same track', () => {
    const beat = beatSamples(120);
    const drums = pcm(wavFile(source({ piece: piece({ parts: ['drums'] }), duration: 8 })));
    // The kick lands on beat 1 of each bar: loud just after the beat, quiet just before the next one.
    const onBeat = peak(drums, 4 * beat, 4 * beat + 400);
    const beforeBeat = peak(drums, 5 * beat - 300, 5 * beat - 50);
    expect(onBeat).toBeGreaterThan(beforeBeat * 3);

    const bass = pcm(wavFile(source({ piece: piece({ parts: ['bass'] }), duration: 8 })));
    const full = pcm(wavFile(source({ duration: 8 })));
    expect(bass).not.toEqual(drums);
    expect(peak(full, 0, full.length)).toBeGreaterThan(peak(bass, 0, bass.length));
  });

  it.each(['lead', 'pluck'] as const)('a slow %s part leans on the beat, so a track without drums pulses at its catalogue tempo, not twice it', (part) => {
    const beat = beatSamples(72);
    const samples = pcm(wavFile(source({ piece: piece({ bpm: 72, parts: [part] }), duration: 12 })));
    // Louder at the start of each beat than at the start of the eighth note between two beats.
    const attack = Math.round(0.02 * SAMPLE_RATE);
    const onBeats: number[] = [];
    const offBeats: number[] = [];
    for (let b = 4; b < 12; b += 1) {
      onBeats.push(peak(samples, b * beat, b * beat + attack));
      offBeats.push(peak(samples, b * beat + Math.round(beat / 2), b * beat + Math.round(beat / 2) + attack));
    }
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(mean(onBeats)).toBeGreaterThan(1.25 * mean(offBeats));
  });

  it('maps stem and version names to parts and arrangements', () => {
    expect(stemPart('Drums', 1)).toBe('drums');
    expect(stemPart('Percussion', 1)).toBe('percussion');
    expect(stemPart('Bass', 1)).toBe('bass');
    expect(stemPart('Strings', 1)).toBe('pad');
    expect(stemPart('Keys', 1)).toBe('keys');
    expect(stemPart('Synths', 1)).toBe('lead');
    expect(stemPart('Guitars', 1)).toBe('strum');
    expect(stemPart('Brass', 1)).toBe('swell');
    expect(stemPart('Woodwinds', 1)).toBe('counter');
    expect(stemPart('Vocals', 1)).toBe('voice');
    expect(stemPart('World Instruments', 1)).toBe('pluck');
    expect(versionArrangement('Underscore')).toEqual({ underscore: true, parts: ['drums', 'percussion', 'bass', 'pad'] });
    expect(versionArrangement('No Drums').parts).toEqual(['bass', 'pad', 'lead']);
    expect(versionArrangement('60 sec').parts).toEqual([...DEFAULT_MIX]);
  });

  it('a stem is exactly its part of the full mix', () => {
    // Rendered alone, each part of a two-part mix adds up (before the soft clip) to the mix.
    const mix = pcm(wavFile(source({ piece: piece({ parts: ['bass', 'pad'] }), duration: 4 })));
    const bass = pcm(wavFile(source({ piece: piece({ parts: ['bass'] }), duration: 4 })));
    const pad = pcm(wavFile(source({ piece: piece({ parts: ['pad'] }), duration: 4 })));
    let correlated = 0;
    let energy = 0;
    for (let i = 0; i < mix.length; i += 7) {
      const sum = bass[i] + pad[i];
      correlated += mix[i] * sum;
      energy += sum * sum;
    }
    expect(correlated / energy).toBeGreaterThan(0.6);
  });
});

/** The file's RMS loudness in `columns` equal slices, the loudest 1: what a waveform picture should show. */
function loudnessPerColumn(samples: Int16Array, columns: number): number[] {
  const perColumn = samples.length / columns;
  const rms = Array.from({ length: columns }, (_, column) => {
    const [from, to] = [Math.floor(column * perColumn), Math.floor((column + 1) * perColumn)];
    let sum = 0;
    for (let s = from; s < to; s += 1) sum += (samples[s] / 32767) ** 2;
    return Math.sqrt(sum / (to - from));
  });
  const loudest = Math.max(...rms);
  return rms.map((value) => value / loudest);
}

describe('waveform', () => {
  it('splits the arrangement at the turn times, alternating energy', () => {
    const sections = arrange(90, [0, 30, 60, 120], 8);
    expect(sections.map((s) => [s.start / SAMPLE_RATE, s.energy])).toEqual([
      [0, 'low'],
      [30, 'high'],
      [60, 'low'],
    ]);
  });

  it('is drawn from the audio envelope: loud where the audio is loud', () => {
    const p = piece();
    const plan = planAudio(p, 60, [30], loopsFor(p));
    const levels = envelope(plan, 60);
    const loudness = loudnessPerColumn(pcm(wavFile(source({ duration: 60, turnTimes: [30] }))), 60);
    for (const column of [5, 20, 35, 50, 59]) expect(levels[column]).toBeCloseTo(loudness[column], 1);
    const quiet = levels.slice(2, 28).reduce((a, b) => a + b) / 26;
    const loud = levels.slice(32, 55).reduce((a, b) => a + b) / 23;
    expect(loud).toBeGreaterThan(quiet * 1.4);
    expect(levels[59]).toBeLessThan(levels[50]);
  });

  it('drawn at the picture rate, keeps the loudness of the file: every part, both energies', () => {
    const mixes: Part[][] = [[...DEFAULT_MIX], ['keys', 'strum', 'swell'], ['counter', 'voice', 'pluck'], ['pad', 'lead', 'voice']];
    const columns = 60;
    const misses: number[] = [];
    for (const [i, parts] of mixes.entries()) {
      const item = source({ piece: piece({ seed: 3 + 8 * i, parts, bpm: 84 + 17 * i }), duration: 60, turnTimes: [20, 40] });
      const loudness = loudnessPerColumn(pcm(wavFile(item)), columns);
      const levels = waveformLevels(item, columns);
      for (let column = 0; column < columns; column += 1) misses.push(Math.abs(levels[column] - loudness[column]));
    }
    // A quarter of the samples reads the same loudness: within 0.05 of the file's in 97 % of
    // columns here (partials folded past the lower rate's Nyquist beat in a few), never far off.
    expect(misses.filter((miss) => miss > 0.05).length / misses.length).toBeLessThan(0.05);
    expect(Math.max(...misses)).toBeLessThan(0.2);
  });

  it('renders an SVG picture', async () => {
    const svg = await waveformFile(source());
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/M\d+ /g)).toHaveLength(200);
  });
});

describe('media handlers (seeded catalogue)', () => {
  const origin = globalThis.location.origin;
  const catalogue = () => {
    const index = catalogueIndex();
    const withBoth = index.main.find((t) => (index.versionsOf.get(t.id)?.length ?? 0) > 0 && (index.stemsOf.get(t.id)?.length ?? 0) > 0)!;
    const version = index.versionsOf.get(withBoth.id)![0];
    const stem = index.stemsOf.get(withBoth.id)![0];
    const stinger = index.main.find((t) => t.duration <= 10)!;
    return { track: withBoth, version, stem, stinger };
  };

  it('serves a track as audio/wav with its Content-Length and the catalogue duration', async () => {
    const { track } = catalogue();
    const response = await fetch(`${origin}/mock-media/audio/track-${track.id}.wav`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const body = await response.arrayBuffer();
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(readWavHeader(body).duration).toBeCloseTo(track.duration, 3);
  });

  it('answers byte ranges with 206', async () => {
    const { stinger } = catalogue();
    const response = await fetch(`${origin}/mock-media/audio/track-${stinger.id}.wav`, { headers: { Range: 'bytes=0-43' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-43/${44 + Math.round(stinger.duration * SAMPLE_RATE) * 2}`);
    expect(readWavHeader(await response.arrayBuffer()).wave).toBe('WAVE');
    const whole = new Uint8Array(await (await fetch(`${origin}/mock-media/audio/track-${stinger.id}.wav`)).arrayBuffer());
    const tail = await fetch(`${origin}/mock-media/audio/track-${stinger.id}.wav`, { headers: { Range: 'bytes=5001-' } });
    expect(tail.status).toBe(206);
    expect(bytesDiff(new Uint8Array(await tail.arrayBuffer()), whole.subarray(5001))).toEqual(sameBytes(whole.subarray(5001)));
  });

  it('serves versions and stems as variants and parts of their track', async () => {
    const { track, version, stem } = catalogue();
    const versionFile = await fetch(`${origin}/mock-media/audio/track-${version.id}.wav`);
    expect(readWavHeader(await versionFile.arrayBuffer()).duration).toBeCloseTo(version.duration, 3);
    const stemFile = await fetch(`${origin}/mock-media/audio/stem-${stem.id}.wav`);
    expect(stemFile.status).toBe(200);
    expect(readWavHeader(await stemFile.arrayBuffer()).duration).toBeCloseTo(stem.duration, 3);
    const full = audioSource('track', track.id)!;
    expect(audioSource('stem', stem.id)?.piece).toMatchObject({ seed: track.id, parts: [stemPart(stem.title, stem.id)] });
    expect(full.piece.parts).toContain(stemPart(stem.title, stem.id));
    expect(audioSource('track', version.id)?.piece).toMatchObject({ seed: track.id, variant: 1 });
  });

  it('one clearly titled track answers 404 (the player error scenario); unknown items too', async () => {
    const broken = catalogueIndex().main.filter((t) => t.audio_broken);
    expect(broken).toHaveLength(1);
    expect(broken[0].title).toBe(BROKEN_AUDIO_TITLE);
    expect(markBrokenAudioTrack()).toBe(broken[0].id);
    expect((await fetch(`${origin}/mock-media/audio/track-${broken[0].id}.wav`)).status).toBe(404);
    expect((await fetch(`${origin}/mock-media/audio/track-99999999.wav`)).status).toBe(404);
    expect((await fetch(`${origin}/mock-media/audio/nonsense.wav`)).status).toBe(404);
  });

  it('serves the waveform picture as SVG', async () => {
    const { stem } = catalogue();
    const response = await fetch(`${origin}/mock-media/waveform/stem-${stem.id}.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<path');
  });
});

describe('waveforms baked at build time (the demo build)', () => {
  it('names a file for every track, version and stem, no two pictures sharing one', () => {
    const index = catalogueIndex();
    const keys = catalogueWaveformKeys();
    const items = [...[...index.tracks.keys()].map((id) => audioSource('track', id)!), ...[...index.stems.keys()].map((id) => audioSource('stem', id)!)];
    // Items drawn from the same audio share a picture; different audio never shares a file.
    expect(keys).toHaveLength(new Set(items.map(audioSourceKey)).size);
    expect(new Set(keys.map((line) => line.split(' ')[0])).size).toBe(keys.length);
  });

  it('draws from the baked levels the picture the renderer draws, within a tenth of a pixel a bar', () => {
    const { track, stem } = { track: catalogueIndex().main[0], stem: [...catalogueIndex().stems.values()][0] };
    for (const item of [audioSource('track', track.id)!, audioSource('stem', stem.id)!]) {
      const drawn = waveformLevels(item);
      const baked = levelsFromBaked(bakeLevels(drawn));
      // A bar's half height is level × 48 px (waveformSvg): one byte a level keeps it within 0.1 px.
      for (let column = 0; column < drawn.length; column += 1) expect(Math.abs(baked[column] - drawn[column]) * 48).toBeLessThan(0.1);
    }
  });

  it('the waveform handler answers from a baked file when there is one, and draws it when there is none', async () => {
    const [first, second] = catalogueIndex().main.slice(5, 7);
    const baked = audioSource('track', first.id)!;
    const flat = new Uint8Array(200).fill(128);
    const asked: string[] = [];
    server.use(
      http.get('http://baked.test/mock-waveforms/:file', ({ params }) => {
        asked.push(String(params.file));
        return params.file === bakedWaveformFile(audioSourceKey(baked)) ? HttpResponse.arrayBuffer(flat.buffer) : new HttpResponse(null, { status: 404 });
      }),
    );
    clearAudioCaches();
    setBakedWaveformBase('http://baked.test/mock-waveforms/');
    try {
      const fromFile = await (await fetch(`${origin}/mock-media/waveform/track-${first.id}.svg`)).text();
      expect(fromFile).toBe(waveformSvg(levelsFromBaked(flat)));
      const drawn = await (await fetch(`${origin}/mock-media/waveform/track-${second.id}.svg`)).text();
      expect(drawn).toBe(waveformSvg(waveformLevels(audioSource('track', second.id)!)));
      expect(asked).toEqual([bakedWaveformFile(audioSourceKey(baked)), bakedWaveformFile(audioSourceKey(audioSource('track', second.id)!))]);
    } finally {
      setBakedWaveformBase(null);
      clearAudioCaches();
    }
  });
});
