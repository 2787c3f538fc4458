/**
 * Waveform levels baked at build time (the demo build: scripts/lib/mock-browser-plugin.mjs), one
 * small file per picture, named by what the picture is drawn from (`audioSourceKey`), so a page of
 * results reads its pictures instead of synthesising every item's audio anew (about 10 ms each, a
 * tenth of the demo e2e's CPU). A picture with no baked file (another catalogue scale, an item made
 * at run time, the dev server, node) is drawn as before.
 */

/** Where the baked files are served from; null where none were baked. */
let bakedBase: string | null = null;

export function setBakedWaveformBase(base: string | null): void {
  bakedBase = base;
}

/** 53-bit string hash (cyrb53): the file name of a key; the build refuses two keys with one name. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function bakedWaveformFile(sourceKey: string): string {
  return `${hash53(sourceKey)}.bin`;
}

/** One byte a column (0–255 for 0–1): a bar then differs from the drawn one by under 0.1 px. */
export function bakeLevels(levels: Float32Array): Uint8Array {
  return Uint8Array.from(levels, (level) => Math.round(Math.min(1, Math.max(0, level)) * 255));
}

export function levelsFromBaked(bytes: Uint8Array): Float32Array {
  return Float32Array.from(bytes, (byte) => byte / 255);
}

/** The baked levels of a picture, or null when it has none (then it is drawn). */
export async function bakedWaveformLevels(sourceKey: string): Promise<Float32Array | null> {
  if (bakedBase === null) return null;
  try {
    const response = await fetch(`${bakedBase}${bakedWaveformFile(sourceKey)}`);
    if (!response.ok) return null;
    return levelsFromBaked(new Uint8Array(await response.arrayBuffer()));
  } catch {
    return null;
  }
}
