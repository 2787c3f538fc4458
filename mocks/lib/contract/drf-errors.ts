import type { RequestProblem } from './validate';

/** Field errors as a DRF serializer answers them: field → its messages. */
export type DrfFieldErrors = Record<string, string[]>;

const shown = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

/** DRF's name of a JSON value's type, as its "Expected a …" messages print it. */
function pythonType(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'string') return 'str';
  return 'dict';
}

/**
 * The message DRF's stock field classes give for a value the contract refuses, so the mock refuses
 * a wrong request in the words a real server would: `"WAV" is not a valid choice.`,
 * `This field is required.`, `A valid integer is required.`.
 */
export function drfMessage(problem: RequestProblem): string {
  const error = problem.error;
  if (!error) return problem.message === 'is required but missing' ? 'This field is required.' : 'Invalid value.';
  const params = error.params as Record<string, unknown>;
  const value: unknown = error.data;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'enum':
    case 'const':
      return `"${shown(value)}" is not a valid choice.`;
    case 'type': {
      if (value === null) return 'This field may not be null.';
      const expected = String(params.type).split(',');
      if (expected.includes('integer')) return 'A valid integer is required.';
      if (expected.includes('number')) return 'A valid number is required.';
      if (expected.includes('boolean')) return 'Must be a valid boolean.';
      if (expected.includes('string')) return 'Not a valid string.';
      if (expected.includes('array')) return `Expected a list of items but got type "${pythonType(value)}".`;
      if (expected.includes('object')) return `Invalid data. Expected a dictionary, but got ${pythonType(value)}.`;
      return 'Invalid value.';
    }
    case 'minLength':
      return Number(params.limit) <= 1 ? 'This field may not be blank.' : `Ensure this field has at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(params.limit)} characters.`;
    case 'minItems':
      return Number(params.limit) <= 1 ? 'This list may not be empty.' : `Ensure this field has at least ${String(params.limit)} elements.`;
    case 'maxItems':
      return `Ensure this field has no more than ${String(params.limit)} elements.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(params.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(params.limit)}.`;
    case 'pattern':
      return 'This value does not match the required pattern.';
    case 'format':
      if (params.format === 'email') return 'Enter a valid email address.';
      if (params.format === 'uri') return 'Enter a valid URL.';
      if (params.format === 'uuid') return 'Must be a valid UUID.';
      if (params.format === 'date') return 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
      if (params.format === 'date-time') return 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
      return 'Invalid value.';
    default:
      return 'Invalid value.';
  }
}

/**
 * The field errors a DRF server answers a refused request with: one message per field, named as
 * DRF names it (a query parameter, a body field; `non_field_errors` for a body that is no object).
 * A nested field is named at its full path (`{"item_data[1].id": ["A valid integer is required."]}`),
 * so each wrong item of a list is told apart and the contract's `FieldErrors` (field → messages) holds.
 */
export function drfFieldErrors(problems: readonly RequestProblem[]): DrfFieldErrors {
  const errors: DrfFieldErrors = {};
  for (const problem of problems) {
    if (!problem.refused) continue;
    const field = problem.field === '' ? 'non_field_errors' : problem.field;
    if (!errors[field]) errors[field] = [drfMessage(problem)];
  }
  return errors;
}

/**
 * The handler's own field errors with the contract's added: a field the handler already names
 * keeps its own messages (they say more: "This password is too short…"), every other field the
 * contract refuses is added after them, as one serializer lists every invalid field at once.
 */
export function mergeFieldErrors(own: Record<string, unknown>, contract: DrfFieldErrors): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...own };
  for (const [field, messages] of Object.entries(contract)) if (!(field in merged)) merged[field] = messages;
  return merged;
}
