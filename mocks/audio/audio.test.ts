import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db';
import { audioSource, clearAudioCaches, stemPart, versionArrangement, waveformFile, wavFile, type AudioSource } from './catalog-audio';
import { arrange, envelope, planAudio, loopsFor } from './render';
import { beatSamples, SAMPLE_RATE, type Piece } from './synth';
import { normalizeBpm, parseKey } from './theory';
import { readWavHeader, WAV_HEADER_BYTES } from './wav';

const piece = (overrides: Partial<Piece> = {}): Piece => ({
  seed: 7,
  key: parseKey('Dm'),
  bpm: 120,
  variant: 0,
  parts: ['drums', 'bass', 'chords', 'melody'],
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

function peak(samples: Int16Array, from: number, to: number): number {
  let max = 0;
  for (let i = Math.max(0, from); i < Math.min(samples.length, to); i += 1) max = Math.max(max, Math.abs(samples[i]));
  return max;
}

describe('theory', () => {
  it('reads catalogue keys and folds tempos into a playable range', () => {
    expect(parseKey('Dm')).toEqual({ tonic: 2, minor: true });
    expect(parseKey('F# minor')).toEqual({ tonic: 6, minor: true });
    expect(parseKey('Bb')).toEqual({ tonic: 10, minor: false });
    expect(parseKey('E Major')).toEqual({ tonic: 4, minor: false });
    expect(parseKey('')).toEqual({ tonic: 0, minor: false });
    expect(normalizeBpm([55])).toBe(110);
    expect(normalizeBpm([180])).toBe(90);
    expect(normalizeBpm([])).toBe(100);
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
    expect(again).toEqual(first);
    const other = new Uint8Array(wavFile(source({ piece: piece({ seed: 8, key: parseKey('A'), bpm: 96 }) })));
    expect(other).not.toEqual(first);
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

  it('maps stem and version names to parts and arrangements', () => {
    expect(stemPart('Drums', 1)).toBe('drums');
    expect(stemPart('Bass', 1)).toBe('bass');
    expect(stemPart('Strings', 1)).toBe('chords');
    expect(stemPart('Lead Guitar', 1)).toBe('melody');
    expect(versionArrangement('Underscore')).toMatchObject({ underscore: true });
    expect(versionArrangement('No Drums').parts).not.toContain('drums');
    expect(versionArrangement('60 sec').parts).toHaveLength(4);
  });
});

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
    const samples = pcm(wavFile(source({ duration: 60, turnTimes: [30] })));
    for (const column of [5, 20, 35, 50]) {
      const actual = peak(samples, Math.floor(column * SAMPLE_RATE), Math.floor((column + 1) * SAMPLE_RATE)) / 32767;
      expect(levels[column]).toBeCloseTo(actual, 1);
    }
    const quiet = levels.slice(2, 28).reduce((a, b) => a + b) / 26;
    const loud = levels.slice(32, 55).reduce((a, b) => a + b) / 23;
    expect(loud).toBeGreaterThan(quiet);
    expect(levels[59]).toBeLessThan(levels[50]);
  });

  it('renders an SVG picture', () => {
    const svg = waveformFile(source());
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/M\d+ /g)).toHaveLength(200);
  });
});

describe('media handlers', () => {
  const TRACK = 990001;
  const BROKEN = 990002;
  const VERSION = 990003;
  const STEM = 990004;
  const origin = globalThis.location.origin;

  beforeAll(() => {
    db.track.create({ id: TRACK, type: 'track', parentId: null, title: 'Audio Test', bpm: [100], musical_key: ['Em'], duration: 9.5, turn_times: [4] });
    db.track.create({ id: BROKEN, type: 'track', parentId: null, title: 'Broken Audio', bpm: [100], musical_key: ['C'], duration: 9, audio_broken: true });
    db.track.create({ id: VERSION, type: 'version', parentId: TRACK, title: 'Audio Test', version_title: 'Underscore', bpm: [100], musical_key: ['Em'], duration: 6 });
    db.stem.create({ id: STEM, trackId: TRACK, title: 'Drums', duration: 9.5 });
  });
  afterAll(() => {
    db.track.deleteMany({ where: { id: { in: [TRACK, BROKEN, VERSION] } } });
    db.stem.delete({ where: { id: { equals: STEM } } });
  });

  it('serves a track as audio/wav with its Content-Length and duration', async () => {
    const response = await fetch(`${origin}/mock-media/audio/track-${TRACK}.wav`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const body = await response.arrayBuffer();
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(readWavHeader(body).duration).toBeCloseTo(9.5, 3);
  });

  it('answers byte ranges with 206', async () => {
    const response = await fetch(`${origin}/mock-media/audio/track-${TRACK}.wav`, { headers: { Range: 'bytes=0-43' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-43/${44 + Math.round(9.5 * SAMPLE_RATE) * 2}`);
    expect(readWavHeader(await response.arrayBuffer()).wave).toBe('WAVE');
  });

  it('serves versions and stems as variants and parts of the track', async () => {
    const version = await fetch(`${origin}/mock-media/audio/track-${VERSION}.wav`);
    expect(readWavHeader(await version.arrayBuffer()).duration).toBeCloseTo(6, 3);
    const stem = await fetch(`${origin}/mock-media/audio/stem-${STEM}.wav`);
    expect(stem.status).toBe(200);
    expect(audioSource('stem', STEM)?.piece).toMatchObject({ seed: TRACK, parts: ['drums'] });
    expect(audioSource('track', VERSION)?.piece).toMatchObject({ seed: TRACK, underscore: true, variant: 1 });
  });

  it('answers 404 for the broken scenario track and unknown items', async () => {
    expect((await fetch(`${origin}/mock-media/audio/track-${BROKEN}.wav`)).status).toBe(404);
    expect((await fetch(`${origin}/mock-media/audio/track-1234567.wav`)).status).toBe(404);
    expect((await fetch(`${origin}/mock-media/audio/nonsense.wav`)).status).toBe(404);
  });

  it('serves the waveform picture as SVG', async () => {
    const response = await fetch(`${origin}/mock-media/waveform/track-${TRACK}.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<path');
  });
});
