import type { UserDto } from '@/shared/api';
import { ACCOUNT_PAGES, type AccountPageLink } from '@/shared/config';

/** The account pages `user` may open: SITE ADMIN for site administrators only. */
export function accountPagesFor(user: UserDto | null): readonly AccountPageLink[] {
  return ACCOUNT_PAGES.filter((page) => !page.adminOnly || user?.is_admin === true);
}
