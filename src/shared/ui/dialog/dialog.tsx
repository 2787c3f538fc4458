import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';
import './dialog.css';

export type DialogSize = 'small' | 'medium' | 'large';

export interface DialogProps {
  /** Accessible name of the dialog (ignored when `labelledBy` is given). */
  label: string;
  /** Id of a visible heading that names the dialog. */
  labelledBy?: string;
  /** Escape, the close button and a click on the backdrop call this. */
  onClose: () => void;
  children: ReactNode;
  size?: DialogSize;
  /**
   * Identity of what the dialog shows. When it changes (a popup opened over its parent, or the
   * parent shown again) focus moves to the new content; the opener is still restored on unmount.
   */
  contentKey?: string;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
}

/** Each dialog panel's opener, kept after the panel has left the page (see `openerOnPage`). */
const OPENER_OF_PANEL = new WeakMap<Element, HTMLElement | null>();

/**
 * Where focus goes back to: the opener, or, when the opener has left the page with a dialog it was
 * in, that dialog's own opener, and so on. A dialog mounted anew while open (its parent re-keyed
 * or replaced, as a lazy part once was on its next render) finds focus on the old one's panel and
 * takes that for its opener; without this, closing it put the focus nowhere, not on its opener.
 * A removed node keeps its ancestors, so the dialog an opener was in is still found; each step goes
 * to something that was on the page before, so the walk ends.
 */
function openerOnPage(opener: HTMLElement | null): HTMLElement | null {
  let target = opener;
  while (target && !target.isConnected) {
    const panel = target.closest('[role="dialog"]');
    target = panel ? (OPENER_OF_PANEL.get(panel) ?? null) : null;
  }
  return target && target.isConnected && target !== document.body ? target : null;
}

/**
 * Modal dialog shell: rendered in a portal over a dimmed backdrop. While mounted it moves focus
 * into itself, keeps Tab inside, closes on Escape, and on unmount gives focus back to the element
 * that had it when the dialog opened (the opener).
 */
export function Dialog({ label, labelledBy, onClose, children, size = 'medium', contentKey, closeOnBackdrop = true, className }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Remember the opener, give it focus back when the dialog goes away. Read at the first render:
  // by the time effects run, a field with `autoFocus` inside already has the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (panel) OPENER_OF_PANEL.set(panel, opener);
    return () => {
      const target = openerOnPage(opener);
      if (target) target.focus({ preventScroll: true });
    };
  }, [opener]);

  // Focus moves in: on open and whenever the content changes.
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) panel.focus({ preventScroll: true });
  }, [contentKey]);

  // Escape closes, wherever focus is (inner widgets that handle Escape call preventDefault), from
  // the moment the dialog is on screen: listening from a passive effect, which runs after paint, a
  // loaded phone showed the login popup and dropped an Escape pressed before the effect ran.
  useLayoutEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
  };

  return createPortal(
    <div className="dialog__backdrop" onMouseDown={onBackdropMouseDown} data-testid="dialog-backdrop">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={['dialog', `dialog--${size}`, className ?? ''].filter(Boolean).join(' ')}
        onKeyDown={trapTab}
      >
        <IconButton label="Close dialog" className="dialog__close" onClick={() => onCloseRef.current()}>
          <CloseIcon />
        </IconButton>
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
