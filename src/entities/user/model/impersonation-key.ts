/**
 * What the app shell needs of the remembered admin (impersonation-memory.ts): whether one may be
 * remembered, and forgetting it. Kept apart so the entry carries these few lines only; reading,
 * remembering and the "Viewing as" bar's hook load with the bar.
 */
export const IMPERSONATION_STORAGE_KEY = 'cuebox:impersonation';

/** Everyone showing the remembered admin, told when it changes in this tab. */
export const impersonationListeners = new Set<() => void>();

export function impersonationStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Whether this browser holds a remembered admin at all (the bar then decides whose it is). */
export function hasImpersonationMemory(): boolean {
  return (impersonationStorage()?.getItem(IMPERSONATION_STORAGE_KEY) ?? null) !== null;
}

/** Forgets the remembered admin (any sign-in, sign-out or ended session, or the admin back). */
export function forgetImpersonation(): void {
  const store = impersonationStorage();
  if ((store?.getItem(IMPERSONATION_STORAGE_KEY) ?? null) === null) return;
  store?.removeItem(IMPERSONATION_STORAGE_KEY);
  impersonationListeners.forEach((listener) => listener());
}
