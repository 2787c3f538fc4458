/**
 * CPU time of reading a 20,000-event edit in a fresh V8 (Node runs Chromium's engine): the first
 * parse, with nothing compiled yet (a person's first drop, in a new worker), then warm parses.
 * CPU time, not wall time, so the figure holds on a shared machine. Part of `npm run bench -- edit-read`.
 *
 *   node scripts/lib/run-ts.mjs scripts/bench/edit-read-cpu.ts edl|edl-df|xmeml|fcpxml|otio
 */
import { parseEdit } from '../../src/entities/edit/lib/parse-edit';
import { makeLongEdit, writeEdl, writeFcpxml, writeOtio, writeXmeml } from '../../src/entities/edit/testing/write-edit';

const cpuMs = (fn: () => void) => {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

export function main(args: string[]) {
  const kind = args[0] ?? 'edl';
  const edit = kind === 'edl-df' ? makeLongEdit(20_000, { timebase: 30, ntsc: true, dropFrame: true }) : makeLongEdit(20_000);
  const text = kind === 'xmeml' ? writeXmeml(edit) : kind === 'fcpxml' ? writeFcpxml(edit, '1.11') : kind === 'otio' ? writeOtio(edit) : writeEdl(edit);
  const options = kind.startsWith('edl') ? { rate: edit.rate } : {};
  const cold = cpuMs(() => parseEdit('long', text, options));
  const warm = Array.from({ length: 5 }, () => cpuMs(() => parseEdit('long', text, options))).sort((a, b) => a - b);
  console.log(JSON.stringify({ cold, warm: warm[2] }));
}
