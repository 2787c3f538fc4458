#!/usr/bin/env node
// `npm run -s api:assumed [-- --write]`: prints, as a markdown table, every operation, parameter,
// answer and field the API contract assumes beyond the product spec, why the app needs it and
// what the app does without it; `--write` puts the table in docs/api/assumed.md (checked in).
// See scripts/lib/contract-assumed.mjs.
import { generateAssumedList, writeAssumedList } from './lib/contract-assumed.mjs';

if (process.argv.includes('--write')) {
  const file = await writeAssumedList();
  console.log(`✓ ${file.replace(`${process.cwd()}/`, '')} generated from the contract`);
} else {
  process.stdout.write(await generateAssumedList());
}
