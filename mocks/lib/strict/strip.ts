import type { MarkedSchema } from '../../../scripts/lib/contract-marks.d.mts';

type Schemas = Record<string, MarkedSchema>;
type JsonObject = Record<string, unknown>;

const REF_PREFIX = '#/components/schemas/';

function resolve(schema: MarkedSchema, schemas: Schemas): MarkedSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 32; depth += 1) {
    current = schemas[current.$ref.slice(REF_PREFIX.length)] ?? {};
  }
  return current;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAssumed = (schema: MarkedSchema | undefined) => schema?.['x-source'] === 'assumed';

/**
 * The branches of an `allOf` as one object schema: every branch's properties (a field assumed in
 * any branch is assumed) and `required`.
 */
function mergeAllOf(schema: MarkedSchema, schemas: Schemas): MarkedSchema {
  if (!schema.allOf) return schema;
  const properties: Record<string, MarkedSchema> = {};
  const required = new Set<string>();
  for (const part of [schema, ...schema.allOf.map((branch) => mergeAllOf(resolve(branch, schemas), schemas))]) {
    for (const name of part.required ?? []) required.add(name);
    for (const [name, property] of Object.entries(part.properties ?? {})) {
      const known = properties[name];
      properties[name] = known && !isAssumed(property) ? known : property;
    }
  }
  return { type: 'object', properties, required: [...required] };
}

function typesOf(schema: MarkedSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Whether a value is of a `oneOf`/`anyOf` branch: its type, its required fields, its constants. */
function fits(value: unknown, schema: MarkedSchema): boolean {
  const types = typesOf(schema);
  if (value === null) return types.includes('null');
  if (Array.isArray(value)) return types.length === 0 || types.includes('array');
  if (!isObject(value)) return types.length === 0 || !types.includes('object');
  if (types.length > 0 && !types.includes('object')) return false;
  if ((schema.required ?? []).some((name) => !(name in value))) return false;
  return Object.entries(schema.properties ?? {}).every(([name, property]) => {
    if (!(name in value)) return true;
    if ('const' in property && value[name] !== property.const) return false;
    return !property.enum || property.enum.includes(value[name]);
  });
}

/**
 * The value with every field the contract marks `x-source: assumed` left out, at any depth,
 * following the answer's schema: its properties, array items, map values (`additionalProperties`),
 * `$ref`s, `allOf` (merged) and `oneOf`/`anyOf` (the first branch the value fits). What the
 * schema does not describe is kept as it is.
 */
export function stripAssumed(value: unknown, schema: MarkedSchema | null | undefined, schemas: Schemas): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  const resolved = mergeAllOf(resolve(schema, schemas), schemas);
  const branches = resolved.oneOf ?? resolved.anyOf;
  if (branches) {
    const branch = branches.map((candidate) => mergeAllOf(resolve(candidate, schemas), schemas)).find((candidate) => fits(value, candidate));
    return branch ? stripAssumed(value, branch, schemas) : value;
  }
  if (Array.isArray(value)) return resolved.items ? value.map((item) => stripAssumed(item, resolved.items, schemas)) : value;
  const kept: JsonObject = {};
  for (const [name, field] of Object.entries(value)) {
    const property = resolved.properties?.[name];
    if (property) {
      if (!isAssumed(property)) kept[name] = stripAssumed(field, property, schemas);
    } else {
      kept[name] = resolved.additionalProperties ? stripAssumed(field, resolved.additionalProperties, schemas) : field;
    }
  }
  return kept;
}
