import { useCallback, useSyncExternalStore } from 'react';
import { toastStore, type ToastKey, type ToastState } from './toast-store';

/** Live message and variant of one toast (undefined once it is gone). */
export function useToast(key: ToastKey): ToastState | undefined {
  const getSnapshot = useCallback(() => toastStore.get(key), [key]);
  return useSyncExternalStore(toastStore.subscribe, getSnapshot, getSnapshot);
}
