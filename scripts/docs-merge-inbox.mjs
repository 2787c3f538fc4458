#!/usr/bin/env node
// Merges the helpers' notes (docs/<doc>-inbox/*.md) into docs/<doc>.md between the markers
// `<!-- inbox:start -->` and `<!-- inbox:end -->`, one section per inbox file (its headings
// demoted one level). The hand-written text around the markers is kept. Rerun after editing an
// inbox file: `npm run docs:merge`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const DOCS = ['architecture', 'decisions', 'mock-api'];
const START = '<!-- inbox:start -->';
const END = '<!-- inbox:end -->';

function section(file) {
  const name = basename(file, '.md');
  let text = readFileSync(file, 'utf8').trim();
  // Demote every heading one level so each file nests under the merged document's headings.
  text = text.replace(/^(#{1,5}) /gm, '#$1 ');
  if (!text.startsWith('## ')) text = `## ${name}\n\n${text}`;
  return `${text}\n\n<sub>Source: docs/${basename(join(file, '..'))}/${name}.md</sub>`;
}

for (const doc of DOCS) {
  const target = join('docs', `${doc}.md`);
  const inbox = join('docs', `${doc}-inbox`);
  if (!existsSync(target) || !existsSync(inbox)) continue;
  const files = readdirSync(inbox).filter((f) => f.endsWith('.md')).sort().map((f) => join(inbox, f));
  const current = readFileSync(target, 'utf8');
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  if (from < 0 || to < from) {
    console.error(`${target}: markers ${START} … ${END} missing, skipped`);
    process.exitCode = 1;
    continue;
  }
  const merged = files.map(section).join('\n\n');
  const next = `${current.slice(0, from + START.length)}\n\n${merged}\n\n${current.slice(to)}`;
  writeFileSync(target, next);
  console.log(`${target}: ${files.length} inbox file(s) merged`);
}
