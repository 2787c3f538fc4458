// The API contract (docs/api/openapi.yaml) as the validators read it: the OpenAPI document with
// its prose taken out (descriptions, summaries, `x-why`, examples, tags) and nothing else changed,
// so a schema means exactly what the file says. Node tools read it here; the browser mock gets the
// same object from a build-time virtual module (contract-document-plugin.mjs) and never parses YAML.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

// From this module's path as a string: in a jsdom test, `new URL(…)` would be jsdom's.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTRACT_FILE = join(ROOT, 'docs/api/openapi.yaml');

/** Prose keys: always strings, so a field that happens to be named `description` (a schema) stays. */
const PROSE_KEYS = new Set(['description', 'summary', 'x-why', 'x-without', 'title']);
/** Keys a validator never reads, dropped wherever they are keywords (never inside a name map). */
const UNREAD_KEYS = new Set(['tags', 'externalDocs', 'info', 'servers', 'x-tagGroups']);
/** Objects whose keys are names (fields, paths, statuses, media types), not keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'schemas', 'paths', 'responses', 'content', 'parameters', 'headers', 'securitySchemes', 'requestBodies']);

function prune(node, keysAreNames) {
  if (Array.isArray(node)) return node.map((item) => prune(item, false));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (!keysAreNames) {
      if (PROSE_KEYS.has(key) && typeof value === 'string') continue;
      if (UNREAD_KEYS.has(key)) continue;
      // A media type's example (`content: {application/json: {schema, example}}`).
      if ((key === 'example' || key === 'examples') && 'schema' in node) continue;
    }
    out[key] = prune(value, !keysAreNames && NAME_MAPS.has(key));
  }
  return out;
}

/** The contract as a plain object, prose removed. */
export function readContractDocument(file = CONTRACT_FILE) {
  return prune(yaml.load(readFileSync(file, 'utf8')), false);
}
