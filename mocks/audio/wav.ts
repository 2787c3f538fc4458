/** PCM WAV (RIFF) container: 16-bit little-endian mono. */

export const WAV_HEADER_BYTES = 44;

export interface WavFormat {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
}

/** The 44-byte header of a WAV file holding `sampleCount` 16-bit mono samples. */
export function wavHeader(sampleCount: number, sampleRate: number): Uint8Array {
  const dataBytes = sampleCount * 2;
  const header = new Uint8Array(WAV_HEADER_BYTES);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}

export interface WavInfo extends WavFormat {
  riff: string;
  wave: string;
  riffSize: number;
  dataBytes: number;
  /** Seconds. */
  duration: number;
}

/** Reads a canonical 44-byte WAV header (for tests and sanity checks). */
export function readWavHeader(bytes: ArrayBuffer | Uint8Array): WavInfo {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const view = new DataView(u8.buffer, u8.byteOffset, u8.byteLength);
  const ascii = (offset: number, length: number) => String.fromCharCode(...u8.subarray(offset, offset + length));
  const sampleRate = view.getUint32(24, true);
  const channels = view.getUint16(22, true);
  const bitsPerSample = view.getUint16(34, true);
  const dataBytes = view.getUint32(40, true);
  return {
    riff: ascii(0, 4),
    wave: ascii(8, 4),
    riffSize: view.getUint32(4, true),
    sampleRate,
    channels,
    bitsPerSample,
    dataBytes,
    duration: dataBytes / (sampleRate * channels * (bitsPerSample / 8)),
  };
}
