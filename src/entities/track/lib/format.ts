import type { PersonDto } from '@/shared/api';

/** "A", "A & B", "A, B & C": commas between names and "&" before the last. */
export function joinWithAmpersand(names: readonly string[]): string {
  const list = names.filter((n) => n.trim() !== '');
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} & ${list[list.length - 1]}`;
}

/** "Name (PRO)", or just the name when the PRO is unknown. */
export function formatPerson(person: PersonDto): string {
  return person.pro ? `${person.name} (${person.pro})` : person.name;
}

/** Composer credit text, "Trad. Arr. " first for a traditional arrangement. */
export function formatComposers(composers: readonly PersonDto[], isTraditionalArrangement: boolean): string {
  const names = joinWithAmpersand(composers.map((c) => c.name));
  return isTraditionalArrangement ? `Trad. Arr. ${names}`.trim() : names;
}

/** Publishers as "name (PRO)", comma separated. */
export function formatPublishers(publishers: readonly PersonDto[]): string {
  return publishers.map(formatPerson).join(', ');
}

/** Seconds as m:ss (h:mm:ss past an hour). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
