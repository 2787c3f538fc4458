import { vi } from 'vitest';
import { toastStore, type ToastState } from '../notify';

export interface SavedFile {
  filename: string;
  blob: Blob;
}

/**
 * Records the files the page saves through a Blob URL and an `<a download>` click (jsdom has no
 * download manager and no `URL.createObjectURL`). Call in a test; restored by `vi.restoreAllMocks()`.
 */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let counter = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    counter += 1;
    const url = `blob:${location.origin}/saved-${counter}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    blobs.delete(url);
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ filename: this.download, blob });
  });
  return saved;
}

/** Every message and variant the toasts showed, in order (each update of a toast included). */
export function recordToasts(): { history: ToastState[]; stop: () => void } {
  const history: ToastState[] = [];
  const last = new Map<string, string>();
  const stop = toastStore.subscribe(() => {
    for (const key of toastStore.keys()) {
      const toast = toastStore.get(key);
      if (!toast) continue;
      const signature = `${toast.variant}|${toast.message}`;
      if (last.get(key) === signature) continue;
      last.set(key, signature);
      history.push({ ...toast });
    }
  });
  return { history, stop };
}

export interface PickedFile {
  /** The name the page suggested in the picker. */
  suggestedName: string;
  /** What the file holds once the page completed it (null while it is being written, or if it was dropped). */
  blob: Blob | null;
  aborted: boolean;
}

/**
 * Stands in for the browser's save picker (`showSaveFilePicker`, which jsdom lacks): the user
 * picks a file under the suggested name, or closes the picker (`dismiss`). Records each picked
 * file and what the page wrote to it. Removed by the returned `remove()`.
 */
export function installSavePicker({ dismiss = false } = {}): { picked: PickedFile[]; remove: () => void } {
  const picked: PickedFile[] = [];
  const target = globalThis as { showSaveFilePicker?: unknown };
  target.showSaveFilePicker = async (options?: { suggestedName?: string }) => {
    if (dismiss) throw new DOMException('The user aborted a request.', 'AbortError');
    const file: PickedFile = { suggestedName: options?.suggestedName ?? '', blob: null, aborted: false };
    picked.push(file);
    return {
      kind: 'file',
      name: file.suggestedName,
      createWritable: async () => {
        const chunks: BlobPart[] = [];
        return {
          write: async (chunk: BlobPart) => void chunks.push(chunk),
          close: async () => void (file.blob = new Blob(chunks)),
          abort: async () => void (file.aborted = true),
        };
      },
    };
  };
  return { picked, remove: () => delete target.showSaveFilePicker };
}
