import { useState } from 'react';
import type { UserDto } from '@/shared/api';
import { useGetMeQuery } from '../api/user-api';

export interface CurrentUser {
  user: UserDto | null;
  isSignedIn: boolean;
  /** True until the first answer of `GET /api/users/me/` arrived. */
  isLoading: boolean;
}

/**
 * Who is signed in. Every mount of a component using it re-checks the session (the spec's
 * "always stale"); concurrent mounts share one request, and the last known user stays on screen
 * while it runs.
 */
export function useCurrentUser(): CurrentUser {
  const { data, isLoading } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const user = data ?? null;
  return { user, isSignedIn: user !== null, isLoading };
}

/**
 * The person last signed in, still given while nobody is: what was shown for someone whose session
 * ended (a form, the sidebar) can stay theirs, mounted, until they or another person sign in.
 */
export function useLastSignedInUser(): UserDto | null {
  const { user } = useCurrentUser();
  const [last, setLast] = useState(user);
  if (user && user !== last) setLast(user);
  return user ?? last;
}
