import type { PopupBodyProps } from '@/shared/lib/popup';
import { Button } from '@/shared/ui/button';
import { POPUP_REGISTRY } from '../model/registry';
import './interim-popup.css';

/** Stand-in body for a popup whose real body arrives in a later issue. */
export function InterimPopup({ name, close }: PopupBodyProps) {
  const label = POPUP_REGISTRY[name].label;
  return (
    <div className="interim-popup">
      <h2 className="interim-popup__title">{label.toUpperCase()}</h2>
      <p className="interim-popup__text">
        <strong>{label}</strong> is not available yet. This part of the library is still being built; please check back soon.
      </p>
      <div className="interim-popup__actions">
        <Button variant="secondary" onClick={close}>
          OK
        </Button>
      </div>
    </div>
  );
}
