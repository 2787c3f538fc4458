import type { ImpersonatorDto, UserDto } from '@/shared/api/contract/dto';
import type { SessionRecord, UserRecord } from './records';
import { findUserById, serializeUser } from './users';

/** The admin behind an impersonating session, in the shape the client shows ("Viewing as …"). */
export function impersonatorOf(session: SessionRecord | null): ImpersonatorDto | null {
  if (!session?.impersonatorId) return null;
  const admin = findUserById(session.impersonatorId);
  return admin ? { email: admin.email, first_name: admin.first_name, last_name: admin.last_name } : null;
}

/** The user as the session shows them: with `impersonator` set while an admin views the site as them. */
export function serializeSessionUser(user: UserRecord, session: SessionRecord | null): UserDto {
  return { ...serializeUser(user), impersonator: impersonatorOf(session) };
}
