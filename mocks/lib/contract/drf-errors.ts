import type { ErrorObject } from 'ajv/dist/2020';
import type { FieldErrorsDto } from '@/shared/api/contract/dto';
import type { RequestProblem } from './validate';

/** Python's name for a JSON value's type, as DRF's messages say it. */
function pythonType(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return 'dict';
}

const types = (error: ErrorObject) => String((error.params as { type?: string }).type ?? '').split(',');

/**
 * A query parameter's message: DRF filters are Django form fields (django-filter), which word
 * their errors as Django's forms do. Null where the form field says what the serializer says.
 */
function djangoFormMessage(error: ErrorObject): string | null {
  if (error.keyword === 'enum' || error.keyword === 'const') return `Select a valid choice. ${String(error.data)} is not one of the available choices.`;
  if (error.keyword === 'type' && types(error).includes('integer')) return 'Enter a whole number.';
  if (error.keyword === 'type' && types(error).includes('number')) return 'Enter a number.';
  return null;
}

/**
 * The message Django REST Framework would give for one schema error: its serializer fields' own
 * texts for a body (`"x" is not a valid choice.`, `This field is required.`, `A valid integer is
 * required.`), Django's form fields' for a query filter, so the app meets in development what a
 * DRF server would answer.
 */
export function drfMessage(error: ErrorObject | undefined, where: 'body' | 'query' | 'path' = 'body'): string {
  if (!error) return 'This field is required.';
  if (where === 'query') {
    const message = djangoFormMessage(error);
    if (message) return message;
  }
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'enum':
    case 'const':
      return `"${String(error.data)}" is not a valid choice.`;
    case 'type': {
      const expected = types(error);
      if (error.data === null) return 'This field may not be null.';
      if (expected.includes('integer')) return 'A valid integer is required.';
      if (expected.includes('number')) return 'A valid number is required.';
      if (expected.includes('boolean')) return 'Must be a valid boolean.';
      if (expected.includes('string')) return 'Not a valid string.';
      if (expected.includes('array')) return `Expected a list of items but got type "${pythonType(error.data)}".`;
      if (expected.includes('object')) return `Invalid data. Expected a dictionary, but got ${pythonType(error.data)}.`;
      return 'Invalid input.';
    }
    case 'minLength':
      return params.limit === 1 ? 'This field may not be blank.' : `Ensure this field has at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(params.limit)} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(params.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(params.limit)}.`;
    case 'minItems':
      return params.limit === 1 ? 'This list may not be empty.' : `Ensure this field has at least ${String(params.limit)} elements.`;
    case 'maxItems':
      return `Ensure this field has no more than ${String(params.limit)} elements.`;
    case 'pattern':
      return 'This value does not match the required pattern.';
    case 'format':
      if (params.format === 'email') return 'Enter a valid email address.';
      if (params.format === 'date') return 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
      if (params.format === 'date-time') {
        return 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
      }
      if (params.format === 'uuid') return 'Must be a valid UUID.';
      return 'Invalid input.';
    default:
      return 'Invalid input.';
  }
}

/**
 * The 400 body a DRF server gives for the problems it refuses: each field with its message; a
 * body that is not an object at all under `non_field_errors`. A nested field's message goes
 * under its top-level field (the contract's field errors are flat lists of messages).
 */
export function drfFieldErrors(problems: readonly RequestProblem[]): FieldErrorsDto {
  const errors: FieldErrorsDto = {};
  for (const problem of problems) {
    if (!problem.refused) continue;
    const messages = (errors[problem.field] ??= []);
    const where = problem.pointer.startsWith('/query/') ? 'query' : problem.pointer.startsWith('/path/') ? 'path' : 'body';
    const message = drfMessage(problem.error, where);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}
