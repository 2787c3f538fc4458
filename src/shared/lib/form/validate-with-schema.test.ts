import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { EMAIL_PATTERN, isEmail } from './email-pattern';
import { validateWithSchema } from './validate-with-schema';

describe('validateWithSchema', () => {
  const schema = object({
    email: string().required('Email is required').matches(EMAIL_PATTERN, { message: 'Email not formatted correctly', excludeEmptyString: true }),
    address: object({ city: string().required('City is required') }),
  });
  const validate = validateWithSchema<{ email?: string; address?: { city?: string } }>(schema);

  it('gives each failing field its first message, nested paths as objects', () => {
    expect(validate({})).toEqual({ email: 'Email is required', address: { city: 'City is required' } });
    expect(validate({ email: 'nope', address: { city: 'Paris' } })).toEqual({ email: 'Email not formatted correctly' });
  });

  it('returns undefined when valid', () => {
    expect(validate({ email: 'jane@example.com', address: { city: 'Paris' } })).toBeUndefined();
  });
});

describe('the strict e-mail pattern', () => {
  it.each(['jane@example.com', 'jane.doe+x@mail.example.co.uk', '"odd name"@example.com', 'jane@[192.168.0.1]'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each(['jane', 'jane@', 'jane@example', 'jane@example.c', 'ja ne@example.com', 'jane..doe@example.com', '@example.com', 'jane@exa mple.com'])(
    'rejects %s',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );
});
