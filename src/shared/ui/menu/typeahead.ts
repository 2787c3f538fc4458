/** How long typed letters keep adding to one typeahead search. */
export const TYPEAHEAD_RESET_MS = 500;

/**
 * The option typeahead moves to: the next enabled label (after `from`, wrapping) that starts with
 * what was typed. Typing one letter repeatedly ("s", "s") cycles through the labels starting with
 * it, as menus in desktop operating systems do. Returns -1 when nothing matches.
 */
export function typeaheadMatch(labels: readonly string[], typed: string, from: number): number {
  const query = typed.toLowerCase();
  if (!query || labels.length === 0) return -1;
  const repeated = query.split('').every((char) => char === query[0]);
  const search = repeated ? query[0]! : query;
  // A longer search may still match the current option ("sh" while on "Share"); one letter moves on.
  const start = repeated ? from + 1 : from;
  for (let step = 0; step < labels.length; step += 1) {
    const index = (((start + step) % labels.length) + labels.length) % labels.length;
    if (labels[index]!.toLowerCase().startsWith(search)) return index;
  }
  return -1;
}
