import { registerSessionExpiry } from './model/session-expiry';

export type { UserDto as User } from '@/shared/api';
export { userApi, useGetMeQuery, UNAUTHORIZED_MESSAGE, isSignedOutAnswer } from './api/user-api';
export { useCurrentUser, type CurrentUser } from './model/use-current-user';
export { switchSessionUser, replaceCurrentUser } from './model/session-cache';
export { formatShortName } from './lib/format-short-name';
export { proBannerText, indefiniteArticle, joinNames } from './lib/pro-banner-text';
export { ProBanner } from './ui/pro-banner';

// A mid-session 401 from a /api/users/me/* call signs the app out (see model/session-expiry.ts).
registerSessionExpiry();
