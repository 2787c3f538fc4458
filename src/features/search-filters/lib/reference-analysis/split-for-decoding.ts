/**
 * Cuts an audio file into parts the browser decodes one by one, each a whole file of its format.
 *
 * `decodeAudioData` decodes on a thread of its own, but hands the result to the page in one task
 * that builds the whole `AudioBuffer`: for a 3-minute file that task held the page's thread for
 * 84 ms, longer than the 50 ms a page may be busy while it analyses. Decoded in parts of at most
 * `partSeconds`, each part's hand-over is a fraction of that.
 *
 * Only formats whose parts are easy to cut exactly are split: WAV and AIFF (PCM, cut at sample
 * frames, the header rewritten for each part) and MPEG audio, MP3 (cut at frame boundaries). A
 * part of an MP3 may lose its first frame's few milliseconds (the bit reservoir it would borrow from
 * the frame before); tempo and key do not hear it. Anything else (AAC, OGG, FLAC, a file this
 * reader does not understand) is one part, decoded as before.
 */

/** Longest part, in seconds of audio: a 3-minute file goes in six parts. */
export const DECODE_PART_SECONDS = 30;

/**
 * The parts, each a new file (the whole file when it is not cut). Run in the analysis worker:
 * copying a 4 MB file into new memory took 23 ms on an idle machine and 69 ms on a busy one,
 * a long task had the page done it.
 */
export function splitForDecoding(bytes: ArrayBuffer, partSeconds = DECODE_PART_SECONDS): ArrayBuffer[] {
  const view = new DataView(bytes);
  const parts = splitWav(view, partSeconds) ?? splitAiff(view, partSeconds) ?? splitMpegAudio(view, partSeconds);
  return parts && parts.length > 1 ? parts : [bytes];
}

const ascii = (view: DataView, at: number, length: number): string => {
  let text = '';
  for (let i = 0; i < length && at + i < view.byteLength; i += 1) text += String.fromCharCode(view.getUint8(at + i));
  return text;
};

/** Copies `header`, then `body` bytes [start, end) of the same file, into one new file. */
function joinBytes(view: DataView, header: Uint8Array, start: number, end: number): { bytes: Uint8Array; buffer: ArrayBuffer } {
  const bytes = new Uint8Array(header.length + (end - start));
  bytes.set(header, 0);
  bytes.set(new Uint8Array(view.buffer, view.byteOffset + start, end - start), header.length);
  return { bytes, buffer: bytes.buffer };
}

/**
 * [start, end) ranges of `total` bytes in blocks of `step` bytes (`step` a multiple of the frame
 * size); a last block under a tenth of `step` joins the one before.
 */
function ranges(start: number, total: number, step: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let at = start; at < start + total; at += step) out.push([at, Math.min(start + total, at + step)]);
  const last = out[out.length - 1];
  if (out.length > 1 && last && last[1] - last[0] < step / 10) {
    out.pop();
    out[out.length - 1]![1] = last[1];
  }
  return out;
}

/** RIFF WAVE with PCM or float samples: every part keeps the header, with its own sizes. */
function splitWav(view: DataView, partSeconds: number): ArrayBuffer[] | null {
  if (view.byteLength < 12 || ascii(view, 0, 4) !== 'RIFF' || ascii(view, 8, 4) !== 'WAVE') return null;
  let blockAlign = 0;
  let bytesPerSecond = 0;
  for (let at = 12; at + 8 <= view.byteLength; ) {
    const id = ascii(view, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 24 <= view.byteLength) {
      bytesPerSecond = view.getUint32(at + 16, true);
      blockAlign = view.getUint16(at + 20, true);
    } else if (id === 'data') {
      if (blockAlign === 0 || bytesPerSecond === 0) return null;
      const dataStart = at + 8;
      // A streamed file may say 0 or 0xFFFFFFFF: its data then runs to the end.
      const available = view.byteLength - dataStart;
      const dataSize = size === 0 || size > available ? available - (available % blockAlign) : size;
      const step = Math.max(blockAlign, Math.floor((bytesPerSecond * partSeconds) / blockAlign) * blockAlign);
      const header = new Uint8Array(view.buffer, view.byteOffset, dataStart).slice();
      return ranges(dataStart, dataSize, step).map(([start, end]) => {
        const part = joinBytes(view, header, start, end);
        const partView = new DataView(part.buffer);
        partView.setUint32(4, part.bytes.length - 8, true);
        partView.setUint32(dataStart - 4, end - start, true);
        return part.buffer;
      });
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/** AIFF, or AIFF-C holding plain PCM ('NONE', 'sowt'): COMM's frame count and SSND's size per part. */
function splitAiff(view: DataView, partSeconds: number): ArrayBuffer[] | null {
  if (view.byteLength < 12 || ascii(view, 0, 4) !== 'FORM') return null;
  const form = ascii(view, 8, 4);
  if (form !== 'AIFF' && form !== 'AIFC') return null;
  let commAt = -1;
  let frameBytes = 0;
  let sampleRate = 0;
  for (let at = 12; at + 8 <= view.byteLength; ) {
    const id = ascii(view, at, 4);
    const size = view.getUint32(at + 4);
    if (id === 'COMM' && at + 26 <= view.byteLength) {
      if (form === 'AIFC' && !['NONE', 'sowt'].includes(ascii(view, at + 26, 4))) return null;
      commAt = at;
      const channels = view.getUint16(at + 8);
      const bits = view.getUint16(at + 14);
      frameBytes = channels * Math.ceil(bits / 8);
      sampleRate = extendedToNumber(view, at + 16);
    } else if (id === 'SSND') {
      if (commAt < 0 || frameBytes === 0 || !(sampleRate > 0)) return null;
      const offset = view.getUint32(at + 8);
      const dataStart = at + 16 + offset;
      const available = Math.min(size - 8 - offset, view.byteLength - dataStart);
      const dataSize = available - (available % frameBytes);
      const step = Math.max(frameBytes, Math.floor(sampleRate * partSeconds) * frameBytes);
      const header = new Uint8Array(view.buffer, view.byteOffset, dataStart).slice();
      return ranges(dataStart, dataSize, step).map(([start, end]) => {
        const part = joinBytes(view, header, start, end);
        const partView = new DataView(part.buffer);
        partView.setUint32(4, part.bytes.length - 8);
        partView.setUint32(commAt + 10, (end - start) / frameBytes);
        partView.setUint32(at + 4, 8 + offset + (end - start));
        return part.buffer;
      });
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/** An 80-bit IEEE 754 extended number (AIFF's sample rate). */
function extendedToNumber(view: DataView, at: number): number {
  const exponent = view.getUint16(at) & 0x7fff;
  const high = view.getUint32(at + 2);
  const low = view.getUint32(at + 6);
  if (exponent === 0 && high === 0 && low === 0) return 0;
  return (high * 2 ** 32 + low) * 2 ** (exponent - 16383 - 63);
}

const MPEG_BITRATES_KBPS: Record<string, number[]> = {
  // [version 1 | 2 (and 2.5)][layer]: index 1..14
  '1-1': [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MPEG_SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export interface MpegFrame {
  length: number;
  samples: number;
  sampleRate: number;
}

/** The MPEG audio frame whose header starts at `at`, or null when none does. */
export function readMpegFrame(view: DataView, at: number): MpegFrame | null {
  if (at + 4 > view.byteLength) return null;
  const header = view.getUint32(at);
  if (header >>> 21 !== 0x7ff) return null;
  const versionBits = (header >>> 19) & 3;
  const layerBits = (header >>> 17) & 3;
  const bitrateIndex = (header >>> 12) & 15;
  const rateIndex = (header >>> 10) & 3;
  const padding = (header >>> 9) & 1;
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const layer = 4 - layerBits;
  const version1 = versionBits === 3;
  const bitrate = MPEG_BITRATES_KBPS[`${version1 ? 1 : 2}-${layer}`]![bitrateIndex - 1]! * 1000;
  const sampleRate = MPEG_SAMPLE_RATES[versionBits]![rateIndex]!;
  if (layer === 1) return { length: (Math.floor((12 * bitrate) / sampleRate) + padding) * 4, samples: 384, sampleRate };
  const samples = layer === 3 && !version1 ? 576 : 1152;
  return { length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, samples, sampleRate };
}

/** Bytes of an ID3v2 tag at the start of the file (0 when there is none). */
function id3Length(view: DataView): number {
  if (view.byteLength < 10 || ascii(view, 0, 3) !== 'ID3') return 0;
  const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | (view.getUint8(i) & 0x7f), 0);
  const footer = view.getUint8(5) & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * MPEG audio (MP3): walks the frames from the first, cutting every `partSeconds`. The first part
 * keeps what comes before the first frame (the ID3 tag); a part starts at a frame header. Where
 * a frame does not lead to the next (a damaged file, a trailing tag), the walk ends and the
 * rest stays with the last part.
 */
function splitMpegAudio(view: DataView, partSeconds: number): ArrayBuffer[] | null {
  const first = id3Length(view);
  const firstFrame = readMpegFrame(view, first);
  if (!firstFrame) return null;
  const cuts: number[] = [0];
  let samplesInPart = 0;
  const partSamples = firstFrame.sampleRate * partSeconds;
  for (let at = first; ; ) {
    const frame = readMpegFrame(view, at);
    if (!frame || frame.sampleRate !== firstFrame.sampleRate || frame.length <= 4) break;
    if (samplesInPart >= partSamples && at + frame.length <= view.byteLength) {
      cuts.push(at);
      samplesInPart = 0;
    }
    samplesInPart += frame.samples;
    at += frame.length;
  }
  // A last part under a tenth of a part joins the one before.
  if (cuts.length > 1 && samplesInPart < partSamples / 10) cuts.pop();
  const empty = new Uint8Array(0);
  return cuts.map((start, i) => joinBytes(view, empty, start, cuts[i + 1] ?? view.byteLength).buffer);
}
