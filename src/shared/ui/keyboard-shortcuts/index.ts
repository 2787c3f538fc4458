export { KeyboardShortcutsPopup } from './keyboard-shortcuts-popup';
