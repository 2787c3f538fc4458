/**
 * Auditioning by keyboard: the one table of shortcuts. The track lists, the player and the
 * "Keyboard shortcuts" popup all read it, so what the popup lists is what the keys do.
 */

export type AuditionCommand =
  | { type: 'move'; by: 1 | -1 }
  | { type: 'play-row' }
  | { type: 'add' }
  | { type: 'download' }
  | { type: 'find-similar' }
  | { type: 'toggle' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'seek-to'; fraction: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'ab' }
  | { type: 'help' };

export type AuditionCommandType = AuditionCommand['type'];

/** What the focused row of a track list does (the rest belong to the player, or to the page). */
export const ROW_COMMANDS: ReadonlySet<AuditionCommandType> = new Set(['play-row', 'add', 'download', 'find-similar']);
/** What the player does wherever a track is selected. */
export const PLAYER_COMMANDS: ReadonlySet<AuditionCommandType> = new Set(['toggle', 'seek-by', 'seek-to', 'next', 'previous', 'ab']);

/** The fields of a key press the table reads (a DOM KeyboardEvent has them all). */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
}

export const SEEK_STEP_SECONDS = 5;
export const SEEK_LONG_STEP_SECONDS = 30;

// Holding a key down repeats it: walking rows and seeking may repeat; anything that starts,
// adds or opens something acts once per press (a held A must not add the track ten times).
const REPEATABLE: ReadonlySet<AuditionCommandType> = new Set(['move', 'seek-by']);

const LETTERS: Readonly<Record<string, AuditionCommand>> = {
  j: { type: 'move', by: 1 },
  k: { type: 'move', by: -1 },
  a: { type: 'add' },
  d: { type: 'download' },
  f: { type: 'find-similar' },
  n: { type: 'next' },
  p: { type: 'previous' },
  r: { type: 'ab' },
};

function commandOf({ key, shiftKey }: KeyPress): AuditionCommand | null {
  switch (key) {
    case 'ArrowDown':
      return shiftKey ? null : { type: 'move', by: 1 };
    case 'ArrowUp':
      return shiftKey ? null : { type: 'move', by: -1 };
    case 'ArrowRight':
      return { type: 'seek-by', seconds: shiftKey ? SEEK_LONG_STEP_SECONDS : SEEK_STEP_SECONDS };
    case 'ArrowLeft':
      return { type: 'seek-by', seconds: -(shiftKey ? SEEK_LONG_STEP_SECONDS : SEEK_STEP_SECONDS) };
    case 'Enter':
      return shiftKey ? null : { type: 'play-row' };
    case ' ':
      // Shift+Space scrolls the page up.
      return shiftKey ? null : { type: 'toggle' };
    case '?':
      // Shift is how most layouts type "?".
      return { type: 'help' };
  }
  // Digits go by the character typed: on an AZERTY keyboard they take Shift.
  if (/^[0-9]$/.test(key)) return { type: 'seek-to', fraction: Number(key) / 10 };
  // Letters with Shift are left to others; Caps Lock only changes the case.
  if (/^[a-z]$/i.test(key)) return shiftKey ? null : (LETTERS[key.toLowerCase()] ?? null);
  return null;
}

/**
 * The command a key press stands for, or null. Presses with Ctrl, Alt or Meta are the browser's
 * and the system's (and Alt+arrows reorder a project's rows); so is text being composed by an IME.
 */
export function auditionCommandOf(press: KeyPress): AuditionCommand | null {
  if (press.ctrlKey || press.altKey || press.metaKey || press.isComposing) return null;
  const command = commandOf(press);
  if (!command || (press.repeat && !REPEATABLE.has(command.type))) return null;
  return command;
}

/** Keys pressed together ("Shift", "→"). */
export type KeyChord = readonly string[];

export interface ShortcutEntry {
  /** The chords that do it: any one of them ("or"), or a range of keys ("to"). */
  keys: readonly KeyChord[];
  join?: 'or' | 'to';
  /** What they do. */
  action: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: readonly ShortcutEntry[];
}

/** Every shortcut, grouped as the "Keyboard shortcuts" popup lists them. */
export const AUDITION_SHORTCUTS: readonly ShortcutGroup[] = [
  {
    title: 'Track lists',
    shortcuts: [
      { keys: [['J'], ['↓']], action: 'Next row' },
      { keys: [['K'], ['↑']], action: 'Previous row' },
      { keys: [['Enter']], action: 'Play the row' },
      { keys: [['A']], action: 'Add the row to the last project used' },
      { keys: [['D']], action: 'Download the row' },
      { keys: [['F']], action: 'Find similar tracks' },
    ],
  },
  {
    title: 'Player',
    shortcuts: [
      { keys: [['Space']], action: 'Play / pause' },
      { keys: [['←']], action: `Back ${SEEK_STEP_SECONDS} seconds` },
      { keys: [['→']], action: `Forward ${SEEK_STEP_SECONDS} seconds` },
      { keys: [['Shift', '←']], action: `Back ${SEEK_LONG_STEP_SECONDS} seconds` },
      { keys: [['Shift', '→']], action: `Forward ${SEEK_LONG_STEP_SECONDS} seconds` },
      { keys: [['0'], ['9']], join: 'to', action: 'Jump to 0 % … 90 % of the track' },
      { keys: [['N']], action: 'Next track in the queue' },
      { keys: [['P']], action: 'Previous track in the queue' },
      { keys: [['R']], action: 'A/B: switch between the reference track and the playing track' },
    ],
  },
  {
    title: 'Help',
    shortcuts: [{ keys: [['?']], action: 'Show these shortcuts' }],
  },
];
