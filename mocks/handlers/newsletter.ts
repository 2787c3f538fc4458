import type { RequestHandler } from 'msw';
import type { NewsletterResponseDto } from '@/shared/api/contract/dto';
import { db } from '../db';
import { api } from '../lib/server/contract-http';
import { fieldErrors, json, nowIso, readJson, stringField } from '../lib/server/http';
import { nextId } from '../lib/domain/records';
import { FieldErrorCollector, normalizeEmail } from '../lib/server/validation';

/**
 * `POST /api/newsletter/` ({email, send_confirmation_email}), open to visitors. Subscribing twice
 * is not an error: 201 for a new address, 200 when it was already on the list (same body).
 */
export const newsletterHandlers: RequestHandler[] = [
  api.post('/api/newsletter/', async ({ request }) => {
    const email = normalizeEmail(stringField(await readJson(request), 'email'));
    const errors = new FieldErrorCollector();
    if (errors.required('email', email)) errors.email('email', email);
    if (errors.hasErrors) return fieldErrors(errors.errors);
    const existing = db.newsletterSubscription.findFirst({ where: { email: { equals: email } } });
    const answer = (created: boolean): NewsletterResponseDto => ({ email, subscribed: true, created });
    if (existing) return json(answer(false), 200);
    db.newsletterSubscription.create({
      id: nextId(db.newsletterSubscription.getAll()),
      email,
      created_at: nowIso(),
    });
    return json(answer(true), 201);
  }),
];
