import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ITEM_MENU_CLOSE_DELAY_MS } from '@/shared/config';
import { usePopup } from '@/shared/lib/popup';
import type { Track } from '../model/track';
import { findSimilarHref, goToTrackHref } from '../lib/search-links';
import { trackPopupProps } from '../lib/popup-props';
import './track-more-options-menu.css';

export interface TrackMoreOptionsMenuProps {
  track: Track;
  /**
   * Downloads the track's cue sheet. The option is shown only when given; while the returned
   * promise is pending it reads "Downloading...", and on success the menu closes.
   */
  onDownloadCueSheet?: (track: Track) => Promise<unknown> | void;
  /** Which edge of the button the menu lines up with (default "right"). */
  align?: 'left' | 'right';
  className?: string;
}

type OptionKey =
  | 'add'
  | 'download'
  | 'download_stems'
  | 'request_stems'
  | 'share'
  | 'license'
  | 'customize'
  | 'cuesheet'
  | 'go'
  | 'similar';

interface MenuOption {
  key: OptionKey;
  label: string;
}

/** The options of an item: stems get no stem, customize or similar options. */
function menuOptions(track: Track, withCueSheet: boolean, downloading: boolean): MenuOption[] {
  const isStem = track.type === 'stem';
  const options: MenuOption[] = [
    { key: 'add', label: 'Add to Project' },
    { key: 'download', label: 'Download' },
  ];
  if (!isStem) {
    options.push(
      track.num_stems > 0 ? { key: 'download_stems', label: 'Download Stems' } : { key: 'request_stems', label: 'Request Stems' },
    );
  }
  options.push({ key: 'share', label: 'Share' }, { key: 'license', label: 'License' });
  if (!isStem) options.push({ key: 'customize', label: 'Customize' });
  if (withCueSheet) options.push({ key: 'cuesheet', label: downloading ? 'Downloading...' : 'Download Cue Sheet' });
  options.push({ key: 'go', label: 'Go to track' });
  if (!isStem) options.push({ key: 'similar', label: 'Find similar' });
  return options;
}

/**
 * The "…" menu of a track, version or stem. Click toggles it; it closes 750 ms after the pointer
 * leaves, when an option is chosen, on Escape and on a click elsewhere.
 */
export function TrackMoreOptionsMenu({ track, onDownloadCueSheet, align = 'right', className }: TrackMoreOptionsMenuProps) {
  const [open, setOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const popup = usePopup();
  const title = track.display_title || track.title;

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  const options = menuOptions(track, Boolean(onDownloadCueSheet), downloading);

  const downloadCueSheet = () => {
    if (downloading || !onDownloadCueSheet) return;
    cancelClose();
    const result = onDownloadCueSheet(track);
    if (!result || typeof (result as Promise<unknown>).then !== 'function') {
      close();
      return;
    }
    setDownloading(true);
    (result as Promise<unknown>).then(
      () => {
        setDownloading(false);
        close();
      },
      (error: unknown) => {
        setDownloading(false);
        console.log('Failed to download cuesheet:', error instanceof Error ? error.message : error);
      },
    );
  };

  const select = (key: OptionKey) => {
    if (key === 'cuesheet') {
      downloadCueSheet();
      return;
    }
    close();
    switch (key) {
      case 'add':
        popup.open('add', { props: trackPopupProps(track) });
        break;
      case 'download':
        popup.open('download', { props: trackPopupProps(track) });
        break;
      case 'download_stems':
        popup.open('download', { props: trackPopupProps(track, { include_stems: true }) });
        break;
      case 'request_stems':
        popup.open('stem_request', { props: trackPopupProps(track) });
        break;
      case 'share':
        popup.open('share', { props: trackPopupProps(track) });
        break;
      case 'license':
        popup.open('license_request', { props: trackPopupProps(track) });
        break;
      case 'customize':
        popup.open('customize_request', { props: trackPopupProps(track) });
        break;
      case 'go':
        navigate(goToTrackHref(track));
        break;
      case 'similar':
        navigate(findSimilarHref(track));
        break;
    }
  };

  const focusItem = (index: number) => {
    const items = rootRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(items.length - 1);
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className={['track-menu', `track-menu--${align}`, className].filter(Boolean).join(' ')}
      onMouseEnter={cancelClose}
      onMouseLeave={() => {
        if (!open) return;
        cancelClose();
        closeTimer.current = setTimeout(() => {
          closeTimer.current = null;
          setOpen(false);
        }, ITEM_MENU_CLOSE_DELAY_MS);
      }}
      onKeyDown={onRootKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="track-menu__button"
        aria-label={`More options for ${title}`}
        title="More options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          cancelClose();
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <ul id={menuId} className="track-menu__list" role="menu" aria-label={`Options for ${title}`} onKeyDown={onMenuKeyDown}>
          {options.map((option) => (
            <li key={option.key} role="none">
              <button
                type="button"
                role="menuitem"
                className="track-menu__item"
                aria-disabled={option.key === 'cuesheet' && downloading ? true : undefined}
                onClick={() => select(option.key)}
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
