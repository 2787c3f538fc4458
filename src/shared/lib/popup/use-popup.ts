import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import type { PopupName, PopupProps } from './popup-names';
import { closeAllPopups, closePopup, openPopup, selectCurrentPopup } from './popup-slice';

export interface OpenPopupOptions {
  /** Serializable props handed to the popup body. */
  props?: PopupProps;
  /** Open over the current popup; closing the new one returns to it. */
  overParent?: boolean;
}

/** Open and close popups by name from components (sagas dispatch `openPopup` / `closePopup`). */
export function usePopup() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentPopup);
  const actions = useMemo(
    () => ({
      open: (name: PopupName, options: OpenPopupOptions = {}) =>
        dispatch(openPopup({ name, props: options.props, overParent: options.overParent })),
      close: () => dispatch(closePopup()),
      closeAll: () => dispatch(closeAllPopups()),
    }),
    [dispatch],
  );
  return { ...actions, current };
}
