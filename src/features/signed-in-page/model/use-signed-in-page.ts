import { useCallback, useEffect } from 'react';
import { useCurrentUser, useLastSignedInUser } from '@/entities/user';
import { usePopup } from '@/shared/lib/popup';
import { useAppSelector } from '@/shared/redux';
import { selectEndedSessionFor } from './ended-session-slice';

/**
 * For a page that only a signed-in person can use (their projects, activity, account): a visitor
 * gets the login popup as the page opens, and `logIn` opens it again from the page's own prompt.
 * `waiting` is true while the page waits for its person, whose session expired in this tab: the
 * page keeps what it showed them (and what they typed) hidden behind `SessionEndedHold`'s notice
 * until they sign in again. `personId` is whom the page shows: its body is theirs alone (keyed by
 * it), so someone else signing in gets a blank one.
 */
export function useSignedInPage() {
  const { isSignedIn, isLoading } = useCurrentUser();
  const lastUser = useLastSignedInUser();
  const endedFor = useAppSelector(selectEndedSessionFor);
  const waiting = !isSignedIn && lastUser !== null && lastUser.id === endedFor;
  const { open } = usePopup();
  useEffect(() => {
    if (!isLoading && !isSignedIn && !waiting) open('login');
  }, [isLoading, isSignedIn, waiting, open]);
  const logIn = useCallback(() => open('login'), [open]);
  return { isSignedIn, isLoading, waiting, personId: lastUser?.id ?? null, logIn };
}
