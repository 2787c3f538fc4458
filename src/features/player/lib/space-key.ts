const INTERACTIVE_ROLES = new Set([
  'button',
  'checkbox',
  'combobox',
  'link',
  'listbox',
  'menuitem',
  'option',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
]);

/**
 * True when Space belongs to the focused element: typing in a field, or a control that Space
 * activates itself (a button, link, slider…), so the global play/pause shortcut stays out of it.
 */
export function spaceBelongsToTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, button, a[href], summary, [contenteditable=""], [contenteditable="true"]')) {
    return true;
  }
  const role = target.closest('[role]')?.getAttribute('role');
  return role != null && INTERACTIVE_ROLES.has(role);
}

export function isSpaceShortcut(event: KeyboardEvent): boolean {
  return (
    (event.code === 'Space' || event.key === ' ') &&
    !event.repeat &&
    !event.defaultPrevented &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !spaceBelongsToTarget(event.target)
  );
}

/**
 * Calls `onToggle` for a bare Space press on the page while `isEnabled()` (a track is selected),
 * preventing the page from scrolling. Returns the unsubscribe function.
 */
export function subscribeSpaceKey(onToggle: () => void, isEnabled: () => boolean, doc: Document = document): () => void {
  const listener = (event: KeyboardEvent) => {
    if (!isEnabled() || !isSpaceShortcut(event)) return;
    event.preventDefault();
    onToggle();
  };
  doc.addEventListener('keydown', listener);
  return () => doc.removeEventListener('keydown', listener);
}
