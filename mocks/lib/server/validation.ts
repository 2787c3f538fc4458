import type { FieldErrorsDto } from '@/shared/api/contract/dto';
import { MESSAGES } from './http';

/** Same pattern as the app's login form: local part, @, a domain or bracketed IP, a TLD of 2+ letters. */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Collects DRF-style `{field: [messages]}`; `hasErrors` tells whether to answer 400. */
export class FieldErrorCollector {
  readonly errors: FieldErrorsDto = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  required(field: string, value: string): boolean {
    if (value) return true;
    this.add(field, MESSAGES.required);
    return false;
  }

  email(field: string, value: string): void {
    if (value && !isValidEmail(value)) this.add(field, MESSAGES.invalidEmail);
  }

  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}
