export { validateWithSchema, type FormErrors } from './validate-with-schema';
export { EMAIL_PATTERN, isEmail } from './email-pattern';
export { fieldError } from './field-error';
