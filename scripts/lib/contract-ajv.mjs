// The one ajv set-up of the API contract's validators (mocks/lib/contract/validate.ts), shared by
// the page, where a validator compiles a schema on its first use, and the build, which compiles
// every schema of the contract once into plain functions (ajv's standalone code, the
// `virtual:api-contract-validators` module) so no page pays ajv's compiler: both must read a
// schema the same way, so the options, the vocabulary and the keys live here once.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** Where each component schema lives for ajv: its own resource, compiled once, called by every operation. */
export const SCHEMA_BASE = 'https://contract.invalid/components/schemas/';
const COMPONENT_REF = '#/components/schemas/';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * The contract's ajv: JSON Schema 2020-12 with ajv-formats' formats, OpenAPI's own keywords as
 * annotations, and every component schema added under its own id. verbose: errors carry the
 * value they are about. inlineRefs off: each component schema compiles once and every operation
 * calls it, instead of each operation inlining its own copy. `code`: ajv's code options (the build
 * asks for source code).
 */
export function createContractAjv(document, code = undefined) {
  const ajv = new Ajv2020({
    allErrors: true, verbose: true, inlineRefs: false, strict: true, strictRequired: false, strictTypes: false, allowUnionTypes: true, validateSchema: false,
    ...(code ? { code } : {}),
  });
  addFormats(ajv);
  // OpenAPI's own keywords and the contract's marks: annotations, never constraints.
  ajv.addVocabulary(['x-source', 'x-why', 'example', 'discriminator', 'xml', 'externalDocs']);
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) ajv.addSchema({ ...withComponentRefs(schema), $id: SCHEMA_BASE + name });
  return ajv;
}

/** A schema with its component `$ref`s pointing at the components' own resources. */
export function withComponentRefs(node) {
  if (Array.isArray(node)) return node.map(withComponentRefs);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF) ? SCHEMA_BASE + value.slice(COMPONENT_REF.length) : withComponentRefs(value);
  }
  return out;
}

const escapePointer = (segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function lookup(document, pointer) {
  let node = document;
  for (const part of pointer) node = node && typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** The name a schema's validator is kept under: its JSON pointer in the document, and whether it is closed. */
export function validatorKey(pointer, closed = false) {
  return `${pointer.map(escapePointer).join('/')}${closed ? ' closed' : ''}`;
}

/** The schema ajv compiles for the schema at `pointer`; `closed` also refuses top-level fields it does not name. */
export function validatorSchema(document, pointer, closed = false) {
  const schema = withComponentRefs(lookup(document, pointer) ?? {});
  return closed ? { allOf: [schema], unevaluatedProperties: false } : schema;
}

/**
 * Every schema a validator of the document can be asked for, as `[pointer, closed]`: each
 * parameter's schema, each request body's (closed: what the app sends), each JSON answer's,
 * wherever they are written (in the paths or as components).
 */
export function contractSchemaPlaces(document) {
  const places = [];
  const parameters = (list, at) => {
    (Array.isArray(list) ? list : []).forEach((parameter, index) => {
      if (parameter && typeof parameter === 'object' && parameter.schema) places.push([[...at, String(index), 'schema'], false]);
    });
  };
  const body = (node, at, closed, jsonOnly) => {
    if (!node || typeof node !== 'object' || typeof node.$ref === 'string') return;
    for (const [type, media] of Object.entries(node.content ?? {})) {
      if (jsonOnly && !/[/+]json$/.test(type)) continue;
      if (media && typeof media === 'object' && 'schema' in media) places.push([[...at, 'content', type, 'schema'], closed]);
    }
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!item) continue;
    parameters(item.parameters, ['paths', path, 'parameters']);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const at = ['paths', path, method];
      parameters(operation.parameters, [...at, 'parameters']);
      body(operation.requestBody, [...at, 'requestBody'], true, false);
      for (const [status, response] of Object.entries(operation.responses ?? {})) body(response, [...at, 'responses', status], false, true);
    }
  }
  const components = document.components ?? {};
  for (const [name, parameter] of Object.entries(components.parameters ?? {})) {
    if (parameter?.schema) places.push([['components', 'parameters', name, 'schema'], false]);
  }
  for (const [name, requestBody] of Object.entries(components.requestBodies ?? {})) body(requestBody, ['components', 'requestBodies', name], true, false);
  for (const [name, response] of Object.entries(components.responses ?? {})) body(response, ['components', 'responses', name], false, true);
  return places;
}
