import { useState, type ReactNode } from 'react';

/** One option of a menu. */
export interface MenuItem {
  key: string;
  label: string;
  /**
   * Runs when the option is chosen. A returned promise keeps the menu open while it is pending;
   * the menu closes when it settles, unless it resolves to `false`.
   */
  onSelect: () => void | Promise<unknown>;
  disabled?: boolean;
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
}

/** INTERIM stand-in: the accessible menu primitive replaces this body, keeping these props. */
export function Menu({ label, items, trigger, triggerClassName, className }: MenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      <button type="button" aria-label={label} aria-haspopup="menu" aria-expanded={open} className={triggerClassName} onClick={() => setOpen((o) => !o)}>
        {trigger ?? '…'}
      </button>
      {open && (
        <div role="menu" aria-label={label}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              disabled={item.disabled}
              onClick={() => {
                void Promise.resolve(item.onSelect()).then((result) => {
                  if (result !== false) setOpen(false);
                });
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
