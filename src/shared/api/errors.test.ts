import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors } from './errors';

describe('server error messages', () => {
  it('reads detail, error or the first non-field error, else the fallback', () => {
    expect(errorMessage({ status: 400, data: { detail: 'Not authenticated' } }, 'x')).toBe('Not authenticated');
    expect(errorMessage({ status: 400, data: { error: 'Bad' } }, 'x')).toBe('Bad');
    expect(errorMessage({ status: 400, data: { non_field_errors: ['Nope'] } }, 'x')).toBe('Nope');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Login failed')).toBe('Login failed');
  });

  it('maps DRF field errors to their first message', () => {
    expect(fieldErrors({ status: 400, data: { email: ['A user with this email already exists.', 'other'] } })).toEqual({
      email: 'A user with this email already exists.',
    });
  });
});
