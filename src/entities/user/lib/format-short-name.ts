import type { UserDto } from '@/shared/api';

type NamedUser = Pick<UserDto, 'first_name' | 'last_name'> & Partial<Pick<UserDto, 'email'>>;

/**
 * The header's name for a user: first name plus last initial ("Jane D"). Falls back to whichever
 * part exists, then to the e-mail's local part.
 */
export function formatShortName(user: NamedUser): string {
  const first = user.first_name.trim();
  const initial = user.last_name.trim().charAt(0).toUpperCase();
  const name = [first, initial].filter(Boolean).join(' ');
  if (name) return name;
  return user.email ? user.email.split('@')[0] : '';
}
