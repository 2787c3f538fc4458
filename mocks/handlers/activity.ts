import type { RequestHandler } from 'msw';
import type { ActivityPageDto, ActivityType } from '@/shared/api/contract/dto';
import { ACTIVITY_TYPES, activityOf, serializeActivity, serializeActivityFor } from '../lib/domain/activity';
import { api } from '../lib/server/contract-http';
import { fieldErrors, json } from '../lib/server/http';
import { requireUser } from '../lib/server/session';

export const DEFAULT_ACTIVITY_LIMIT = 20;
const MAX_ACTIVITY_LIMIT = 100;

function intParam(params: URLSearchParams, name: string, fallback: number): number {
  const value = Number.parseInt(params.get(name) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** DRF LimitOffsetPagination links: absolute URLs, null at either end. */
function pageUrl(url: URL, limit: number, offset: number): string {
  const next = new URL(url);
  next.searchParams.set('limit', String(limit));
  if (offset > 0) next.searchParams.set('offset', String(offset));
  else next.searchParams.delete('offset');
  return next.toString();
}

/** `GET /api/users/me/activity/?limit=&offset=&activity_type=` (download, cuesheet, share). */
export const activityHandlers: RequestHandler[] = [
  api.get('/api/users/me/activity/', ({ request }) => {
    const user = requireUser(request);
    const url = new URL(request.url);
    const type = url.searchParams.get('activity_type') || null;
    if (type && !(ACTIVITY_TYPES as readonly string[]).includes(type)) {
      return fieldErrors({ activity_type: [`Select a valid choice. ${type} is not one of the available choices.`] });
    }
    const limit = Math.min(intParam(url.searchParams, 'limit', DEFAULT_ACTIVITY_LIMIT) || DEFAULT_ACTIVITY_LIMIT, MAX_ACTIVITY_LIMIT);
    const offset = intParam(url.searchParams, 'offset', 0);
    const records = activityOf(user.id, type as ActivityType | null);
    // Built for the viewer: a PRO-restricted user's items are filtered before paging, so counts
    // and pages never include (or skip over) an item hidden from them. Others page cheaply.
    const restricted = user.restricted_pro_groups.length > 0;
    const visible = restricted
      ? records.map((record) => serializeActivityFor(record, user)).filter((item) => item !== null)
      : null;
    const count = visible ? visible.length : records.length;
    const page: ActivityPageDto = {
      count,
      next: offset + limit < count ? pageUrl(url, limit, offset + limit) : null,
      previous: offset > 0 ? pageUrl(url, limit, Math.max(0, offset - limit)) : null,
      results: visible ? visible.slice(offset, offset + limit) : records.slice(offset, offset + limit).map(serializeActivity),
    };
    return json(page);
  }),
];
