import { Suspense } from 'react';
import { useCurrentUser } from '@/entities/user';
import {
  closeAllPopups, closePopup, isPublicPopup, selectCurrentPopup, selectIsPopupHeld, selectPopupParent, type PopupName,
} from '@/shared/lib/popup';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { Dialog } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import { useScrollLock } from '../lib/use-scroll-lock';
import { POPUP_REGISTRY } from '../model/registry';
import { PopupErrorBoundary } from './popup-error-boundary';
import './popup-layer.css';

function Loading() {
  return (
    <div className="popup-layer__loading">
      <Spinner width={48} label="Loading" />
    </div>
  );
}

/**
 * Shows the current popup (mounted once in the app layout). A visitor who opens a protected popup
 * sees the login popup in its place; once signed in, the popup they asked for appears. A popup
 * whose person's session expired while it was open stays mounted behind the login popup, hidden,
 * so what they typed is still there once they have signed in again. While any popup is open the
 * page does not scroll; Escape, the close button or the backdrop close the current popup (back to
 * its parent if it sits over one).
 */
export function PopupLayer() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentPopup);
  const parent = useAppSelector(selectPopupParent);
  // Held for a person whose session expired: it was shown to them, and its body is still mounted.
  const held = useAppSelector(selectIsPopupHeld);
  const { isSignedIn, isLoading } = useCurrentUser();
  useScrollLock(current !== null);
  if (!current) return null;

  const close = () => dispatch(closePopup());
  const closeAll = () => dispatch(closeAllPopups());
  const gated = !isPublicPopup(current.name) && !isSignedIn;
  const keptBehindLogin = gated && held;
  const shownName: PopupName = gated ? 'login' : current.name;
  const entry = POPUP_REGISTRY[shownName];
  const Body = POPUP_REGISTRY[current.name].Body;
  const LoginBody = POPUP_REGISTRY.login.Body;
  const loginProps = { continueTo: current.name, continueLabel: POPUP_REGISTRY[current.name].label };

  return (
    <Dialog
      label={entry.label}
      size={entry.size}
      onClose={close}
      contentKey={`${parent ? 'child' : 'root'}:${shownName}`}
      className={`popup popup--${shownName}`}
    >
      {!gated || keptBehindLogin ? (
        <div key={current.name} className="popup-layer__body" hidden={gated}>
          <PopupErrorBoundary>
            <Suspense fallback={<Loading />}>
              <Body name={current.name} props={current.props} close={close} closeAll={closeAll} />
            </Suspense>
          </PopupErrorBoundary>
        </div>
      ) : null}
      {gated ? (
        <PopupErrorBoundary key="login">
          <Suspense fallback={<Loading />}>
            {isLoading ? <Loading /> : <LoginBody name="login" props={loginProps} close={close} closeAll={closeAll} />}
          </Suspense>
        </PopupErrorBoundary>
      ) : null}
    </Dialog>
  );
}
