import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSavedFiles, installSavePicker } from '@/shared/lib/test';
import { MEMORY_PART_BYTES, openFileSink } from './file-sink';

/** `count` pieces of `size` bytes, every byte its position in the file modulo 251. */
function pieces(count: number, size: number): Uint8Array<ArrayBuffer>[] {
  return Array.from({ length: count }, (_, n) => {
    const piece = new Uint8Array(size);
    for (let i = 0; i < size; i += 1) piece[i] = (n * size + i) % 251;
    return piece;
  });
}

async function wrongByte(blob: Blob): Promise<number> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return bytes.findIndex((value, index) => value !== index % 251);
}

describe('openFileSink', () => {
  let removePicker = () => {};
  afterEach(() => {
    removePicker();
    vi.restoreAllMocks();
  });

  it('without a save picker, holds the file and saves it through the browser\'s downloads when complete', async () => {
    const saved = captureSavedFiles();
    const sink = await openFileSink('Little Parade.wav', 'audio/wav');
    expect(sink?.kind).toBe('memory');
    // More than one part's worth, so the file is joined from several parts.
    const size = 256 * 1024;
    for (const piece of pieces(Math.ceil((MEMORY_PART_BYTES * 2.5) / size), size)) await sink!.write(piece);
    expect(saved).toHaveLength(0);
    await sink!.close();
    expect(saved).toHaveLength(1);
    expect(saved[0].filename).toBe('Little Parade.wav');
    expect(saved[0].blob.type).toBe('audio/wav');
    expect(saved[0].blob.size).toBe(Math.ceil((MEMORY_PART_BYTES * 2.5) / size) * size);
    expect(await wrongByte(saved[0].blob)).toBe(-1);
  });

  it('with a save picker, writes each piece to the file the user picked under the suggested name; nothing goes through downloads', async () => {
    const saved = captureSavedFiles();
    const picker = installSavePicker();
    removePicker = picker.remove;
    const sink = await openFileSink('Little Parade.wav', 'audio/wav');
    expect(sink?.kind).toBe('disk');
    for (const piece of pieces(5, 1000)) await sink!.write(piece);
    await sink!.close();
    expect(picker.picked).toHaveLength(1);
    expect(picker.picked[0].suggestedName).toBe('Little Parade.wav');
    expect(picker.picked[0].blob?.size).toBe(5000);
    expect(await wrongByte(picker.picked[0].blob!)).toBe(-1);
    expect(saved).toHaveLength(0);
  });

  it('a dropped file leaves the picked file without new content', async () => {
    const picker = installSavePicker();
    removePicker = picker.remove;
    const sink = await openFileSink('Little Parade.wav', 'audio/wav');
    await sink!.write(pieces(1, 10)[0]);
    await sink!.abort();
    expect(picker.picked[0]).toMatchObject({ blob: null, aborted: true });
  });

  it('resolves null when the user closes the picker: nothing is to be saved', async () => {
    const picker = installSavePicker({ dismiss: true });
    removePicker = picker.remove;
    expect(await openFileSink('Little Parade.wav', 'audio/wav')).toBeNull();
  });

  it('falls back to the browser\'s downloads when the browser will not show the picker (the click is too long ago)', async () => {
    const saved = captureSavedFiles();
    const target = globalThis as { showSaveFilePicker?: unknown };
    target.showSaveFilePicker = async () => {
      throw new DOMException('Must be handling a user gesture to show a file picker.', 'SecurityError');
    };
    removePicker = () => delete target.showSaveFilePicker;
    const sink = await openFileSink('Little Parade.wav', 'audio/wav');
    expect(sink?.kind).toBe('memory');
    await sink!.write(pieces(1, 100)[0]);
    await sink!.close();
    expect(saved.map((file) => file.filename)).toEqual(['Little Parade.wav']);
  });
});
