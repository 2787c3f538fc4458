import { useEffect } from 'react';
import type { ItemRef } from '@/shared/api';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import type { FileFormat } from '../api/download-api';
import { defaultOptions } from '../lib/item-ref';
import { downloadFormatChosen, downloadOptionsChanged, downloadPopupClosed, downloadPopupOpened, type DownloadOptions } from './download-intents';
import { selectDownloadPopup } from './download-slice';

/** The download popup's state and intents: opening runs the check, closing abandons it. */
export function useDownloadPopup(item: ItemRef | null, includeStems: boolean | undefined) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectDownloadPopup);
  const itemKey = item ? `${item.type}:${item.id}` : '';

  useEffect(() => {
    if (!item) return undefined;
    dispatch(downloadPopupOpened({ item, options: defaultOptions(item, includeStems) }));
    return () => {
      dispatch(downloadPopupClosed());
    };
    // The item is plain data from the popup state: its key says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, itemKey, includeStems]);

  return {
    state,
    setOptions: (options: DownloadOptions) => dispatch(downloadOptionsChanged(options)),
    choose: (format: FileFormat, saveAsDefault: boolean) => dispatch(downloadFormatChosen({ format, saveAsDefault })),
  };
}
