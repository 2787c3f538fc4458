export {
  auditionCommandOf,
  AUDITION_SHORTCUTS,
  PLAYER_COMMANDS,
  ROW_COMMANDS,
  SEEK_STEP_SECONDS,
  SEEK_LONG_STEP_SECONDS,
  type AuditionCommand,
  type AuditionCommandType,
  type KeyPress,
  type ShortcutEntry,
  type ShortcutGroup,
} from './shortcuts';
export { keyBelongsToTarget, modalIsOpen, shortcutOf } from './key-target';
