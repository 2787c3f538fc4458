import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Menu, type MenuItem } from './menu';
import { typeaheadMatch } from './typeahead';

const trigger = () => screen.getByRole('button', { name: 'More options' });
const queryMenu = () => screen.queryByRole('menu', { name: 'More options' });
const option = (name: string) => screen.getByRole('menuitem', { name });

function items(onSelect: (key: string) => void | Promise<unknown> = () => undefined): MenuItem[] {
  return ['Add to Project', 'Download', 'Share', 'Shuffle', 'License'].map((label) => ({
    key: label,
    label,
    onSelect: () => onSelect(label),
  }));
}

function renderMenu(list: MenuItem[] = items(), closeDelayMs?: number) {
  return render(
    <div>
      <Menu label="More options" items={list} closeDelayMs={closeDelayMs} />
      <p>Elsewhere</p>
    </div>,
  );
}

describe('Menu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a menu button: the trigger says it opens a menu, and names the open menu it controls', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', queryMenu()!.id);
    expect(screen.getAllByRole('menuitem').map((node) => node.textContent)).toEqual(['Add to Project', 'Download', 'Share', 'Shuffle', 'License']);
  });

  it('moves focus into the menu on open and back to the trigger on Escape', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    expect(option('Add to Project')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(queryMenu()).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('opens from the keyboard: Enter and ArrowDown focus the first option, ArrowUp the last', async () => {
    const user = userEvent.setup();
    renderMenu();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(option('Add to Project')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(option('License')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(option('Add to Project')).toHaveFocus();
  });

  it('ArrowDown and ArrowUp wrap; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    await user.keyboard('{ArrowUp}');
    expect(option('License')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option('Add to Project')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(option('Share')).toHaveFocus();
    await user.keyboard('{End}');
    expect(option('License')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(option('Add to Project')).toHaveFocus();
  });

  it('typeahead: letters move to the option starting with them; the same letter again cycles', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    await user.keyboard('d');
    expect(option('Download')).toHaveFocus();
    await user.keyboard('s');
    expect(option('Share')).toHaveFocus();
    await user.keyboard('s');
    expect(option('Shuffle')).toHaveFocus();
    await user.keyboard('l');
    expect(option('License')).toHaveFocus();
  });

  it('typeahead: letters typed quickly spell a prefix', () => {
    vi.useFakeTimers();
    renderMenu();
    fireEvent.click(trigger());
    const menu = queryMenu()!;
    fireEvent.keyDown(menu, { key: 's' });
    fireEvent.keyDown(menu, { key: 'h' });
    fireEvent.keyDown(menu, { key: 'u' });
    expect(option('Shuffle')).toHaveFocus();
    act(() => vi.advanceTimersByTime(600));
    fireEvent.keyDown(menu, { key: 'a' });
    expect(option('Add to Project')).toHaveFocus();
  });

  it('Enter and Space choose the focused option; the menu closes and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderMenu(items((key) => void chosen.push(key)));
    await user.click(trigger());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Download']);
    expect(queryMenu()).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End} ');
    expect(chosen).toEqual(['Download', 'License']);
    expect(queryMenu()).not.toBeInTheDocument();
  });

  it('a click on an option chooses it and closes the menu', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderMenu(items((key) => void chosen.push(key)));
    await user.click(trigger());
    await user.click(option('Share'));
    expect(chosen).toEqual(['Share']);
    expect(queryMenu()).not.toBeInTheDocument();
  });

  it('a disabled option cannot be chosen and keeps the menu open', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderMenu([{ key: 'a', label: 'Download', onSelect, disabled: true }]);
    await user.click(trigger());
    expect(option('Download')).toHaveAttribute('aria-disabled', 'true');
    await user.click(option('Download'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(queryMenu()).toBeInTheDocument();
  });

  it('closes on a click outside, leaving focus where the user clicked', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <Menu label="More options" items={items()} />
        <input aria-label="Search" />
      </div>,
    );
    await user.click(trigger());
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    expect(queryMenu()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('a second click on the trigger closes it', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    await user.click(trigger());
    expect(queryMenu()).not.toBeInTheDocument();
  });

  it('Tab closes the menu', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    await user.tab();
    expect(queryMenu()).not.toBeInTheDocument();
  });

  it('closes closeDelayMs after the pointer leaves, and stays open when it comes back in time', () => {
    vi.useFakeTimers();
    renderMenu(items(), 750);
    fireEvent.click(trigger());
    const root = trigger().parentElement!;
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(749));
    expect(queryMenu()).toBeInTheDocument();
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(5000));
    expect(queryMenu()).toBeInTheDocument();
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(750));
    expect(queryMenu()).not.toBeInTheDocument();
  });

  /** An open menu (with a 750 ms close delay) whose page moved under a resting pointer: the browser
   * reports a leave at the very place the pointer last moved to. */
  function openWithThePageMovedUnderThePointer() {
    vi.useFakeTimers();
    renderMenu(items(), 750);
    fireEvent.click(trigger());
    fireEvent.pointerMove(trigger(), { pointerType: 'mouse', clientX: 52, clientY: 399 });
    fireEvent.pointerLeave(trigger().parentElement!, { pointerType: 'mouse', clientX: 52, clientY: 399 });
  }

  it('the page moving under a resting pointer does not close it; the next move outside starts the delay', () => {
    openWithThePageMovedUnderThePointer();
    act(() => vi.advanceTimersByTime(5000));
    expect(queryMenu()).toBeInTheDocument();
    // The person moves, outside the menu now.
    fireEvent.pointerMove(document.body, { pointerType: 'mouse', clientX: 60, clientY: 420 });
    act(() => vi.advanceTimersByTime(749));
    expect(queryMenu()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(queryMenu()).not.toBeInTheDocument();
  });

  it('after the page moved under it, a pointer moving inside the menu keeps it open', () => {
    openWithThePageMovedUnderThePointer();
    fireEvent.pointerMove(queryMenu()!, { pointerType: 'mouse', clientX: 200, clientY: 400 });
    act(() => vi.advanceTimersByTime(5000));
    expect(queryMenu()).toBeInTheDocument();
  });

  it('a finger lifting off (a touch pointer leave) does not start the close delay', () => {
    vi.useFakeTimers();
    renderMenu(items(), 750);
    fireEvent.click(trigger());
    fireEvent.pointerLeave(trigger().parentElement!, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(2000));
    expect(queryMenu()).toBeInTheDocument();
  });

  it('without closeDelayMs the pointer leaving does not close it', () => {
    vi.useFakeTimers();
    renderMenu(items());
    fireEvent.click(trigger());
    fireEvent.pointerLeave(trigger().parentElement!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(queryMenu()).toBeInTheDocument();
  });

  it('an option returning a promise keeps the menu open (and busy) until it settles, then closes', async () => {
    const user = userEvent.setup();
    let resolve: (value: unknown) => void = () => undefined;
    renderMenu(items(() => new Promise((r) => (resolve = r))));
    await user.click(trigger());
    await user.click(option('Download'));
    expect(queryMenu()).toBeInTheDocument();
    expect(option('Download')).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(true));
    expect(queryMenu()).not.toBeInTheDocument();
  });

  it('closes when a pending option succeeds also when rendered in StrictMode, as the app is', async () => {
    // StrictMode mounts, unmounts and mounts again: the menu must still know it is mounted.
    const user = userEvent.setup();
    let resolve: (value: unknown) => void = () => undefined;
    render(<Menu label="More options" items={items(() => new Promise((r) => (resolve = r)))} closeDelayMs={750} />, { reactStrictMode: true });
    await user.click(trigger());
    await user.click(option('Download'));
    expect(option('Download')).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(true));
    expect(queryMenu()).not.toBeInTheDocument();
  });

  it('while an option is pending, other options are ignored', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderMenu(items((key) => (calls.push(key), new Promise(() => undefined))));
    await user.click(trigger());
    await user.click(option('Download'));
    await user.click(option('Share'));
    expect(calls).toEqual(['Download']);
  });

  it('an option whose promise resolves false (or rejects) leaves the menu open to try again', async () => {
    const user = userEvent.setup();
    let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
    renderMenu(items(() => new Promise((resolve, reject) => (settle = { resolve, reject }))));
    await user.click(trigger());
    await user.click(option('Download'));
    await act(async () => settle.resolve(false));
    expect(queryMenu()).toBeInTheDocument();
    expect(option('Download')).not.toHaveAttribute('aria-busy');
    await user.click(option('Download'));
    await act(async () => settle.reject(new Error('offline')));
    expect(queryMenu()).toBeInTheDocument();
  });

  it('when the pointer left during a pending option, the menu closes once it settles', async () => {
    vi.useFakeTimers();
    let resolve: (value: unknown) => void = () => undefined;
    renderMenu(items(() => new Promise((r) => (resolve = r))), 750);
    fireEvent.click(trigger());
    fireEvent.click(option('Download'));
    fireEvent.pointerLeave(trigger().parentElement!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(750));
    expect(queryMenu()).toBeInTheDocument();
    await act(async () => resolve(false));
    expect(queryMenu()).not.toBeInTheDocument();
  });

  it('checkable options are menuitemcheckbox: choosing one toggles it and keeps the menu open', async () => {
    const user = userEvent.setup();
    function Keywords() {
      const [picked, setPicked] = useState<string[]>([]);
      const toggle = (name: string) => setPicked((list) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]));
      return (
        <Menu
          label="Moods"
          closeDelayMs={750}
          items={['Happy', 'Sad', 'Tense'].map((name) => ({ key: name, label: name, group: 'Moods', checked: picked.includes(name), onSelect: () => toggle(name) }))}
        />
      );
    }
    render(<Keywords />);
    await user.click(screen.getByRole('button', { name: 'Moods' }));
    expect(screen.getByRole('group', { name: 'Moods' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Happy' }));
    await user.keyboard('t{Enter}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Happy' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Sad' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Tense' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Happy' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Happy' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('typeaheadMatch', () => {
  const labels = ['Add to Project', 'Download', 'Share', 'Shuffle'];
  it('finds the next label starting with the letter, wrapping, and -1 when none', () => {
    expect(typeaheadMatch(labels, 's', 0)).toBe(2);
    expect(typeaheadMatch(labels, 's', 2)).toBe(3);
    expect(typeaheadMatch(labels, 's', 3)).toBe(2);
    expect(typeaheadMatch(labels, 'ss', 2)).toBe(3);
    expect(typeaheadMatch(labels, 'sh', 2)).toBe(2);
    expect(typeaheadMatch(labels, 'shu', 2)).toBe(3);
    expect(typeaheadMatch(labels, 'x', 0)).toBe(-1);
  });
});
