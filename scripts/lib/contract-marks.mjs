/**
 * What the API contract (docs/api/openapi.yaml) marks as the spec's and what as assumed, in the
 * small form the mock's strict mode (`?mock=strict`, `MOCK_STRICT=1`) reads: each operation
 * (method, path, `assumed`) with the JSON schema of each of its answers, and the component
 * schemas those answers refer to, kept only as far as they say which fields are assumed (types,
 * properties, `required`, `const`, `enum`, compositions and `x-source`; no descriptions or
 * examples). The browser mock gets it from a build-time virtual module (`virtual:contract-marks`,
 * contract-marks-plugin.mjs), so the demo never parses YAML; node tools read the YAML directly.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

// From this module's path as a string: in a jsdom test, `new URL(…)` would be jsdom's.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTRACT_FILE = join(ROOT, 'docs/api/openapi.yaml');

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** The schema keywords that decide which fields an answer keeps; everything else is prose. */
const KEPT_KEYWORDS = ['type', 'required', 'const', 'enum', '$ref', 'x-source'];

/** The contract as a plain object. */
export function readContract(file = CONTRACT_FILE) {
  return yaml.load(readFileSync(file, 'utf8'));
}

/** A schema reduced to what tells its assumed fields apart (recursively). */
export function pruneSchema(schema) {
  if (!schema || typeof schema !== 'object') return schema;
  const out = {};
  for (const key of KEPT_KEYWORDS) if (key in schema) out[key] = schema[key];
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name, pruneSchema(value)]));
  }
  if (schema.items) out.items = pruneSchema(schema.items);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    out.additionalProperties = pruneSchema(schema.additionalProperties);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) if (Array.isArray(schema[key])) out[key] = schema[key].map(pruneSchema);
  return out;
}

function resolveComponent(doc, node, kind) {
  const ref = node?.$ref;
  if (typeof ref !== 'string') return node;
  return doc.components?.[kind]?.[ref.replace(`#/components/${kind}/`, '')];
}

/**
 * What each path parameter takes, for telling `/api/music/albums/featured` (a kind) from
 * `/api/music/albums/12/` (an id): `integer`, the enum's values, or `string`.
 */
function pathParameters(doc, item, operation) {
  const params = {};
  for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolveComponent(doc, raw, 'parameters');
    if (parameter?.in !== 'path') continue;
    const schema = parameter.schema ?? {};
    params[parameter.name] = Array.isArray(schema.enum) ? schema.enum : schema.type === 'integer' ? 'integer' : 'string';
  }
  return params;
}

/** Every operation: `{ operationId, method, path, params, assumed, responses: { status: schema | null } }`. */
export function contractOperations(doc, { prune = true } = {}) {
  const operations = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const responses = {};
      for (const [status, raw] of Object.entries(operation.responses ?? {})) {
        const response = resolveComponent(doc, raw, 'responses');
        const schema = response?.content?.['application/json']?.schema ?? null;
        responses[status] = schema && prune ? pruneSchema(schema) : schema;
      }
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        params: pathParameters(doc, item, operation),
        assumed: operation['x-source'] === 'assumed',
        responses,
      });
    }
  }
  return operations;
}

/** The marks the mock's strict mode reads: operations and the pruned component schemas. */
export function contractMarks(doc = readContract()) {
  const schemas = Object.fromEntries(Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => [name, pruneSchema(schema)]));
  return { operations: contractOperations(doc), schemas };
}
