import { saveBlob } from './save-file';

/**
 * Where a file arriving piece by piece goes. Where the browser lets a page write to a file the
 * user picks (File System Access, `showSaveFilePicker`: Chrome, Edge, Opera on desktop), each piece
 * goes straight to that file, so the page never holds the file. Elsewhere (Firefox, Safari, phones)
 * the pieces are gathered into Blobs of MEMORY_PART_BYTES, which the browser keeps outside the
 * script's heap, and the whole is saved through the browser's downloads at the end.
 */
export interface FileSink {
  /** 'disk': written to the file the user picked; 'memory': held by the page until complete. */
  readonly kind: 'disk' | 'memory';
  /** Takes the piece before it resolves: the caller reuses its buffer for the next piece. */
  write(chunk: Uint8Array<ArrayBuffer>): Promise<void>;
  /** Completes the file: the picked file gets its content, or the held file goes to the browser's downloads. */
  close(): Promise<void>;
  /** Nothing is saved; a picked file keeps what it had before. */
  abort(): Promise<void>;
}

/** Pieces held in the page's heap before they are handed to the browser as one Blob part. */
export const MEMORY_PART_BYTES = 4 * 1024 * 1024;

interface SaveFilePickerOptions {
  suggestedName?: string;
  /** The picker remembers its last folder under this id. */
  id?: string;
  startIn?: 'downloads';
}

type SaveFilePicker = (options?: SaveFilePickerOptions) => Promise<FileSystemFileHandle>;

function savePicker(): SaveFilePicker | undefined {
  const picker = (globalThis as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return typeof picker === 'function' ? picker.bind(globalThis) : undefined;
}

/** The user closed the picker without choosing: the save is cancelled, not failed. */
const isDismissed = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function memorySink(filename: string, type: string): FileSink {
  const parts: Blob[] = [];
  let pieces: Uint8Array<ArrayBuffer>[] = [];
  let held = 0;
  const flush = () => {
    if (pieces.length === 0) return;
    parts.push(new Blob(pieces));
    pieces = [];
    held = 0;
  };
  return {
    kind: 'memory',
    write: async (chunk) => {
      // A copy (an exact-size one, so a short read never pins a whole buffer): the caller's buffer is reused.
      pieces.push(chunk.slice());
      held += chunk.byteLength;
      if (held >= MEMORY_PART_BYTES) flush();
    },
    close: async () => {
      flush();
      saveBlob(new Blob(parts, { type }), filename);
      parts.length = 0;
    },
    abort: async () => {
      pieces = [];
      parts.length = 0;
    },
  };
}

function diskSink(writable: FileSystemWritableFileStream): FileSink {
  return {
    kind: 'disk',
    write: (chunk) => writable.write(chunk),
    // The browser writes beside the picked file and puts it in place on close, so a file that
    // never completes leaves no half-written file under the chosen name.
    close: () => writable.close(),
    abort: () => writable.abort(),
  };
}

/**
 * A sink for a file of `type` to be saved as `filename`: the file the user picks where the browser
 * offers a save picker, else memory. Resolves null when the user closes the picker (nothing is to
 * be saved). A picker the browser refuses to show (no recent click: the user's click counts for a
 * few seconds only) or a file it refuses to write falls back to memory, so the file still arrives.
 */
export async function openFileSink(filename: string, type: string): Promise<FileSink | null> {
  const picker = savePicker();
  if (!picker) return memorySink(filename, type);
  let handle: FileSystemFileHandle;
  try {
    handle = await picker({ suggestedName: filename, id: 'downloads', startIn: 'downloads' });
  } catch (error) {
    if (isDismissed(error)) return null;
    return memorySink(filename, type);
  }
  try {
    return diskSink(await handle.createWritable());
  } catch {
    return memorySink(filename, type);
  }
}
