export type { UserDto as User } from '@/shared/api';
export { userApi, useGetMeQuery, UNAUTHORIZED_MESSAGE, isSignedOutAnswer } from './api/user-api';
export { useCurrentUser, useLastSignedInUser, type CurrentUser } from './model/use-current-user';
export { currentUserAnswered, selectCachedUser, selectCurrentUserAnswer } from './model/current-user-cache';
export { useImpersonator, rememberImpersonation, forgetImpersonation, type ImpersonationMemory } from './model/impersonation-memory';
export { formatShortName } from './lib/format-short-name';
export { accountPagesFor } from './lib/account-pages';
export { proBannerText, indefiniteArticle, joinNames } from './lib/pro-banner-text';
export { ProBanner } from './ui/pro-banner';
