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
