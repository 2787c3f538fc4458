import type { DownloadFormat, UserDto } from '@/shared/api/contract/dto';
import { db } from '../../db';
import type { UserRecord } from './records';
import { normalizeEmail } from '../server/validation';

/** The stored preference's values as the API spells them: 'ask' (ASK EVERY TIME) and the formats in upper case. */
export const DOWNLOAD_FORMATS: readonly DownloadFormat[] = ['ask', 'WAV', 'AIF', 'MP3'];

export function findUserByEmail(email: string): UserRecord | null {
  const wanted = normalizeEmail(email);
  if (!wanted) return null;
  return db.user.findFirst({ where: { email: { equals: wanted } } });
}

export function findUserById(id: number): UserRecord | null {
  return db.user.findFirst({ where: { id: { equals: id } } });
}

/** A stored preference as the API spells it; one saved by an older build in lower case ('mp3') reads 'MP3'. */
function asFormat(value: string): DownloadFormat {
  const spelled = value === 'ask' ? value : value.toUpperCase();
  return (DOWNLOAD_FORMATS as readonly string[]).includes(spelled) ? (spelled as DownloadFormat) : 'ask';
}

/** The wire shape of `GET /api/users/me/` (never the password). */
export function serializeUser(user: UserRecord): UserDto {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    company: user.company,
    company_role: user.company_role,
    phone_number: user.phone_number,
    telephone: user.telephone,
    extension: user.extension,
    street_address: user.street_address,
    country: user.country,
    city: user.city,
    state: user.state,
    zip_code: user.zip_code,
    preferred_download_format: asFormat(user.preferred_download_format),
    is_admin: user.is_admin,
    restricted_pro_groups: user.restricted_pro_groups.map((name) => ({ name })),
    downloads_remaining: user.downloads_remaining,
  };
}
