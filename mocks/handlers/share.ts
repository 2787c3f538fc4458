import type { RequestHandler } from 'msw';
import { resolveActionItem } from '../lib/domain/action-items';
import { recordActivity } from '../lib/domain/activity';
import { api } from '../lib/server/contract-http';
import { fieldErrors, json, notAuthenticated, readJson } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { FieldErrorCollector } from '../lib/server/validation';

export const SHARE_PATH = '/api/users/me/actions/share/' as const;

/**
 * `POST /api/users/me/actions/share/ {type, id, email}`. `email` null (or absent) records a copied
 * link: open to visitors, as on the real server (see handlers/security.ts). An e-mail share needs
 * a session. A signed-in user's share, link or e-mail, lands in their activity.
 */
export const shareHandlers: RequestHandler[] = [
  api.post(SHARE_PATH, async ({ request }) => {
    const user = currentUser(request);
    const body = await readJson(request);
    const byEmail = body.email !== null && body.email !== undefined;
    if (byEmail && !user) return notAuthenticated();

    const errors = new FieldErrorCollector();
    const item = resolveActionItem(body, user, errors);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (byEmail) {
      if (typeof body.email !== 'string') errors.add('email', 'Not a valid string.');
      else if (errors.required('email', email)) errors.email('email', email);
    }
    if (errors.hasErrors || !item) return fieldErrors(errors.errors);

    if (user) {
      recordActivity({ userId: user.id, activity_type: 'share', content_type: item.type, content_id: item.id, title: item.info.title });
    }
    return json({ type: item.type, id: item.id, email: byEmail ? email : null, web_url: item.info.web_url }, 201);
  }),
];
