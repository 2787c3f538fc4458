import { closeAllPopups } from '@/shared/lib/popup';
import { useAppDispatch } from '@/shared/redux';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon } from '@/shared/ui/icons';
import './popup-layer-unavailable.css';

/**
 * In the place of any popup once the popup layer's code could not be downloaded (offline, or a
 * deploy replaced it while the page was open). A browser keeps a module that failed to download
 * as failed for the page's life, so every popup would otherwise open onto nothing: this says so,
 * offers RELOAD, and closes. Part of the entry, like the layout that shows it.
 */
export function PopupLayerUnavailable() {
  const dispatch = useAppDispatch();
  return (
    <div className="popup-unavailable" role="alert">
      <p className="popup-unavailable__text">This dialog could not be loaded. Check your connection and reload the page.</p>
      <Button size="sm" onClick={() => window.location.reload()}>
        RELOAD
      </Button>
      <IconButton label="Close" size="sm" onClick={() => dispatch(closeAllPopups())}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
