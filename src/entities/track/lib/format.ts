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

