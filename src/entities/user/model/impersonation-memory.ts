import { useSyncExternalStore } from 'react';
import type { ImpersonatorDto, UserDto } from '@/shared/api';
import { forgetImpersonation, IMPERSONATION_STORAGE_KEY, impersonationListeners, impersonationStorage } from './impersonation-key';

/**
 * Who the admin was, while they view the site as another user, remembered in this browser. The
 * server may say it itself (`impersonator` on the user, not the spec's), but a server built to the
 * spec alone answers an impersonation with the other user only: without this, the "Viewing as …"
 * bar and its way back would be gone after the first answer. Kept in localStorage, as the session
 * cookie it goes with is shared by every tab; forgotten when anyone signs in or out, when the
 * session ends, and when the admin is back.
 */
export interface ImpersonationMemory {
  admin: ImpersonatorDto;
  /** The e-mail of the user the admin views the site as. */
  viewing: string;
}

const STORAGE_KEY = IMPERSONATION_STORAGE_KEY;
const listeners = impersonationListeners;
const storage = impersonationStorage;

function isMemory(value: unknown): value is ImpersonationMemory {
  if (!value || typeof value !== 'object') return false;
  const { admin, viewing } = value as Partial<ImpersonationMemory>;
  return typeof viewing === 'string' && !!admin && typeof admin === 'object' && typeof admin.email === 'string';
}

let cachedText: string | null = null;
let cachedMemory: ImpersonationMemory | null = null;

/** The remembered admin (null: no impersonation remembered, or the stored value is not one). */
export function readImpersonationMemory(): ImpersonationMemory | null {
  const text = storage()?.getItem(STORAGE_KEY) ?? null;
  if (text === cachedText) return cachedMemory;
  cachedText = text;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    cachedMemory = isMemory(parsed) ? parsed : null;
  } catch {
    cachedMemory = null;
  }
  return cachedMemory;
}

function write(memory: ImpersonationMemory | null): void {
  const store = storage();
  if (memory) store?.setItem(STORAGE_KEY, JSON.stringify(memory));
  else store?.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

/**
 * After an impersonation answered: remembers who the admin is (the server's `impersonator`, else
 * the admin already remembered for the user being left, else the user being left), or forgets it
 * when the admin is back at their own account.
 */
export function rememberImpersonation(before: UserDto | null, now: UserDto): void {
  const memory = readImpersonationMemory();
  const leftAdmin = memory && before && memory.viewing === before.email ? memory.admin : before;
  const admin = now.impersonator ?? (leftAdmin ? { email: leftAdmin.email, first_name: leftAdmin.first_name, last_name: leftAdmin.last_name } : null);
  if (!admin || admin.email.toLowerCase() === now.email.toLowerCase()) forgetImpersonation();
  else write({ admin, viewing: now.email });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change (the same session) shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The admin behind the session while they view the site as `user`: the server's `impersonator`
 * when its answers have that field (null: nobody), else the one this browser remembers for that
 * user. Null for anyone else.
 */
export function useImpersonator(user: UserDto | null): ImpersonatorDto | null {
  const memory = useSyncExternalStore(subscribe, readImpersonationMemory, () => null);
  if (!user) return null;
  if ('impersonator' in user) return user.impersonator ?? null;
  return memory && memory.viewing.toLowerCase() === user.email.toLowerCase() && memory.admin.email.toLowerCase() !== user.email.toLowerCase()
    ? memory.admin
    : null;
}
