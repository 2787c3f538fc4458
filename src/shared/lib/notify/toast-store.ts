/**
 * Live state of every open toast, keyed by toast key. The toast provider renders each toast's
 * message through a component subscribed to this store (useSyncExternalStore), so
 * `notify.update(key, …)` changes the text (and variant) of an open toast in place.
 */

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
export type ToastKey = string;

/** A button on a toast (e.g. "Cancel" on a download's progress toast). */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastState {
  message: string;
  variant: ToastVariant;
  action?: ToastAction;
}

type Listener = () => void;

const toasts = new Map<ToastKey, ToastState>();
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const toastStore = {
  get(key: ToastKey): ToastState | undefined {
    return toasts.get(key);
  },
  has(key: ToastKey): boolean {
    return toasts.has(key);
  },
  set(key: ToastKey, state: ToastState): void {
    toasts.set(key, state);
    emit();
  },
  delete(key: ToastKey): void {
    if (toasts.delete(key)) emit();
  },
  keys(): ToastKey[] {
    return [...toasts.keys()];
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Test helper: forget every toast. */
  clear(): void {
    toasts.clear();
    emit();
  },
};
