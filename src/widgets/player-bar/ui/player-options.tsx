import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { goToTrackHref, trackPopupProps } from '@/entities/track';
import { MoreIcon } from '@/features/player';
import type { TrackDto } from '@/shared/api';
import { PLAYER_OPTIONS_CLOSE_DELAY_MS } from '@/shared/config';
import { usePopup, type PopupName } from '@/shared/lib/popup';

export interface PlayerOption {
  label: string;
  run: () => void;
}

/** The player's options for the selected track: add to project, download, share, go to track. */
export function usePlayerOptions(track: TrackDto): PlayerOption[] {
  const popup = usePopup();
  const navigate = useNavigate();
  const open = (name: PopupName) => popup.open(name, { props: trackPopupProps(track) });
  return [
    { label: 'Add to Project', run: () => open('add') },
    { label: 'Download', run: () => open('download') },
    { label: 'Share', run: () => open('share') },
    { label: 'Go to Track', run: () => navigate(goToTrackHref(track)) },
  ];
}

/**
 * The "more" button and its options menu. The menu closes 1 s after the pointer leaves it (and
 * on Escape, an outside click or choosing an option).
 */
export function PlayerOptions({ track }: { track: TrackDto }) {
  const options = usePlayerOptions(track);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const focusFirst = useRef(false);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), PLAYER_OPTIONS_CLOSE_DELAY_MS);
  };

  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
      focusFirst.current = false;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    cancelClose();
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="player-options" ref={rootRef} onPointerLeave={() => open && scheduleClose()} onPointerEnter={cancelClose}>
      <button
        ref={buttonRef}
        type="button"
        className="player-bar__icon"
        aria-label="Player options"
        title="Player options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          cancelClose();
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            focusFirst.current = true;
            setOpen(true);
          }
        }}
      >
        <MoreIcon size={18} />
      </button>
      {open ? (
        <ul className="player-options__menu" role="menu" id={menuId} aria-label="Player options" ref={menuRef} onKeyDown={onMenuKeyDown}>
          {options.map((option) => (
            <li role="none" key={option.label}>
              <button
                type="button"
                role="menuitem"
                className="player-options__item"
                onClick={() => {
                  close(false);
                  option.run();
                }}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
