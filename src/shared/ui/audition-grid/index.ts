export { AuditionGrid, AuditionRow, type AuditionGridProps, type AuditionRowProps, type AuditionRowActions } from './audition-grid';
// The keys themselves: the player's page-wide listener and the shortcuts popup read the same table.
export {
  AUDITION_SHORTCUTS,
  PLAYER_COMMANDS,
  type AuditionCommand,
  type KeyChord,
  type ShortcutEntry,
  type ShortcutGroup,
} from './keys/shortcuts';
export { shortcutOf } from './keys/key-target';
