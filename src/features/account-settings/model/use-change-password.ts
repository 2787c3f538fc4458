import { useCallback } from 'react';
import { useCurrentUser } from '@/entities/user';
import { useChangePasswordMutation, useReauthenticateMutation } from '../api/account-api';
import { ACCOUNT_MESSAGES } from './account-schemas';
import { isUnanswered, saveErrors } from './save-errors';

export type PasswordChangeResult = { ok: true } | { ok: false; message: string; fieldError?: string };

/**
 * Posts the new password, then signs in again with the e-mail and the new password so the user
 * stays signed in. Fails with the server's message (default "Password change failed"), "Failed
 * to re-authenticate", or "An unexpected error occurred" when no server answered.
 */
export function useChangePassword(): (newPassword: string) => Promise<PasswordChangeResult> {
  const { user } = useCurrentUser();
  const [changePassword] = useChangePasswordMutation();
  const [reauthenticate] = useReauthenticateMutation();
  const email = user?.email ?? '';

  return useCallback(
    async (newPassword: string) => {
      try {
        await changePassword({ new_password: newPassword }).unwrap();
      } catch (error) {
        if (isUnanswered(error)) return { ok: false, message: ACCOUNT_MESSAGES.unexpected };
        const { message, errors } = saveErrors(error, ACCOUNT_MESSAGES.passwordChangeFailed, ['new_password']);
        const fieldError = (errors as Record<string, string | undefined>).new_password;
        return { ok: false, message: fieldError ? ACCOUNT_MESSAGES.passwordChangeFailed : message, fieldError };
      }
      try {
        await reauthenticate({ username: email, password: newPassword, staySignedIn: true }).unwrap();
      } catch {
        return { ok: false, message: ACCOUNT_MESSAGES.reauthenticationFailed };
      }
      return { ok: true };
    },
    [changePassword, reauthenticate, email],
  );
}
