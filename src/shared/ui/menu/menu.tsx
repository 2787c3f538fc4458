import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { playerBarInset } from '@/shared/lib/viewport';
import { groupItems } from './group-items';
import { TYPEAHEAD_RESET_MS, typeaheadMatch } from './typeahead';
import './menu.css';

/** One option of a menu. */
export interface MenuItem {
  key: string;
  label: string;
  /**
   * Runs when the option is chosen. A returned promise keeps the menu open while it is pending;
   * the menu closes when it settles, unless it resolves to `false` (a rejection counts as `false`:
   * the action failed and the user may try again).
   */
  onSelect: () => void | Promise<unknown>;
  disabled?: boolean;
  /**
   * Makes the option checkable (role "menuitemcheckbox"). Choosing a checkable option toggles it
   * and keeps the menu open, so several can be ticked in a row.
   */
  checked?: boolean;
  /** Consecutive options with the same group are shown together under that heading. */
  group?: string;
  /** What the option shows instead of its label (the label still names it and drives typeahead). */
  content?: ReactNode;
  /** The option opens a dialog rather than acting at once. */
  opensDialog?: boolean;
  title?: string;
  /** Replaces the option's default look (keyword chips). */
  className?: string;
  /**
   * A mouse or pen is pressed on the option: it is about to be chosen, so what choosing it will
   * need can start loading (a press lasts about a tenth of a second before the click).
   */
  onIntent?: () => void;
}

export interface MenuProps {
  /** Accessible name of the trigger button ("More options"). */
  label: string;
  items: readonly MenuItem[];
  /** Close this long after the pointer leaves the menu (750 ms item menus, 1 s player options). */
  closeDelayMs?: number;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'left' | 'right';
  /** What the trigger button shows (default: a "…" glyph). */
  trigger?: ReactNode;
  triggerClassName?: string;
  className?: string;
  /** Accessible name of the menu itself (default: `label`). */
  menuLabel?: string;
  /** Shown above the options inside the popup (a title; a BACK button closes with `useCloseMenu`). */
  header?: ReactNode;
  /** Class of the popup box (wide layouts). */
  popupClassName?: string;
  /** Tells the owner when the menu opens or closes (a count on the trigger, a mobile layout). */
  onOpenChange?: (open: boolean) => void;
  /**
   * The popup stays in the page, placed by the owner's styles (the filter panel's flyout beside its
   * subcategory, inline on a phone), instead of in the top layer next to the trigger.
   */
  inPage?: boolean;
}

type FocusTarget = 'first' | 'last' | null;

/** Browsers with popovers show the menu in the top layer; others (and jsdom) keep it in the page. */
const TOP_LAYER = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

const POPUP_GAP_PX = 4;
const WINDOW_EDGE_PX = 8;

/**
 * Shows the popup next to the menu's trigger, below it or, when there is more room, above it
 * (never under the player bar), inside the window. In the top layer (`popover`) it is placed in
 * window coordinates; where the browser has no popovers, it stays in the page and only flips.
 */
function placePopup(popup: HTMLElement, root: HTMLElement, align: 'left' | 'right'): void {
  const anchor = root.getBoundingClientRect();
  const floor = window.innerHeight - playerBarInset();
  const below = floor - anchor.bottom;
  const above = anchor.top;
  if (!popup.hasAttribute('popover')) {
    const height = popup.getBoundingClientRect().height;
    popup.classList.toggle('menu__popup--above', height > below && above > below);
    return;
  }
  if (!popup.matches(':popover-open')) popup.showPopover();
  popup.style.maxHeight = `${Math.max(120, floor - 2 * WINDOW_EDGE_PX)}px`;
  const { width, height } = popup.getBoundingClientRect();
  const fitsBelow = height + POPUP_GAP_PX + WINDOW_EDGE_PX <= below;
  const top = fitsBelow || below >= above ? anchor.bottom + POPUP_GAP_PX : anchor.top - POPUP_GAP_PX - height;
  const left = align === 'right' ? anchor.right - width : anchor.left;
  popup.style.top = `${Math.max(WINDOW_EDGE_PX, Math.min(top, floor - height - WINDOW_EDGE_PX))}px`;
  popup.style.left = `${Math.max(WINDOW_EDGE_PX, Math.min(left, window.innerWidth - width - WINDOW_EDGE_PX))}px`;
}

const MenuCloseContext = createContext<() => void>(() => undefined);

/** Closes the menu around it and gives focus back to its trigger (a BACK button in a header). */
export function useCloseMenu(): () => void {
  return use(MenuCloseContext);
}

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/**
 * The one menu of the app (WAI-ARIA menu button pattern): the trigger opens a list of options and
 * focus moves into it; arrows (wrapping), Home/End and typed letters move between options; Enter,
 * Space or a click chooses one; Escape closes and gives focus back to the trigger. It also closes
 * on a click outside, on any option, and `closeDelayMs` after the pointer leaves (unless it comes
 * back first). A touch ends with a pointer leave too, so only mouse and pen leaves count.
 */
export function Menu({
  label,
  items,
  closeDelayMs,
  align = 'right',
  trigger,
  triggerClassName,
  className,
  menuLabel,
  header,
  popupClassName,
  onOpenChange,
  inPage = false,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<FocusTarget>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typed = useRef({ text: '', at: 0 });
  const mounted = useRef(true);
  // A pointer that left while an option was pending closes the menu once it settles.
  const closeWhenSettled = useRef(false);
  // Where the pointer last moved inside the menu (client coordinates), and, after a leave it did not
  // move for, how to stop waiting for its next move (see onPointerLeave).
  const pointerAt = useRef<{ x: number; y: number } | null>(null);
  const stopWaitingForMove = useRef<(() => void) | null>(null);

  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
    stopWaitingForMove.current?.();
  }, []);

  const setOpenState = useCallback((next: boolean) => {
    setOpen(next);
    onOpenChangeRef.current?.(next);
  }, []);

  /** Closes; focus goes back to the trigger when it was inside the menu (never stolen from elsewhere). */
  const close = useCallback(
    (returnFocus: boolean | 'if-inside' = 'if-inside') => {
      cancelClose();
      closeWhenSettled.current = false;
      const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
      setOpenState(false);
      if (returnFocus === true || (returnFocus === 'if-inside' && focusInside)) triggerRef.current?.focus();
    },
    [cancelClose, setOpenState],
  );

  const closeFromInside = useCallback(() => close(true), [close]);

  const openMenu = (focus: FocusTarget) => {
    cancelClose();
    focusOnOpen.current = focus;
    setOpenState(true);
  };

  // Set on every mount, not only at creation: StrictMode (the dev build) unmounts and mounts again,
  // and a menu that believed itself unmounted would stay open after an option succeeded.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      cancelClose();
    };
  }, [cancelClose]);

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  const focusItem = (index: number) => {
    const all = menuItems();
    if (all.length === 0) return;
    all[((index % all.length) + all.length) % all.length]?.focus();
  };

  // Open: the popup is shown in the top layer where the browser has it (no scrolling list, windowed
  // row or sidebar around the menu can clip it, and nothing stacks over it), placed next to the
  // trigger and kept there while the page scrolls; then focus moves into the menu.
  useLayoutEffect(() => {
    if (!open) return;
    const popup = popupRef.current;
    const root = rootRef.current;
    if (popup && root) placePopup(popup, root, align);
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    const all = menuItems();
    if (target === 'last') all[all.length - 1]?.focus();
    else all[0]?.focus();
  }, [open, align]);

  // A menu in the top layer follows its trigger while anything scrolls or the window resizes.
  useEffect(() => {
    if (!open || !TOP_LAYER || inPage) return undefined;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (popupRef.current && rootRef.current) placePopup(popupRef.current, rootRef.current, align);
      });
    };
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    window.addEventListener('resize', follow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow, { capture: true });
      window.removeEventListener('resize', follow);
    };
  }, [open, align, inPage]);

  // A press anywhere outside closes it (focus stays where the user pressed).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const choose = (item: MenuItem) => {
    if (item.disabled || pending.current !== null) return;
    const result = item.onSelect();
    if (item.checked !== undefined) return;
    if (!result || typeof (result as Promise<unknown>).then !== 'function') {
      close();
      return;
    }
    pending.current = item.key;
    setPendingKey(item.key);
    (result as Promise<unknown>).then(
      (value) => settle(value !== false),
      () => settle(false),
    );
  };

  const settle = (succeeded: boolean) => {
    pending.current = null;
    if (!mounted.current) return;
    setPendingKey(null);
    if (succeeded || closeWhenSettled.current) close();
  };

  const startCloseDelay = (delayMs: number) => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      if (pending.current !== null) closeWhenSettled.current = true;
      else close();
    }, delayMs);
  };

  const onPointerLeave = (event: ReactPointerEvent) => {
    if (!open || closeDelayMs === undefined || event.pointerType === 'touch') return;
    const at = pointerAt.current;
    if (at && at.x === event.clientX && at.y === event.clientY) {
      // The page moved under a pointer that did not (results arriving let a sticky column settle,
      // and the filter popup under a resting mouse closed by itself): the person did not leave. The
      // delay starts at their next move, if that move is outside the menu.
      cancelClose();
      const onMove = (move: PointerEvent) => {
        stop();
        if (move.pointerType !== 'touch' && !rootRef.current?.contains(move.target as Node)) startCloseDelay(closeDelayMs);
      };
      const stop = () => {
        document.removeEventListener('pointermove', onMove, true);
        stopWaitingForMove.current = null;
      };
      document.addEventListener('pointermove', onMove, true);
      stopWaitingForMove.current = stop;
      return;
    }
    startCloseDelay(closeDelayMs);
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'touch') pointerAt.current = { x: event.clientX, y: event.clientY };
  };

  const onPointerEnter = () => {
    cancelClose();
    closeWhenSettled.current = false;
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems();
    const current = all.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current < 0 ? -1 : current - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        return;
      case 'End':
        event.preventDefault();
        focusItem(all.length - 1);
        return;
      case 'Tab':
        close(false);
        return;
      default:
        break;
    }
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      const text = now - typed.current.at > TYPEAHEAD_RESET_MS ? event.key : typed.current.text + event.key;
      typed.current = { text, at: now };
      const labels = all.map((node) => node.dataset.label ?? '');
      let match = typeaheadMatch(labels, text, current);
      // Letters that spell nothing start a new search with the last one ("d" then "s": Share).
      if (match < 0 && text.length > 1) {
        typed.current = { text: event.key, at: now };
        match = typeaheadMatch(labels, event.key, current);
      }
      if (match >= 0) all[match]?.focus();
    }
  };

  // Escape closes this menu only: a dialog around it stays open.
  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      event.preventDefault();
      close(true);
    }
  };

  const renderItem = (item: MenuItem) => {
    const checkable = item.checked !== undefined;
    const isPending = pendingKey === item.key;
    return (
      <button
        key={item.key}
        type="button"
        role={checkable ? 'menuitemcheckbox' : 'menuitem'}
        aria-checked={checkable ? item.checked : undefined}
        aria-disabled={item.disabled || isPending ? true : undefined}
        aria-busy={isPending ? true : undefined}
        aria-haspopup={item.opensDialog ? 'dialog' : undefined}
        tabIndex={-1}
        title={item.title}
        data-menu-item=""
        data-label={item.label}
        className={item.className ?? 'menu__item'}
        onClick={() => choose(item)}
        onPointerDown={
          item.onIntent && !item.disabled
            ? (event) => {
                // A mouse or pen press on the option; a finger landing on it may be starting a scroll.
                if (event.button === 0 && event.pointerType !== 'touch') item.onIntent?.();
              }
            : undefined
        }
        onPointerMove={(event) => {
          if (event.pointerType !== 'touch' && document.activeElement !== event.currentTarget) event.currentTarget.focus();
        }}
      >
        {item.content ?? item.label}
      </button>
    );
  };

  return (
    <div
      ref={rootRef}
      className={['menu', `menu--${align}`, className].filter(Boolean).join(' ')}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerMove={onPointerMove}
      onKeyDown={onRootKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={triggerClassName ?? 'menu__trigger'}
        onClick={() => (open ? close(true) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger ?? <DotsIcon />}
      </button>
      {open ? (
        <div
          ref={popupRef}
          popover={TOP_LAYER && !inPage ? 'manual' : undefined}
          className={['menu__popup', popupClassName].filter(Boolean).join(' ')}
        >
          <MenuCloseContext value={closeFromInside}>{header}</MenuCloseContext>
          <div ref={menuRef} id={menuId} role="menu" aria-label={menuLabel ?? label} className="menu__list" onKeyDown={onMenuKeyDown}>
            {groupItems(items).map((group) =>
              group.name === undefined ? (
                group.items.map(renderItem)
              ) : (
                <div key={`group:${group.name}:${group.items[0]!.key}`} role="group" aria-label={group.name} className="menu__group">
                  <div className="menu__group-label" aria-hidden="true">
                    {group.name}
                  </div>
                  {group.items.map(renderItem)}
                </div>
              ),
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
