import { setUnauthorizedHandler } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import { resetSidebar } from '@/shared/lib/sidebar';
import type { AppDispatch, RootState } from '@/shared/redux';
import { UNAUTHORIZED_MESSAGE, userApi } from '../api/user-api';
import { switchSessionUser } from './session-cache';

const SESSION_EXPIRED_TOAST = 'session-expired';

/**
 * A 401 from any `/api/users/me/*` call while someone is signed in means the session ended on
 * the server (expired, logged out elsewhere): the app flips to signed out, drops per-user data
 * and says so once. Later 401s (other calls already in flight) find nobody signed in and do nothing.
 */
export function registerSessionExpiry(): void {
  setUnauthorizedHandler(({ dispatch, getState }) => {
    const me = userApi.endpoints.getMe.select()(getState() as RootState);
    if (!me.data) return;
    switchSessionUser(dispatch as AppDispatch, null);
    dispatch(resetSidebar());
    notify.show(UNAUTHORIZED_MESSAGE, { key: SESSION_EXPIRED_TOAST, variant: 'error' });
  });
}
