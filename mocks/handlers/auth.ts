import type { RequestHandler } from 'msw';
import { api } from '../lib/server/contract-http';
import { errorMessage, json, readJson, stringField } from '../lib/server/http';
import { endSession, startSession } from '../lib/server/session';
import { findUserByEmail, serializeUser } from '../lib/domain/users';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid email or password.',
  missing: 'Email and password are required.',
  inactive: 'This account is not active yet. Please click the link in the e-mail we sent you.',
} as const;

/** `POST /api/login/` and `POST /api/logout/` (session cookie + rotated CSRF token, like Django). */
export const authHandlers: RequestHandler[] = [
  api.post('/api/login/', async ({ request }) => {
    const body = await readJson(request);
    const email = stringField(body, 'username');
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) return errorMessage(LOGIN_MESSAGES.missing);
    const user = findUserByEmail(email);
    if (!user || user.password !== password) return errorMessage(LOGIN_MESSAGES.invalid);
    if (!user.is_active) return errorMessage(LOGIN_MESSAGES.inactive);
    endSession(request);
    const { cookies } = startSession(user, body.staySignedIn === true);
    return json(serializeUser(user), 200, cookies);
  }),

  api.post('/api/logout/', ({ request }) => {
    const cookies = endSession(request);
    return json({ detail: 'Successfully logged out.' }, 200, cookies);
  }),
];
