export { validateWithSchema, type FormErrors } from './validate-with-schema';
export { EMAIL_PATTERN, isEmail } from './email-pattern';
export { fieldError } from './field-error';
export { useSaveStatus, SAVED_CLEAR_MS, type SaveState } from './save-status';
