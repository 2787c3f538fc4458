import { PLAYER_COMMANDS, shortcutOf, type AuditionCommand } from '@/shared/ui/audition-grid';

/** The page-wide keys of the player: play/pause, seeking, next/previous in the queue, A/B. */
export type PlayerKeyCommand = Extract<AuditionCommand, { type: 'toggle' | 'seek-by' | 'seek-to' | 'next' | 'previous' | 'ab' }>;

function isPlayerCommand(command: AuditionCommand): command is PlayerKeyCommand {
  return PLAYER_COMMANDS.has(command.type);
}

/**
 * Calls `onCommand` for the player's shortcuts pressed anywhere on the page while `isEnabled()`
 * (a track is selected): Space, ←/→ (Shift: 30 s), 0-9, N, P, R. A press is left alone while
 * typing in a field, on a control that uses the key (Space on a button, arrows on a slider),
 * or with a popup open; with nothing selected Space keeps scrolling the page. Returns the
 * unsubscribe function.
 */
export function subscribePlayerKeys(onCommand: (command: PlayerKeyCommand) => void, isEnabled: () => boolean, doc: Document = document): () => void {
  const listener = (event: KeyboardEvent) => {
    if (!isEnabled()) return;
    const command = shortcutOf(event);
    if (!command || !isPlayerCommand(command)) return;
    event.preventDefault();
    onCommand(command);
  };
  doc.addEventListener('keydown', listener);
  return () => doc.removeEventListener('keydown', listener);
}
