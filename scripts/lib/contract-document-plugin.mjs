// `import contract from 'virtual:api-contract'`: the API contract (docs/api/openapi.yaml, prose
// removed) as a JSON module, built when Vite loads it (dev server, demo build, vitest, Storybook,
// the mock API server), so the mock validates against the file as it is now and the browser never
// parses YAML. Only mocks/ imports it (behind a dynamic import): the production bundle has none of it.
import { CONTRACT_FILE, readContractDocument } from './contract-document.mjs';

const VIRTUAL_ID = 'virtual:api-contract';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function contractDocumentModule() {
  return {
    name: 'api-contract-document',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(CONTRACT_FILE);
      // JSON.parse of a string literal parses faster than the same object as a JS literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(readContractDocument()))});`;
    },
  };
}
