import { setIn } from 'final-form';
import { ValidationError, type AnyObjectSchema } from 'yup';

export type FormErrors = Record<string, unknown>;

/**
 * Turns a yup schema into a react-final-form `validate` function: every failing field gets its
 * first message (nested paths like `address.city` become nested objects). Returns undefined
 * when the values are valid.
 */
export function validateWithSchema<Values extends object>(schema: AnyObjectSchema) {
  return (values: Values): FormErrors | undefined => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return undefined;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const failures = error.inner.length > 0 ? error.inner : [error];
      let errors: FormErrors = {};
      for (const failure of failures) {
        const path = failure.path ?? '';
        if (!path) continue;
        // Keep the first message of each field (schema order: "required" before "formatted").
        if (readPath(errors, path) === undefined) errors = setIn(errors, path, failure.message) as FormErrors;
      }
      return Object.keys(errors).length > 0 ? errors : undefined;
    }
  };
}

function readPath(object: FormErrors, path: string): unknown {
  let node: unknown = object;
  for (const key of path.replace(/\[(\w+)]/g, '.$1').split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
