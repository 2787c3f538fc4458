/**
 * The PRO banner sentence, word for word: "You're viewing the library as a/an {group names} user. Some
 * tracks may be hidden due to {group names}'s PRO restrictions."
 */
export function proBannerText(groupNames: readonly string[]): string | null {
  const names = groupNames.map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return null;
  const joined = joinNames(names);
  return `You're viewing the library as ${indefiniteArticle(names[0])} ${joined} user. Some tracks may be hidden due to ${joined}'s PRO restrictions.`;
}

/** "BMI", "BMI and ASCAP", "BMI, ASCAP and PRS". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Rights organisations whose acronym is spoken as a word ("an ASCAP user", "a SESAC user"). */
const SPOKEN_AS_WORD = new Set(['ASCAP', 'SESAC', 'SOCAN', 'GEMA', 'SACEM', 'SIAE', 'APRA', 'JASRAC', 'BUMA', 'STIM', 'TONO', 'KODA', 'TEOSTO', 'SUISA', 'SABAM', 'SADAIC', 'UBC', 'IMRO']);
/** Letters whose spoken name starts with a vowel sound: "an F…", "an M…", "an S…". */
const VOWEL_SOUND_LETTERS = new Set(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']);

/**
 * "a" or "an" by the first sound of the name. An all-capitals name is spelled out letter by letter
 * ("a BMI", "a PRS", "an MCPS") unless it is a known acronym read as a word ("an ASCAP", "a GEMA")
 * or a longer one with vowels; other words go by their first letter ("an Indie…", "a Harry Fox…").
 */
export function indefiniteArticle(name: string): 'a' | 'an' {
  const word = name.trim().split(/[\s(/-]+/)[0] ?? '';
  if (!word) return 'a';
  const upper = word.toUpperCase();
  const isAllCaps = word === upper && /[A-Z]/.test(word);
  if (isAllCaps && !SPOKEN_AS_WORD.has(upper)) {
    const spelled = word.length <= 3 || !/[AEIOU]/.test(upper);
    if (spelled) return VOWEL_SOUND_LETTERS.has(upper[0]) ? 'an' : 'a';
  }
  if (UPPER_U_AS_YOU.test(upper) || /^ONE/.test(upper)) return 'a';
  if (/^HOUR|^HONEST|^HONOU?R/.test(upper)) return 'an';
  return /^[AEIOU]/.test(upper) ? 'an' : 'a';
}

/** Words starting with a "you" sound: Union, Unique, Universal, Euro… */
const UPPER_U_AS_YOU = /^(UNI|UNE[^DRVX]|USE|USU|UTI|EU)/;
