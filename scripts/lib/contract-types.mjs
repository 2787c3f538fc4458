/**
 * The TypeScript types of the API contract: `docs/api/openapi.yaml` through openapi-typescript,
 * checked in as `src/shared/api/contract/schema.gen.ts`. `npm run api:types` writes the file; a
 * unit test (contract-types.test.ts) regenerates it in memory and fails when the two differ, so
 * the contract and the types the app and the mock are checked against never drift apart.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import openapiTS from 'openapi-typescript';

// From this module's path as a string: in a jsdom test, `new URL(…)` would be jsdom's, which Node's
// fileURLToPath refuses.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTRACT_FILE = join(ROOT, 'docs/api/openapi.yaml');
export const TYPES_FILE = join(ROOT, 'src/shared/api/contract/schema.gen.ts');

const BANNER = `// Generated from docs/api/openapi.yaml by \`npm run api:types\` (openapi-typescript). Do not edit:
// change the contract and regenerate; a unit test fails while the two differ.
`;

/**
 * The types file's text, generated from the contract as it is on disk now. The contract goes in
 * as text (a stream), not a file URL, so the result is the same in Node and in a test's jsdom.
 */
export async function generateContractTypes() {
  const contract = await readFile(CONTRACT_FILE, 'utf8');
  const types = await openapiTS(Readable.from([contract]), { silent: true });
  return `${BANNER}\n${types.trimEnd()}\n`;
}

/** The checked-in types file's text. */
export function readCheckedInTypes() {
  return readFile(TYPES_FILE, 'utf8');
}

/** Regenerates the checked-in types file. */
export async function writeContractTypes() {
  await writeFile(TYPES_FILE, await generateContractTypes());
  return TYPES_FILE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = await writeContractTypes();
  console.log(`✓ ${file.replace(`${process.cwd()}/`, '')} generated from the contract`);
}
