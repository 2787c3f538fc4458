import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aiffHeader, pcmWavHeader } from '@mocks/audio/download-files';
import { readMpegFrame, splitForDecoding } from './split-for-decoding';

const FIXTURES = join(process.cwd(), 'src/features/search-filters/lib/reference-analysis/fixtures');

const text = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/**
 * A 16-bit PCM WAV, with the header of the mock's WAV downloads, whose samples count up from 0
 * (so a part's samples say where they came from).
 */
function wav(seconds: number, sampleRate = 100, channels = 2): ArrayBuffer {
  const frames = seconds * sampleRate;
  const bytes = new Uint8Array(44 + frames * channels * 2);
  bytes.set(pcmWavHeader(frames, sampleRate, channels));
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < frames * channels; i += 1) view.setInt16(44 + i * 2, i % 32768, true);
  return bytes.buffer;
}

/** Reads a WAV part back: its declared sizes and its sample bytes. */
function readWav(part: ArrayBuffer) {
  const view = new DataView(part);
  const bytes = new Uint8Array(part);
  return {
    riff: text(bytes, 0, 4),
    riffSize: view.getUint32(4, true),
    dataId: text(bytes, 36, 4),
    dataSize: view.getUint32(40, true),
    samples: bytes.subarray(44),
  };
}

/** An AIFF (mono, 16-bit, 8,000 Hz), with the header of the mock's AIFF downloads. */
function aiff(frames: number): ArrayBuffer {
  const bytes = new Uint8Array(54 + frames * 2);
  bytes.set(aiffHeader(frames, 8000, 1));
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < frames; i += 1) view.setInt16(54 + i * 2, i % 32768);
  return bytes.buffer;
}

/** MPEG-1 Layer III, 128 kbps, 44.1 kHz, no padding: 417-byte frames of 1,152 samples. */
const MP3_FRAME_HEADER = 0xfffb9064;
const MP3_FRAME_BYTES = 417;

function mp3(frameCount: number, { id3 = 20 } = {}): ArrayBuffer {
  const bytes = new Uint8Array(id3 + frameCount * MP3_FRAME_BYTES);
  if (id3 > 0) {
    bytes.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, id3 - 10]);
  }
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < frameCount; i += 1) view.setUint32(id3 + i * MP3_FRAME_BYTES, MP3_FRAME_HEADER);
  return bytes.buffer;
}

/** Where two byte strings first differ (-1: nowhere), a failure that says where. */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) if (a[i] !== b[i]) return i;
  return -1;
}

const concat = (arrays: Uint8Array[]) => {
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
};

describe('splitForDecoding: a long file in parts the browser decodes one by one', () => {
  it('cuts a WAV into half-minute parts, each a whole WAV whose samples follow on', () => {
    const file = wav(75);
    const parts = splitForDecoding(file).map(readWav);
    expect(parts.map((p) => p.dataSize / (100 * 4))).toEqual([30, 30, 15]);
    for (const part of parts) {
      expect(part.riff).toBe('RIFF');
      expect(part.dataId).toBe('data');
      expect(part.riffSize).toBe(36 + part.dataSize);
      expect(part.samples.length).toBe(part.dataSize);
    }
    expect(firstDifference(concat(parts.map((p) => p.samples)), new Uint8Array(file, 44))).toBe(-1);
  });

  it('joins a last part under a tenth of a part to the one before', () => {
    const parts = splitForDecoding(wav(62)).map(readWav);
    expect(parts.map((p) => p.dataSize / (100 * 4))).toEqual([30, 32]);
  });

  it('cuts a sox-made WAV (its own header) without losing a byte', () => {
    const file = readFileSync(join(FIXTURES, 'c-major-cadence-with-clicks.wav'));
    const bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    const parts = splitForDecoding(bytes, 1);
    expect(parts.length).toBeGreaterThan(1);
    const dataAt = Buffer.from(bytes).indexOf('data') + 8;
    const bodies = parts.map((part) => {
      const view = new DataView(part);
      expect(view.getUint32(4, true)).toBe(part.byteLength - 8);
      expect(view.getUint32(dataAt - 4, true)).toBe(part.byteLength - dataAt);
      return new Uint8Array(part, dataAt);
    });
    expect(firstDifference(concat(bodies), new Uint8Array(bytes, dataAt))).toBe(-1);
  });

  it('cuts an AIFF, giving each part its own frame count and sound-data size', () => {
    const file = aiff(8000 * 70);
    const parts = splitForDecoding(file);
    expect(parts).toHaveLength(3);
    const frameCounts = parts.map((part) => new DataView(part).getUint32(22));
    expect(frameCounts).toEqual([240_000, 240_000, 80_000]);
    for (const part of parts) {
      const view = new DataView(part);
      expect(view.getUint32(4)).toBe(part.byteLength - 8);
      expect(view.getUint32(42)).toBe(8 + view.getUint32(22) * 2);
    }
    expect(firstDifference(concat(parts.map((part) => new Uint8Array(part, 54))), new Uint8Array(file, 54))).toBe(-1);
  });

  it('cuts an MP3 at frame boundaries, the ID3 tag staying with the first part', () => {
    // 1,149 frames make the first half-minute (1,149 × 1,152 samples ≥ 30 s at 44.1 kHz).
    const file = mp3(2500);
    const parts = splitForDecoding(file);
    expect(parts.map((part) => part.byteLength)).toEqual([20 + 1149 * MP3_FRAME_BYTES, 1149 * MP3_FRAME_BYTES, 202 * MP3_FRAME_BYTES]);
    expect(text(new Uint8Array(parts[0]!), 0, 3)).toBe('ID3');
    for (const part of parts.slice(1)) expect(new DataView(part).getUint32(0)).toBe(MP3_FRAME_HEADER);
    expect(firstDifference(concat(parts.map((part) => new Uint8Array(part))), new Uint8Array(file))).toBe(-1);
  });

  it('leaves what follows a broken frame with the last part', () => {
    const bytes = new Uint8Array(mp3(3000, { id3: 0 }));
    bytes[1500 * MP3_FRAME_BYTES] = 0; // frame 1,500's header no longer syncs
    const parts = splitForDecoding(bytes.buffer);
    expect(parts.map((part) => part.byteLength)).toEqual([1149 * MP3_FRAME_BYTES, 1851 * MP3_FRAME_BYTES]);
  });

  it('reads MPEG frame headers of each layer and version', () => {
    const at = (header: number) => {
      const view = new DataView(new ArrayBuffer(4));
      view.setUint32(0, header);
      return readMpegFrame(view, 0);
    };
    expect(at(0xfffb9064)).toEqual({ length: 417, samples: 1152, sampleRate: 44100 });
    expect(at(0xfffb9264)).toEqual({ length: 418, samples: 1152, sampleRate: 44100 }); // padded
    expect(at(0xfff38064)).toEqual({ length: 208, samples: 576, sampleRate: 22050 }); // MPEG-2, 64 kbps
    expect(at(0xfffda404)).toEqual({ length: 576, samples: 1152, sampleRate: 48000 }); // Layer II, 192 kbps
    expect(at(0xfffb0064)).toBeNull(); // free format: no length to walk by
    expect(at(0x49443304)).toBeNull();
  });

  it('keeps a short file, and any other format, whole', () => {
    const short = wav(20);
    expect(splitForDecoding(short)).toEqual([short]);
    const flac = new TextEncoder().encode('fLaC and more bytes').buffer;
    expect(splitForDecoding(flac)).toEqual([flac]);
    expect(splitForDecoding(new ArrayBuffer(0))).toHaveLength(1);
  });
});
