/**
 * Mock cue sheet timing (part of `npm run bench -- downloads`): median and p95 of the answer to
 * `GET /api/music/projects/{uuid}/cuesheet/` for a 500-item project (tracks, versions and stems),
 * as the handler computes it (items, PRO filter, CSV). Target ≤ 200 ms. Prints, never asserts.
 *
 *   node scripts/lib/run-ts.mjs scripts/bench-mock-cuesheet.ts [--runs=50]
 */
import { db } from '../mocks/db';
import { cuesheetContent } from '../mocks/handlers/cuesheets';
import { createProject, setEntries, type Entry } from '../mocks/lib/domain/projects';
import { catalogueIndex } from '../mocks/search/catalogue-index';
import { seedDatabase } from '../mocks/seed';
import { buildCuesheet } from '../mocks/serializers/cuesheet';

const ITEMS = 500;
const TARGET_MS = 200;
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 50);

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  return sorted[low] + (sorted[Math.ceil(position)] - sorted[low]) * (position - low);
}

seedDatabase();
const index = catalogueIndex();
const entries: Entry[] = [];
const tracks = [...index.tracks.values()];
const stems = [...index.stems.values()];
for (let i = 0; entries.length < ITEMS; i += 1) {
  entries.push(i % 4 === 3 ? { type: 'stem', itemId: stems[(i * 37) % stems.length].id } : { type: 'track', itemId: tracks[(i * 53) % tracks.length].id });
}
for (const persona of ['listener@example.com', 'pro@example.com']) {
  const user = db.user.findFirst({ where: { email: { equals: persona } } })!;
  const project = createProject(user, { title: `Bench ${ITEMS}-item project` });
  setEntries(project.uuid, entries);
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < runs + 3; run += 1) {
    const start = performance.now();
    const content = cuesheetContent('project', project.uuid, user, catalogueIndex())!;
    const body = buildCuesheet(content.cues, content.hidden, 'project', catalogueIndex());
    const elapsed = performance.now() - start;
    rows = body.csv.trim().split('\r\n').length - 1;
    if (run >= 3) times.push(elapsed);
  }
  console.log(
    `  ${persona.padEnd(22)} ${ITEMS}-item project cue sheet: median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms (target ≤ ${TARGET_MS} ms), ${rows} rows`,
  );
}
