import { useState } from 'react';
import { canFindSimilar, findSimilarHref, goToTrackHref, type Track } from '@/entities/track';
import { selectCachedUser } from '@/entities/user';
import type { ItemPopupProps, ItemRef } from '@/shared/api';
import { prefetchPopup, usePopup, type PopupName } from '@/shared/lib/popup';
import { useAppRouter } from '@/shared/lib/router';
import { useAppStore } from '@/shared/redux';
import type { MenuItem } from '@/shared/ui/menu';
import { useCueSheetDownload } from './cue-sheet/use-cue-sheet-download';

export type ItemActionKey =
  | 'add'
  | 'download'
  | 'download_stems'
  | 'request_stems'
  | 'share'
  | 'license'
  | 'customize'
  | 'cue_sheet'
  | 'go_to_track'
  | 'find_similar';

export interface ItemAction extends MenuItem {
  key: ItemActionKey;
}

export const ITEM_ACTION_LABELS = {
  add: 'Add to Project',
  download: 'Download',
  download_stems: 'Download Stems',
  request_stems: 'Request Stems',
  share: 'Share',
  license: 'License',
  customize: 'Customize',
  cue_sheet: 'Download Cue Sheet',
  cue_sheet_pending: 'Downloading...',
  stems_pending: 'Checking stems...',
  go_to_track: 'Go to track',
  find_similar: 'Find similar',
} as const;

/** The popup each option opens, if it opens one. */
const POPUP_OF_ACTION: Partial<Record<ItemActionKey, PopupName>> = {
  add: 'add',
  download: 'download',
  download_stems: 'download',
  request_stems: 'stem_request',
  share: 'share',
  license: 'license_request',
  customize: 'customize_request',
};

/** The options each kind of item offers, in menu order. Projects hold tracks and stems only, so collections and projects cannot be added to one. */
function actionKeys(item: ItemRef, track: Track | undefined): ItemActionKey[] {
  if (item.type === 'track' || item.type === 'stem') {
    const stemOption: ItemActionKey = (track?.num_stems ?? item.num_stems ?? 0) > 0 ? 'download_stems' : 'request_stems';
    // A stem's request names its track: without the track known there is nothing to ask for.
    const stemOptions: ItemActionKey[] = stemOption === 'request_stems' && item.type === 'stem' && item.track_id === undefined ? [] : [stemOption];
    const keys: ItemActionKey[] = ['add', 'download', ...stemOptions, 'share', 'license', 'customize', 'cue_sheet', 'go_to_track'];
    if (track && canFindSimilar(track)) keys.push('find_similar');
    return keys;
  }
  return ['download', 'share', 'license', 'cue_sheet'];
}

/**
 * Every action on an item (track, version, stem, album, playlist, sampler, project) as menu
 * options. Popups open by name with `{ item }` (the popup layer shows visitors the login popup for
 * the protected ones); the cue sheet option keeps the menu open while it downloads, reading
 * "Downloading...", and closes it on success.
 */
export function useItemActions(item: ItemRef, track?: Track): ItemAction[] {
  const popup = usePopup();
  // Every row has this menu: the stable router, so rows do not re-render on each navigation.
  const router = useAppRouter();
  const store = useAppStore();
  const cueSheet = useCueSheetDownload();
  const [cueSheetPending, setCueSheetPending] = useState(false);

  const open = (name: PopupName, extra: Partial<ItemPopupProps> = {}) => () => {
    const props: ItemPopupProps = { item, ...extra };
    popup.open(name, { props });
  };

  const downloadCueSheet = (): void | Promise<boolean> => {
    // Cue sheets are for signed-in users: a visitor is asked to log in instead.
    const signedIn = selectCachedUser(store.getState()) !== null;
    if (!signedIn) {
      popup.open('login');
      return;
    }
    setCueSheetPending(true);
    return cueSheet
      .download(item)
      .then(
        (outcome) => {
          if (!outcome.ok) console.log('Failed to download cuesheet:', outcome.message);
          return outcome.ok;
        },
        (error: unknown) => {
          console.log('Failed to download cuesheet:', error instanceof Error ? error.message : error);
          return false;
        },
      )
      .finally(() => setCueSheetPending(false));
  };

  const run: Record<ItemActionKey, () => void | Promise<unknown>> = {
    // With the row's track the project shows the item at once, before the server answers.
    add: open('add', track ? { track } : {}),
    download: open('download'),
    download_stems: open('download', { include_stems: true }),
    request_stems: open('stem_request'),
    share: open('share'),
    license: open('license_request'),
    customize: open('customize_request'),
    cue_sheet: downloadCueSheet,
    // Without its track (an activity entry), the item's own link is its "Go to track": the server's,
    // which knows the track a stem belongs to.
    go_to_track: () => router.navigate(track ? goToTrackHref(track) : (item.web_url ?? goToTrackHref({ id: Number(item.id) }))),
    find_similar: () => {
      if (track) router.navigate(findSimilarHref(track));
    },
  };

  return actionKeys(item, track).map((key) => {
    const popupName = POPUP_OF_ACTION[key];
    return {
      key,
      label: key === 'cue_sheet' && (cueSheetPending || cueSheet.isDownloading) ? ITEM_ACTION_LABELS.cue_sheet_pending : ITEM_ACTION_LABELS[key],
      onSelect: run[key],
      // Pressed: the popup's code starts downloading before the click that opens it.
      onIntent: popupName ? () => prefetchPopup(popupName) : undefined,
    };
  });
}
