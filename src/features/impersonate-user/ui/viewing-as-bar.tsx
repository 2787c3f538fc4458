import { useState } from 'react';
import { useCurrentUser, useImpersonator } from '@/entities/user';
import { errorMessage, isMissingCall } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { useImpersonateMutation, useStopImpersonatingMutation } from '../api/impersonate-api';
import { IMPERSONATE_MESSAGES } from '../model/impersonate-schema';
import './impersonate.css';

/**
 * Under the header while an admin views the site as another user: whom they see it as, and the
 * way back to their own account. Nothing for anyone else. The way back is the server's
 * `impersonate/stop/`; a server without it (the spec names none) is asked to impersonate the
 * admin's own e-mail; where that is refused too, the bar says to log in again as the admin.
 */
export function ViewingAsBar() {
  const { user } = useCurrentUser();
  const admin = useImpersonator(user);
  const [stop, stopping] = useStopImpersonatingMutation();
  const [impersonate, switching] = useImpersonateMutation();
  const [noWayBack, setNoWayBack] = useState(false);
  if (!user || !admin) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const adminName = admin.first_name || admin.email;
  const isLoading = stopping.isLoading || switching.isLoading;

  async function backToOwnAccount() {
    if (!admin) return;
    try {
      await stop().unwrap();
      return;
    } catch (error) {
      if (!isMissingCall(error)) {
        notify.show(IMPERSONATE_MESSAGES.stopFailure(errorMessage(error, IMPERSONATE_MESSAGES.defaultFailure)), { variant: 'error' });
        return;
      }
    }
    try {
      await impersonate({ email: admin.email }).unwrap();
    } catch {
      setNoWayBack(true);
    }
  }

  return (
    <div className="viewing-as" role="region" aria-label="Viewing as another user">
      <p className="viewing-as__text">
        Viewing as <strong>{name}</strong> ({user.email})
      </p>
      {noWayBack ? (
        <p className="viewing-as__text" role="alert">
          {IMPERSONATE_MESSAGES.logInAgain(admin.email)}
        </p>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => void backToOwnAccount()} disabled={isLoading}>
          {isLoading ? 'Returning...' : `Back to ${adminName}'s account`}
        </Button>
      )}
    </div>
  );
}
