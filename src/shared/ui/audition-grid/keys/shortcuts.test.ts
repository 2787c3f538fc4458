import { describe, expect, it } from 'vitest';
import { AUDITION_SHORTCUTS, auditionCommandOf, type KeyPress } from './shortcuts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...extra });

describe('the audition shortcuts', () => {
  it('walk rows with J/K and the up and down arrows', () => {
    expect(auditionCommandOf(press('j'))).toEqual({ type: 'move', by: 1 });
    expect(auditionCommandOf(press('ArrowDown'))).toEqual({ type: 'move', by: 1 });
    expect(auditionCommandOf(press('k'))).toEqual({ type: 'move', by: -1 });
    expect(auditionCommandOf(press('ArrowUp'))).toEqual({ type: 'move', by: -1 });
  });

  it('seek 5 s with the side arrows and 30 s with Shift', () => {
    expect(auditionCommandOf(press('ArrowRight'))).toEqual({ type: 'seek-by', seconds: 5 });
    expect(auditionCommandOf(press('ArrowLeft'))).toEqual({ type: 'seek-by', seconds: -5 });
    expect(auditionCommandOf(press('ArrowRight', { shiftKey: true }))).toEqual({ type: 'seek-by', seconds: 30 });
    expect(auditionCommandOf(press('ArrowLeft', { shiftKey: true }))).toEqual({ type: 'seek-by', seconds: -30 });
  });

  it('jump to 0-90 % with the digits, typed with or without Shift (AZERTY)', () => {
    expect(auditionCommandOf(press('0'))).toEqual({ type: 'seek-to', fraction: 0 });
    expect(auditionCommandOf(press('3'))).toEqual({ type: 'seek-to', fraction: 0.3 });
    expect(auditionCommandOf(press('9', { shiftKey: true }))).toEqual({ type: 'seek-to', fraction: 0.9 });
  });

  it('name the row, player and help commands', () => {
    expect(auditionCommandOf(press('Enter'))).toEqual({ type: 'play-row' });
    expect(auditionCommandOf(press(' '))).toEqual({ type: 'toggle' });
    expect(auditionCommandOf(press('a'))).toEqual({ type: 'add' });
    expect(auditionCommandOf(press('d'))).toEqual({ type: 'download' });
    expect(auditionCommandOf(press('f'))).toEqual({ type: 'find-similar' });
    expect(auditionCommandOf(press('n'))).toEqual({ type: 'next' });
    expect(auditionCommandOf(press('p'))).toEqual({ type: 'previous' });
    expect(auditionCommandOf(press('r'))).toEqual({ type: 'ab' });
    expect(auditionCommandOf(press('?', { shiftKey: true }))).toEqual({ type: 'help' });
  });

  it('take Caps Lock letters, but leave Shift+letters, Shift+Space and Shift+Enter alone', () => {
    expect(auditionCommandOf(press('J'))).toEqual({ type: 'move', by: 1 });
    expect(auditionCommandOf(press('J', { shiftKey: true }))).toBeNull();
    expect(auditionCommandOf(press(' ', { shiftKey: true }))).toBeNull();
    expect(auditionCommandOf(press('Enter', { shiftKey: true }))).toBeNull();
    expect(auditionCommandOf(press('ArrowDown', { shiftKey: true }))).toBeNull();
  });

  it('leave the browser its Ctrl, Alt and Meta keys, and an IME its composition', () => {
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey', 'isComposing'] as const) {
      expect(auditionCommandOf(press('j', { [modifier]: true }))).toBeNull();
      expect(auditionCommandOf(press('ArrowUp', { [modifier]: true }))).toBeNull();
    }
  });

  it('repeat only what may be held: walking and seeking, never adding or playing', () => {
    expect(auditionCommandOf(press('j', { repeat: true }))).toEqual({ type: 'move', by: 1 });
    expect(auditionCommandOf(press('ArrowRight', { repeat: true }))).toEqual({ type: 'seek-by', seconds: 5 });
    for (const key of ['a', 'd', 'f', 'Enter', ' ', 'n', 'r', '?', '5']) expect(auditionCommandOf(press(key, { repeat: true }))).toBeNull();
  });

  it('ignore every other key', () => {
    for (const key of ['x', 'Tab', 'Escape', 'Home', 'PageDown', '/', 'F5']) expect(auditionCommandOf(press(key))).toBeNull();
  });

  it('list, for the popup, keys that each do something, and a key for every command', () => {
    const KEY_OF: Record<string, string> = { '↓': 'ArrowDown', '↑': 'ArrowUp', '←': 'ArrowLeft', '→': 'ArrowRight', Space: ' ', Enter: 'Enter' };
    const seen = new Set<string>();
    for (const entry of AUDITION_SHORTCUTS.flatMap((group) => group.shortcuts)) {
      for (const chord of entry.keys) {
        const shiftKey = chord.includes('Shift') && chord.length > 1;
        const cap = chord[chord.length - 1];
        const command = auditionCommandOf(press(KEY_OF[cap] ?? cap.toLowerCase(), { shiftKey: shiftKey || cap === '?' }));
        expect(command, `${chord.join('+')} (${entry.action})`).not.toBeNull();
        seen.add(command!.type);
      }
    }
    expect([...seen].sort()).toEqual(
      ['ab', 'add', 'download', 'find-similar', 'help', 'move', 'next', 'play-row', 'previous', 'seek-by', 'seek-to', 'toggle'],
    );
  });
});
