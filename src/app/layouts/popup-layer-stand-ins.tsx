import { closeAllPopups } from '@/shared/lib/popup';
import { useAppDispatch } from '@/shared/redux';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import './popup-layer-stand-ins.css';

// What stands where a popup was asked for while the popup layer's own code is not in: it loads on
// the first open. Both are part of the entry, like the layout that shows them.

/**
 * While the popup layer's code downloads: nothing for the first 400 ms (on most connections the
 * popup is up by then, and a flash of spinner would only distract), then a spinner, so a slow
 * connection's click is seen to have worked. The delay is the stylesheet's: no timer runs.
 */
export function PopupLayerPending() {
  return (
    <div className="popup-pending">
      <Spinner width={44} label="Opening the dialog" />
    </div>
  );
}

/**
 * In the place of any popup once the popup layer's code could not be downloaded (offline, or a
 * deploy replaced it while the page was open). A browser keeps a module that failed to download
 * as failed for the page's life, so every popup would otherwise open onto nothing: this says so,
 * offers RELOAD, and closes.
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
