import type { Mp3Encoder } from '@breezystack/lamejs';
import type { AudioPlan } from './render';
import { writeSamples } from './render';
import { SAMPLE_RATE } from './synth';

/**
 * Downloadable files of the mock catalogue in the formats the product sells: WAV 48 kHz (the
 * Avid/Final Cut rate), AIFF 44.1 kHz and MP3 320 kbps. The synthesiser renders at 11,025 Hz
 * (cheap enough to stream while playing); download files are resampled from it (linear
 * interpolation) and written as 16-bit stereo, the shape editors expect. Every file is produced
 * chunk by chunk as the reader pulls, with its exact byte length known up front (Content-Length).
 */

export type DownloadFileFormat = 'wav' | 'aif' | 'mp3';

export const DOWNLOAD_SAMPLE_RATE: Record<DownloadFileFormat, number> = { wav: 48_000, aif: 44_100, mp3: 48_000 };
export const MP3_KBPS = 320;
export const DOWNLOAD_CONTENT_TYPE: Record<DownloadFileFormat, string> = { wav: 'audio/wav', aif: 'audio/aiff', mp3: 'audio/mpeg' };

const CHANNELS = 2;
const BYTES_PER_FRAME = CHANNELS * 2;
/** Output frames produced per pull: about 1 MB of WAV, so a reader sees steady progress. */
const FRAMES_PER_CHUNK = 256 * 1024;
const MP3_SAMPLES_PER_FRAME = 1152;
/** At 48 kHz a 320 kbps MPEG-1 Layer III frame is exactly 960 bytes (144 * 320000 / 48000), never padded. */
const MP3_FRAME_BYTES = (144 * MP3_KBPS * 1000) / DOWNLOAD_SAMPLE_RATE.mp3;
const MP3_FRAMES_PER_CHUNK = 48;

/**
 * Lets the page breathe between chunks: a stream's pulls chain through microtasks, so without a
 * macrotask break the whole file would be generated in one go (the mock shares the page's thread).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface DownloadFile {
  format: DownloadFileFormat;
  contentType: string;
  /** Exact size in bytes of what `stream()` yields. */
  size: number;
  sampleRate: number;
  stream(): ReadableStream<Uint8Array>;
}

export interface DownloadTags {
  title: string;
  album: string;
  artist: string;
}

/** Number of output frames for a plan resampled to `rate`. */
export function resampledLength(plan: AudioPlan, rate: number): number {
  return Math.round((plan.sampleCount * rate) / SAMPLE_RATE);
}

/** Mono samples [from, to) of the plan resampled to `rate` (linear interpolation). */
export function resampledSamples(plan: AudioPlan, rate: number, from: number, to: number): Int16Array {
  const out = new Int16Array(Math.max(0, to - from));
  if (out.length === 0) return out;
  const step = SAMPLE_RATE / rate;
  const first = Math.floor(from * step);
  const last = Math.min(plan.sampleCount, Math.floor((to - 1) * step) + 2);
  const source = new Int16Array(Math.max(1, last - first));
  writeSamples(plan, first, Math.min(last, plan.sampleCount), source);
  for (let j = from; j < to; j += 1) {
    const position = j * step - first;
    const i = Math.floor(position);
    const a = source[i] ?? 0;
    const b = source[i + 1] ?? a;
    out[j - from] = Math.round(a + (b - a) * (position - i));
  }
  return out;
}

function ascii(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
}

/** Canonical 44-byte RIFF/WAVE header: PCM, 16-bit, interleaved channels. */
export function pcmWavHeader(frames: number, sampleRate: number, channels = CHANNELS): Uint8Array {
  const dataBytes = frames * channels * 2;
  const header = new Uint8Array(44);
  const view = new DataView(header.buffer);
  ascii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(view, 8, 'WAVE');
  ascii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  ascii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}

/** An integer sample rate as the 80-bit IEEE 754 extended float AIFF's COMM chunk stores. */
export function extended80(value: number): Uint8Array {
  const out = new Uint8Array(10);
  if (value <= 0) return out;
  const exponent = Math.floor(Math.log2(value));
  const view = new DataView(out.buffer);
  view.setUint16(0, 16383 + exponent);
  const mantissa = BigInt(Math.round(value)) << BigInt(63 - exponent);
  view.setBigUint64(2, mantissa);
  return out;
}

/** AIFF header (FORM, COMM, SSND chunk header): 54 bytes, big-endian 16-bit samples follow. */
export function aiffHeader(frames: number, sampleRate: number, channels = CHANNELS): Uint8Array {
  const dataBytes = frames * channels * 2;
  const header = new Uint8Array(54);
  const view = new DataView(header.buffer);
  ascii(view, 0, 'FORM');
  view.setUint32(4, 4 + 26 + 16 + dataBytes);
  ascii(view, 8, 'AIFF');
  ascii(view, 12, 'COMM');
  view.setUint32(16, 18);
  view.setUint16(20, channels);
  view.setUint32(22, frames);
  view.setUint16(26, 16);
  header.set(extended80(sampleRate), 28);
  ascii(view, 38, 'SSND');
  view.setUint32(42, 8 + dataBytes);
  view.setUint32(46, 0);
  view.setUint32(50, 0);
  return header;
}

function utf16Frame(id: string, text: string): Uint8Array {
  // ID3v2.3 text frame: encoding 1 (UTF-16 with BOM), no terminator needed for the last string.
  const body = new Uint8Array(1 + 2 + text.length * 2);
  body[0] = 1;
  body[1] = 0xff;
  body[2] = 0xfe;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    body[3 + i * 2] = code & 0xff;
    body[4 + i * 2] = code >> 8;
  }
  const frame = new Uint8Array(10 + body.length);
  const view = new DataView(frame.buffer);
  ascii(view, 0, id);
  view.setUint32(4, body.length);
  frame.set(body, 10);
  return frame;
}

/** An ID3v2.3 tag with title, artist and album, so players and libraries name the file properly. */
export function id3Tag(tags: DownloadTags): Uint8Array {
  const frames = [utf16Frame('TIT2', tags.title), utf16Frame('TPE1', tags.artist), utf16Frame('TALB', tags.album)];
  const size = frames.reduce((sum, frame) => sum + frame.length, 0);
  const tag = new Uint8Array(10 + size);
  tag.set([0x49, 0x44, 0x33, 3, 0, 0], 0);
  // Tag size as four 7-bit "syncsafe" bytes.
  tag[6] = (size >> 21) & 0x7f;
  tag[7] = (size >> 14) & 0x7f;
  tag[8] = (size >> 7) & 0x7f;
  tag[9] = size & 0x7f;
  let offset = 10;
  for (const frame of frames) {
    tag.set(frame, offset);
    offset += frame.length;
  }
  return tag;
}

/** Interleaves mono samples into stereo 16-bit bytes, little- or big-endian. */
function stereoBytes(samples: Int16Array, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(samples.length * BYTES_PER_FRAME);
  const view = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i += 1) {
    view.setInt16(i * 4, samples[i], littleEndian);
    view.setInt16(i * 4 + 2, samples[i], littleEndian);
  }
  return out;
}

function pcmFile(plan: AudioPlan, format: 'wav' | 'aif'): DownloadFile {
  const rate = DOWNLOAD_SAMPLE_RATE[format];
  const frames = resampledLength(plan, rate);
  const header = format === 'wav' ? pcmWavHeader(frames, rate) : aiffHeader(frames, rate);
  return {
    format,
    contentType: DOWNLOAD_CONTENT_TYPE[format],
    size: header.length + frames * BYTES_PER_FRAME,
    sampleRate: rate,
    stream() {
      let next = 0;
      let headerSent = false;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!headerSent) {
            headerSent = true;
            controller.enqueue(header);
            if (frames === 0) controller.close();
            return;
          }
          await nextTask();
          const end = Math.min(frames, next + FRAMES_PER_CHUNK);
          controller.enqueue(stereoBytes(resampledSamples(plan, rate, next, end), format === 'wav'));
          next = end;
          if (next >= frames) controller.close();
        },
      });
    },
  };
}

/** Exact byte count lamejs writes for `samples` input frames at 48 kHz / 320 kbps (one frame of encoder delay). */
export function mp3DataBytes(samples: number): number {
  return (Math.ceil(samples / MP3_SAMPLES_PER_FRAME) + 1) * MP3_FRAME_BYTES;
}

function mp3File(plan: AudioPlan, tags: DownloadTags): DownloadFile {
  const rate = DOWNLOAD_SAMPLE_RATE.mp3;
  const frames = resampledLength(plan, rate);
  const tag = id3Tag(tags);
  const size = tag.length + mp3DataBytes(frames);
  return {
    format: 'mp3',
    contentType: DOWNLOAD_CONTENT_TYPE.mp3,
    size,
    sampleRate: rate,
    stream() {
      // Encoded as the reader pulls (lamejs runs a few times faster than real time), so the
      // download shows progress from the first chunk instead of waiting for the whole file.
      let encoder: Mp3Encoder;
      let next = 0;
      let sent = 0;
      let done = false;
      const emit = (controller: ReadableStreamDefaultController<Uint8Array>, encoded: ArrayBufferView) => {
        // lamejs hands out Int8Arrays; streams of bytes must be Uint8Arrays.
        const bytes = new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
        // Never send more than announced: Content-Length is a promise to the client.
        const room = size - sent;
        const chunk = bytes.length > room ? bytes.subarray(0, room) : bytes;
        if (chunk.length) controller.enqueue(chunk);
        sent += chunk.length;
      };
      return new ReadableStream<Uint8Array>({
        // The encoder (~57 KB gzip) loads with the first MP3 download, not with the demo's start.
        async start(controller) {
          const lamejs = await import('@breezystack/lamejs');
          encoder = new lamejs.Mp3Encoder(CHANNELS, rate, MP3_KBPS);
          emit(controller, tag);
        },
        async pull(controller) {
          if (done) return;
          await nextTask();
          const end = Math.min(frames, next + MP3_SAMPLES_PER_FRAME * MP3_FRAMES_PER_CHUNK);
          if (next < end) {
            const samples = resampledSamples(plan, rate, next, end);
            emit(controller, encoder.encodeBuffer(samples, samples));
            next = end;
          }
          if (next >= frames) {
            emit(controller, encoder.flush());
            if (sent < size) emit(controller, new Uint8Array(size - sent));
            done = true;
            controller.close();
          }
        },
      });
    },
  };
}

/** The download file of an item's audio plan in one of the sold formats. */
export function downloadFile(plan: AudioPlan, format: DownloadFileFormat, tags: DownloadTags): DownloadFile {
  return format === 'mp3' ? mp3File(plan, tags) : pcmFile(plan, format);
}
