#!/usr/bin/env node
// `npm run api:check -- --host URL [--email E --password P] [--require-assumed]`: checks a server
// against the API contract (docs/api/openapi.yaml), one row per call; exits 1 on any mismatch.
// See scripts/lib/api-check.mjs for what is called and how answers are judged.
import { formatRow, runApiCheck } from './lib/api-check.mjs';

function flag(args, name) {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = args[index];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

const args = process.argv.slice(2);
const host = flag(args, 'host') ?? process.env.API_CHECK_HOST;
const email = flag(args, 'email') ?? process.env.API_CHECK_EMAIL;
const password = flag(args, 'password') ?? process.env.API_CHECK_PASSWORD;
const requireAssumed = args.includes('--require-assumed');

if (!host || !/^https?:\/\//.test(host)) {
  console.error('usage: npm run api:check -- --host https://api.example.com [--email E --password P] [--require-assumed]');
  process.exit(2);
}
if (Boolean(email) !== Boolean(password)) {
  console.error('api:check: give both --email and --password (or neither)');
  process.exit(2);
}

console.log(`Checking ${host} against docs/api/openapi.yaml${requireAssumed ? ' (assumed calls and fields required)' : ''}${email ? ` as ${email}` : ''}`);
const { rows, ok } = await runApiCheck({ host, email, password, requireAssumed, log: (row) => console.log(formatRow(row)) });
const mismatches = rows.filter((row) => !['ok', 'absent', 'skipped'].includes(row.result)).length;
const absent = rows.filter((row) => row.result === 'absent').length;
console.log(`${rows.length} calls: ${mismatches} mismatch${mismatches === 1 ? '' : 'es'}, ${absent} assumed call${absent === 1 ? '' : 's'} absent`);
process.exit(ok ? 0 : 1);
