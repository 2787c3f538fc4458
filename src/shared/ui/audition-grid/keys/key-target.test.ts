import { afterEach, describe, expect, it } from 'vitest';
import { keyBelongsToTarget, shortcutOf } from './key-target';

function keydown(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

describe('which key presses are shortcuts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('none while typing in a field: input, textarea, select, contenteditable', () => {
    const body = mount('<input /><textarea></textarea><select><option>x</option></select><div contenteditable="true"><b>t</b></div>');
    for (const field of [...body.querySelectorAll('input, textarea, select'), body.querySelector('b')!]) {
      for (const key of ['j', ' ', 'ArrowRight', 'Enter', '5', '?']) expect(keyBelongsToTarget(key, field)).toBe(true);
    }
  });

  it('Space and Enter press a focused button or follow a link; letters and side arrows on them are shortcuts', () => {
    const body = mount('<button>Play</button><a href="/x">Album</a><div role="gridcell" tabindex="0">Row</div>');
    const [button, link, row] = [body.querySelector('button')!, body.querySelector('a')!, body.querySelector('[role=gridcell]')!];
    expect(keyBelongsToTarget(' ', button)).toBe(true);
    expect(keyBelongsToTarget('Enter', link)).toBe(true);
    expect(keyBelongsToTarget('j', button)).toBe(false);
    expect(keyBelongsToTarget('ArrowRight', link)).toBe(false);
    expect(keyBelongsToTarget('Enter', row)).toBe(false);
    expect(keyBelongsToTarget(' ', row)).toBe(false);
  });

  it('arrows move a slider or a menu; letters pick a menu option', () => {
    const body = mount('<div role="slider" tabindex="0"></div><div role="menu"><div role="menuitem" tabindex="-1">Add</div></div>');
    const slider = body.querySelector('[role=slider]')!;
    const item = body.querySelector('[role=menuitem]')!;
    expect(keyBelongsToTarget('ArrowRight', slider)).toBe(true);
    expect(keyBelongsToTarget('j', slider)).toBe(false);
    expect(keyBelongsToTarget('ArrowDown', item)).toBe(true);
    expect(keyBelongsToTarget('a', item)).toBe(true);
  });

  it('the side arrows page a carousel while focus is inside it', () => {
    const body = mount('<section aria-roledescription="carousel"><a href="/album/1">Album</a></section>');
    expect(keyBelongsToTarget('ArrowRight', body.querySelector('a'))).toBe(true);
    expect(keyBelongsToTarget('n', body.querySelector('a'))).toBe(false);
  });

  it('none while a popup is open', () => {
    const body = mount('<p tabindex="-1">page</p>');
    const page = body.querySelector('p')!;
    expect(shortcutOf(keydown(page, 'j'))).toEqual({ type: 'move', by: 1 });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    body.append(dialog);
    expect(shortcutOf(keydown(page, 'j'))).toBeNull();
    expect(shortcutOf(keydown(dialog, '?'))).toBeNull();
  });

  it('none once something else handled the press', () => {
    const page = mount('<p></p>').querySelector('p')!;
    const event = keydown(page, 'ArrowDown');
    event.preventDefault();
    expect(shortcutOf(event)).toBeNull();
  });
});
