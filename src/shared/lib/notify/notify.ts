import { TOAST_AUTO_HIDE_MS } from '../../config/constants';
import { toastStore, type ToastAction, type ToastKey, type ToastVariant } from './toast-store';

export interface NotifyOptions {
  /** Reuse a key to address the toast later (`update`, `close`). Generated when omitted. */
  key?: ToastKey;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes; `null` keeps it open until closed. Default 3000. */
  autoHideDuration?: number | null;
  /** A button on the toast; gone after an update that does not repeat it. */
  action?: ToastAction;
}

export interface NotifyUpdateOptions {
  variant?: ToastVariant;
  /** Keeps (or sets) a button on the toast; omitted, the update removes it. */
  action?: ToastAction;
  /**
   * Restart the close timer with this many milliseconds (`null`: stay open). Omitted: the
   * current timer keeps running.
   */
  autoHideDuration?: number | null;
}

/** What the mounted toast provider does with a toast (notistack underneath). */
export interface ToastSink {
  enqueue(key: ToastKey): void;
  dismiss(key: ToastKey): void;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number | null;
  startedAt: number;
}

let sink: ToastSink | null = null;
/** Toasts enqueued before the provider mounted; shown as soon as it does. */
const pending: ToastKey[] = [];
const timers = new Map<ToastKey, Timer>();
/** Toasts playing their exit transition. */
const closing = new Set<ToastKey>();
/** Closing toasts shown again under the same key: re-enqueued once the exit finished. */
const reopen = new Set<ToastKey>();
let counter = 0;

function clearTimer(key: ToastKey) {
  const timer = timers.get(key);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(key);
}

function startTimer(key: ToastKey, ms: number | null) {
  clearTimer(key);
  if (ms == null) return;
  const handle = setTimeout(() => notify.close(key), ms);
  timers.set(key, { handle, remaining: ms, startedAt: Date.now() });
}

/**
 * The toast bridge. Anything (components, sagas, middleware) shows, updates and closes toasts
 * by key without touching React: `yield call(notify.show, 'Saved', { variant: 'success' })`.
 * Close timers live here (not in notistack) so an update can restart them: a progress toast
 * shown with `autoHideDuration: null` and updated to "Download complete!" with `2000` closes
 * two seconds after that update.
 */
export const notify = {
  show(message: string, options: NotifyOptions = {}): ToastKey {
    const key = options.key ?? `toast-${Date.now().toString(36)}-${(counter += 1)}`;
    const variant = options.variant ?? 'default';
    const autoHide = options.autoHideDuration === undefined ? TOAST_AUTO_HIDE_MS : options.autoHideDuration;
    const alreadyOpen = toastStore.has(key);
    toastStore.set(key, { message, variant, ...(options.action ? { action: options.action } : {}) });
    startTimer(key, autoHide);
    if (closing.has(key)) {
      reopen.add(key);
      return key;
    }
    if (alreadyOpen) return key;
    if (sink) sink.enqueue(key);
    else pending.push(key);
    return key;
  },

  update(key: ToastKey, message: string, options: NotifyUpdateOptions = {}): void {
    const current = toastStore.get(key);
    if (!current || closing.has(key)) {
      notify.show(message, { key, variant: options.variant, autoHideDuration: options.autoHideDuration, action: options.action });
      return;
    }
    toastStore.set(key, { message, variant: options.variant ?? current.variant, ...(options.action ? { action: options.action } : {}) });
    if (options.autoHideDuration !== undefined) startTimer(key, options.autoHideDuration);
  },

  close(key: ToastKey): void {
    clearTimer(key);
    reopen.delete(key);
    const index = pending.indexOf(key);
    if (index >= 0) {
      pending.splice(index, 1);
      toastStore.delete(key);
      return;
    }
    if (closing.has(key)) return;
    if (sink && toastStore.has(key)) {
      closing.add(key);
      sink.dismiss(key);
    } else toastStore.delete(key);
  },

  /** Whether a toast with this key is currently shown (or waiting to be). */
  isOpen(key: ToastKey): boolean {
    return toastStore.has(key) && !closing.has(key);
  },
};

/** Pause a toast's close timer (pointer over the toast). */
export function pauseToastTimer(key: ToastKey): void {
  const timer = timers.get(key);
  if (!timer?.handle || timer.remaining == null) return;
  clearTimeout(timer.handle);
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
  timer.handle = null;
}

/** Resume a paused close timer with what was left of it. */
export function resumeToastTimer(key: ToastKey): void {
  const timer = timers.get(key);
  if (!timer || timer.handle || timer.remaining == null) return;
  // Give the reader at least a second after the pointer leaves.
  startTimer(key, Math.max(timer.remaining, 1000));
}

/** Called by the toast provider once mounted; returns the unregister function. */
export function connectToastSink(next: ToastSink): () => void {
  sink = next;
  for (const key of pending.splice(0)) if (toastStore.has(key)) next.enqueue(key);
  return () => {
    if (sink === next) sink = null;
  };
}

/** Called by the toast provider after a toast finished its exit transition. */
export function forgetToast(key: ToastKey): void {
  closing.delete(key);
  if (reopen.delete(key) && sink) {
    sink.enqueue(key);
    return;
  }
  clearTimer(key);
  toastStore.delete(key);
}

/** Test helper: drop every toast, timer and pending key (the store is module-wide). */
export function resetNotify(): void {
  for (const key of [...timers.keys()]) clearTimer(key);
  pending.splice(0);
  closing.clear();
  reopen.clear();
  toastStore.clear();
}
