import { useCallback, useEffect } from 'react';
import { useCurrentUser } from '@/entities/user';
import { usePopup } from '@/shared/lib/popup';

/**
 * For a page that only a signed-in person can use (their projects, activity, account): a visitor
 * gets the login popup as the page opens, and `logIn` opens it again from the page's own prompt.
 */
export function useSignedInPage() {
  const { isSignedIn, isLoading } = useCurrentUser();
  const { open } = usePopup();
  useEffect(() => {
    if (!isLoading && !isSignedIn) open('login');
  }, [isLoading, isSignedIn, open]);
  const logIn = useCallback(() => open('login'), [open]);
  return { isSignedIn, isLoading, logIn };
}
