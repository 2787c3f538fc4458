/**
 * What the API contract (docs/api/openapi.yaml) assumes beyond the product spec, and what the app
 * does without each assumption. Every entry marked `x-source: assumed` says why the app needs it
 * (`x-why`) and what a user sees on a server built from the spec alone (`x-without`: strict mode,
 * `?mock=strict` / `MOCK_STRICT=1`, turns assumed operations off and leaves assumed fields out).
 * `x-without` belongs to assumed entries only: on a spec entry it would describe a server the
 * contract does not allow. The Redocly rule (redocly-contract-plugin.mjs) reports a missing or
 * stray `x-without`; `npm run api:assumed` prints the list as a table, checked in as
 * `docs/api/assumed.md` (a unit test fails while the two differ).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

// From this module's path as a string: in a jsdom test, `new URL(…)` would be jsdom's.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTRACT_FILE = join(ROOT, 'docs/api/openapi.yaml');
export const ASSUMED_LIST_FILE = join(ROOT, 'docs/api/assumed.md');

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const hasText = (value) => typeof value === 'string' && value.trim() !== '';

/**
 * What is wrong with one entry's marks (an operation, parameter, answer or field), as messages
 * naming `what`: an unknown `x-source`, an assumption without `x-why` or `x-without`, an
 * `x-without` on an entry the spec shows. `sourceRequired` false: an entry that may go unmarked
 * (an answer), checked only when it is marked.
 */
export function markProblems(node, what, { sourceRequired = true } = {}) {
  const source = node['x-source'];
  if (source === undefined && !sourceRequired) {
    return 'x-without' in node ? [`${what} is not assumed: \`x-without\` belongs to assumed entries only.`] : [];
  }
  if (source !== 'spec' && source !== 'assumed') return [`${what} needs \`x-source: spec\` or \`x-source: assumed\`.`];
  if (source === 'spec') {
    return 'x-without' in node ? [`${what} is the spec's: \`x-without\` belongs to assumed entries only.`] : [];
  }
  const problems = [];
  if (!hasText(node['x-why'])) problems.push(`${what} is assumed: say in \`x-why\` why the app needs it.`);
  if (!hasText(node['x-without'])) {
    problems.push(`${what} is assumed: say in \`x-without\` what the app does on a server without it.`);
  }
  return problems;
}

/**
 * @typedef {{ kind: 'operation' | 'parameter' | 'response' | 'field', where: string, why: string, without: string }} AssumedEntry
 */

/** Every assumed field of a schema, at any depth (`where` is the schema's name or place). */
function schemaEntries(schema, where, out) {
  if (!schema || typeof schema !== 'object' || schema.$ref) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!property || typeof property !== 'object') continue;
    const place = `${where}.${name}`;
    if (property['x-source'] === 'assumed') out.push(entry('field', place, property));
    schemaEntries(property, place, out);
  }
  if (schema.items) schemaEntries(schema.items, `${where}[]`, out);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') schemaEntries(schema.additionalProperties, `${where}{}`, out);
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const branch of schema[key] ?? []) schemaEntries(branch, where, out);
}

function entry(kind, where, node) {
  return { kind, where, why: node['x-why'] ?? '', without: node['x-without'] ?? '' };
}

function responseEntries(response, where, out) {
  if (!response || typeof response !== 'object' || response.$ref) return;
  if (response['x-source'] === 'assumed') out.push(entry('response', where, response));
  for (const [media, content] of Object.entries(response.content ?? {})) {
    if (media === 'application/json') schemaEntries(content?.schema, `${where} body`, out);
  }
}

/**
 * Every assumed operation, parameter, answer and field of the contract, in the file's order:
 * the paths first (`POST /api/password-reset/request-reset/`, `… codes (query)`, `… → 201`), then
 * the shared answers and schemas (`User.impersonator`).
 * @returns {AssumedEntry[]}
 */
export function assumedEntries(doc) {
  const out = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (operation['x-source'] === 'assumed') out.push(entry('operation', where, operation));
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        if (parameter?.['x-source'] === 'assumed') out.push(entry('parameter', `${where} ${parameter.name} (${parameter.in})`, parameter));
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      schemaEntries(body, `${where} request`, out);
      for (const [status, response] of Object.entries(operation.responses ?? {})) responseEntries(response, `${where} → ${status}`, out);
    }
  }
  for (const [name, parameter] of Object.entries(doc.components?.parameters ?? {})) {
    if (parameter?.['x-source'] === 'assumed') out.push(entry('parameter', `parameters.${name}`, parameter));
  }
  for (const [name, response] of Object.entries(doc.components?.responses ?? {})) responseEntries(response, `responses.${name}`, out);
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) schemaEntries(schema, name, out);
  return out;
}

/** The contract as a plain object. */
export async function readContract() {
  return yaml.load(await readFile(CONTRACT_FILE, 'utf8'));
}

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();
const code = (text) => `\`${text.replace(/`/g, '')}\``;

/** The list as a markdown page: one row per assumed entry. */
export function assumedTable(entries) {
  const counts = ['operation', 'parameter', 'response', 'field']
    .map((kind) => [kind, entries.filter((e) => e.kind === kind).length])
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}${count === 1 ? '' : 's'}`)
    .join(', ');
  return [
    '# What the API contract assumes, and what the app does without it',
    '',
    '<!-- Generated from docs/api/openapi.yaml by `npm run api:assumed -- --write`. Do not edit: change',
    "     the contract's `x-why` / `x-without` and regenerate; a unit test fails while the two differ. -->",
    '',
    'Every operation, parameter, answer and field of [the API contract](openapi.yaml) that the product',
    'spec does not show (`x-source: assumed`): why the app needs it, and what a user sees on a server',
    'built from the spec alone, which has none of them (`?mock=strict` in the app, `MOCK_STRICT=1 npm run',
    'mock-api`: assumed calls answer 404, assumed fields are left out of answers).',
    '',
    `${entries.length} entries: ${counts}.`,
    '',
    '| Kind | Where | Why the app needs it | Without it |',
    '| --- | --- | --- | --- |',
    ...entries.map((e) => `| ${e.kind} | ${code(e.where)} | ${cell(e.why)} | ${cell(e.without)} |`),
    '',
  ].join('\n');
}

/** The page as the contract on disk makes it now. */
export async function generateAssumedList() {
  return assumedTable(assumedEntries(await readContract()));
}

/** The checked-in page. */
export function readCheckedInAssumedList() {
  return readFile(ASSUMED_LIST_FILE, 'utf8');
}

/** Rewrites the checked-in page. */
export async function writeAssumedList() {
  await writeFile(ASSUMED_LIST_FILE, await generateAssumedList());
  return ASSUMED_LIST_FILE;
}
