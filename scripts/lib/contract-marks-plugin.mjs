// The API contract's marks (which operations and fields are the spec's, which assumed) as a
// module the mock imports: `import marks from 'virtual:contract-marks'`. Built from
// docs/api/openapi.yaml when Vite loads the module (build, dev server, vitest, Storybook, the
// mock API server), so the browser mock never parses YAML and the marks never drift from the
// file. Only mocks/ imports it: the production bundle has none of it.
import { CONTRACT_FILE, contractMarks, readContract } from './contract-marks.mjs';

const VIRTUAL_ID = 'virtual:contract-marks';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function contractMarksModule() {
  return {
    name: 'contract-marks',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(CONTRACT_FILE);
      // JSON.parse of a string literal: parsed faster than the same object as a JS literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(contractMarks(readContract())))});`;
    },
  };
}
