// The API contract's validators as plain code, written at build time: every schema a validator of
// the contract can be asked for (contract-ajv.mjs), compiled once in node by ajv into standalone
// functions. The mock's validator (mocks/lib/contract/validate.ts) takes them instead of compiling
// each schema in the page: ajv's compiler cost every fresh page a few hundred milliseconds of the
// main thread, which every e2e test and every demo visit paid again.
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { contractSchemaPlaces, createContractAjv, validatorKey, validatorSchema } from './contract-ajv.mjs';

const VALIDATOR_BASE = 'https://contract.invalid/validators/';
const FORMATS = '__contractFormats';

/**
 * An ES module whose default export maps each schema's key (`validatorKey`) to its validate
 * function. ajv-formats' formats come from its own module, imported once.
 */
export function contractValidatorsCode(document) {
  const ajv = createContractAjv(document, { source: true, esm: true, formats: _`${_([FORMATS])}` });
  const names = {};
  const keys = [];
  contractSchemaPlaces(document).forEach(([pointer, closed], index) => {
    const id = `${VALIDATOR_BASE}${index}`;
    ajv.addSchema({ ...validatorSchema(document, pointer, closed), $id: id });
    names[`v${index}`] = id;
    keys.push([validatorKey(pointer, closed), `v${index}`]);
  });
  const code = standaloneCode(ajv, names);
  return [
    `import { fullFormats as ${FORMATS} } from 'ajv-formats/dist/formats.js';`,
    code,
    `export default { ${keys.map(([key, name]) => `${JSON.stringify(key)}: ${name}`).join(', ')} };`,
  ].join('\n');
}
