import fc from 'fast-check';
import type { OpenApiDocument } from './operations';
import { operationsOf } from './operations';

type Schema = Record<string, unknown>;

/**
 * Answers a real server may send, built from the contract's answer schemas as fast-check
 * arbitraries: every value is one the contract allows, leaning to the unusual — optional fields
 * left out, fields the contract does not name added, empty lists, `null` where allowed, very long
 * and non-Latin strings, 0 and huge counts, a `next` link whatever the page; one rule beyond the
 * schemas: ids (and uuids) are unique within a list (see the `array` case). Seeded through
 * fast-check (`fc.assert(…, { seed })`), so a run repeats exactly.
 */

const COMPONENT_REF = '#/components/schemas/';
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment']);
/** Past this depth a `$ref` cycle (a track's versions are tracks) stops: optional fields are left out, lists empty. */
const MAX_DEPTH = 4;

const LONG = 'Ω'.repeat(3) + 'x'.repeat(2000);
const UNUSUAL_TEXT = fc.constantFrom('', ' ', LONG, 'Ünïcødé — 音楽 🎵 عربى', '<b>&amp;</b>', 'a\u200bb', 'null', '0');
const text = (schema: Schema) => {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const base = fc.oneof(fc.string({ minLength: min, maxLength: max ?? 40 }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max ?? 20 }), UNUSUAL_TEXT);
  return base.filter((value) => value.length >= min && (max === undefined || value.length <= max));
};

const integer = (schema: Schema) => {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31);
  const max = typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER;
  const edges = [0, 1, min, max].filter((value) => value >= min && value <= max);
  return fc.oneof(fc.constantFrom(...edges), fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }));
};

const number = (schema: Schema) => {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e9;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e9;
  return fc.oneof(fc.constantFrom(...[0, min, max].filter((value) => value >= min && value <= max)), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
};

function stringOf(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date-time':
      return fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.oneof(fc.webUrl(), fc.constant(`https://example.com/${'a'.repeat(500)}?page=999999`));
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    default:
      break;
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  return text(schema);
}

/** The arbitrary of one schema of the contract (component `$ref`s followed, up to a depth). */
export function schemaArbitrary(document: OpenApiDocument, schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const node = (schema ?? {}) as Schema;
  const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
  if (typeof node.$ref === 'string' && node.$ref.startsWith(COMPONENT_REF)) {
    const { $ref, ...siblings } = node;
    const target = components[$ref.slice(COMPONENT_REF.length)];
    // Beside a `$ref`, only constraints count; notes (`description`, `x-source`…) say nothing of the value.
    const constraints = Object.keys(siblings).filter((key) => !key.startsWith('x-') && !ANNOTATIONS.has(key));
    return schemaArbitrary(document, constraints.length ? { allOf: [target, siblings] } : target, depth + 1);
  }
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(node[key])) return fc.oneof(...(node[key] as unknown[]).map((branch) => schemaArbitrary(document, branch, depth)));
  }
  if (Array.isArray(node.allOf)) {
    const parts = (node.allOf as unknown[]).map((part) => schemaArbitrary(document, part, depth));
    return fc.tuple(...parts).map((values) => Object.assign({}, ...values.filter((value) => value && typeof value === 'object')));
  }
  const types = ([] as unknown[]).concat(node.type ?? (node.properties ? 'object' : []));
  if (types.length > 1) return fc.oneof(...types.map((type) => schemaArbitrary(document, { ...node, type }, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integer(node);
    case 'number':
      return number(node);
    case 'string':
      return stringOf(node);
    case 'array': {
      const minLength = typeof node.minItems === 'number' ? node.minItems : 0;
      if (depth >= MAX_DEPTH && minLength === 0) return fc.constant([]);
      const maxLength = Math.max(minLength, Math.min(typeof node.maxItems === 'number' ? node.maxItems : 4, 4));
      const items = schemaArbitrary(document, node.items, depth + 1);
      // The one rule beyond the schemas: an `id` (or a project's `uuid`) identifies its entry, so
      // one list never holds it twice (a server's ids are its rows' keys; JSON Schema cannot say
      // "unique by a field").
      // A list the contract says holds an entry once by some fields (`x-unique-by: [type, item.id]`)
      // holds it once by them too.
      const keys = [...identityFields(document, node.items).map(fieldOf), ...(Array.isArray(node['x-unique-by']) ? [keyOf(node['x-unique-by'] as string[])] : [])];
      const [first, ...others] = keys;
      if (first === undefined) return fc.array(items, { minLength, maxLength });
      const list = fc.uniqueArray(items, { minLength, maxLength, selector: first });
      if (others.length === 0) return list;
      // The other keys: an entry that repeats one is left out (filtering would reject most lists).
      return list
        .map((entries) => {
          const keyed = others.map((key) => entries.map(key));
          return entries.filter((_entry, index) => keyed.every((values) => values.indexOf(values[index]) === index));
        })
        .filter((entries) => entries.length >= minLength);
    }
    case 'object':
      return objectOf(document, node, depth);
    default:
      // No type: any JSON value the contract leaves open.
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** The fields that identify an entry. */
const IDENTITY_FIELDS = ['id', 'uuid'];

/** An entry's `field`, or a value equal to no other when it has none (entries without one never clash). */
const fieldOf = (field: string) => (value: unknown): unknown =>
  value && typeof value === 'object' && field in value ? (value as Record<string, unknown>)[field] : Symbol('none');

/** An entry's value at dotted paths (`item.id`) as one key; a value equal to no other where one is missing. */
const keyOf = (paths: readonly string[]) => (value: unknown): unknown => {
  const parts = paths.map((path) => path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), value));
  return parts.some((part) => part === undefined) ? Symbol('none') : JSON.stringify(parts);
};

/** Which identity fields the entries of a list have (following `$ref`s and `allOf`). */
function identityFields(document: OpenApiDocument, schema: unknown, hops = 0): string[] {
  const node = (schema ?? {}) as Schema;
  if (hops > 8) return [];
  if (typeof node.$ref === 'string' && node.$ref.startsWith(COMPONENT_REF)) {
    const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
    return identityFields(document, components[node.$ref.slice(COMPONENT_REF.length)], hops + 1);
  }
  const own = node.properties && typeof node.properties === 'object' ? IDENTITY_FIELDS.filter((field) => field in (node.properties as object)) : [];
  const parts = Array.isArray(node.allOf) ? node.allOf.flatMap((part) => identityFields(document, part, hops + 1)) : [];
  return [...new Set([...own, ...parts])];
}

function objectOf(document: OpenApiDocument, node: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  const required = new Set((node.required as string[] | undefined) ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, schema] of Object.entries(properties)) {
    if (depth >= MAX_DEPTH && !required.has(name)) continue;
    model[name] = schemaArbitrary(document, schema, depth + 1);
  }
  const known = fc.record(model, { requiredKeys: Object.keys(model).filter((name) => required.has(name)) });
  // A field the contract does not name: a newer server may add one, and the app must ignore it.
  const closed = node.additionalProperties === false || node.unevaluatedProperties === false;
  const extra = closed
    ? fc.constant({})
    : typeof node.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), schemaArbitrary(document, node.additionalProperties, depth + 1), { maxKeys: 3 })
      : fc.option(fc.record({ x_new_field: fc.jsonValue({ maxDepth: 1 }) }), { nil: {} });
  return fc.tuple(extra, known).map(([more, fields]) => ({ ...more, ...fields }));
}

/** The arbitrary of an operation's answer at a status (default 200), from the contract's schema. */
export function answerArbitrary(document: OpenApiDocument, operationId: string, status = 200): fc.Arbitrary<unknown> {
  const operation = operationsOf(document).find((each) => each.operationId === operationId);
  if (!operation) throw new Error(`No operation "${operationId}" in the API contract`);
  const response = operation.response(status);
  if (!response?.content['application/json']) throw new Error(`${operationId} has no JSON answer at ${status}`);
  let node: unknown = document;
  for (const part of [...response.pointer, 'content', 'application/json', 'schema']) node = (node as Schema)[part];
  return schemaArbitrary(document, node);
}
