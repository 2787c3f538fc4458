import { useCallback } from 'react';
import { errorMessage } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import { AUTH_MESSAGES, useLogoutMutation } from '../api/auth-api';

/**
 * Signs out (footer Logout, sidebar LOGOUT). Resolves either way: on failure the user stays
 * signed in and a toast shows the server's message (default "Login failed").
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.logoutFailed);
      console.error('Logout failed:', message);
      notify.show(message, { key: 'logout-failed', variant: 'error' });
    }
  }, [logout]);
}
