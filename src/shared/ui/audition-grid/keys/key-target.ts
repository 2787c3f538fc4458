import { auditionCommandOf, type AuditionCommand } from './shortcuts';

/** Where the keys are the text's: every shortcut stays out while someone types. */
const TEXT_ENTRY = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]';

/** Controls that Space and Enter activate (a button, a link…). */
const ACTIVATED_BY_SPACE_OR_ENTER = 'button, a[href], summary';
const ACTIVATION_ROLES = new Set([
  'button',
  'checkbox',
  'combobox',
  'link',
  'listbox',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
]);
/** Widgets that move with the arrow keys themselves (a slider, a menu, tabs…). */
const ARROW_ROLES = new Set([
  'combobox',
  'listbox',
  'menu',
  'menubar',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'radiogroup',
  'scrollbar',
  'searchbox',
  'slider',
  'spinbutton',
  'tab',
  'tablist',
  'textbox',
  'tree',
  'treeitem',
]);
/** Widgets where typed letters pick an option (typeahead). */
const TYPEAHEAD_ROLES = new Set(['combobox', 'listbox', 'menu', 'menubar', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'searchbox', 'textbox', 'tree', 'treeitem']);

function nearestRole(element: Element): string | null {
  return element.closest('[role]')?.getAttribute('role') ?? null;
}

/**
 * True when the focused element uses this key itself: typing in a field takes every key, Space
 * and Enter press a button or follow a link, arrows move a slider or a menu, letters pick a menu
 * option. A shortcut then leaves the key alone, so it never fires twice or steals a press.
 */
export function keyBelongsToTarget(key: string, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(TEXT_ENTRY)) return true;
  const role = nearestRole(target);
  if (key === ' ' || key === 'Enter') return target.closest(ACTIVATED_BY_SPACE_OR_ENTER) != null || (role != null && ACTIVATION_ROLES.has(role));
  // A carousel pages with the side arrows while focus is inside it, even at its ends.
  if (key.startsWith('Arrow')) return (role != null && ARROW_ROLES.has(role)) || target.closest('[aria-roledescription="carousel"]') != null;
  return role != null && TYPEAHEAD_ROLES.has(role);
}

/**
 * True while a modal popup is open: its keys are its own (the page behind it is inert to the
 * user). The player's own popups (its options menu, the phone's "show more" panel) are not modal
 * and leave the shortcuts on.
 */
export function modalIsOpen(target: EventTarget | null): boolean {
  const doc = target instanceof Node ? (target.ownerDocument ?? (target as Document)) : globalThis.document;
  return doc?.querySelector('[aria-modal="true"]') != null;
}

/**
 * The shortcut a key press on the page stands for, or null when it is not one or not ours to
 * take: already handled (default prevented), typed into a field, used by the focused control, or
 * pressed while a popup is open.
 */
export function shortcutOf(event: KeyboardEvent): AuditionCommand | null {
  if (event.defaultPrevented) return null;
  const command = auditionCommandOf(event);
  if (!command || keyBelongsToTarget(event.key, event.target) || modalIsOpen(event.target)) return null;
  return command;
}
