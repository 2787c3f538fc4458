/** Text normalisation shared by the index and the query side: case- and accent-insensitive. */

export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Words of a text ("Hip-Hop & R&B" → hip, hop, r, b). */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A keyword / instrument / composer term as typed: trimmed, single spaces, lower case. */
export function normalizeTerm(text: string): string {
  return normalizeText(text).replace(/\s+/g, ' ').trim();
}
