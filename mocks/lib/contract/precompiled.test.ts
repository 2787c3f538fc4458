import fc from 'fast-check';
import contract from 'virtual:api-contract';
import precompiled from 'virtual:api-contract-validators';
import { describe, expect, it } from 'vitest';
import { contractSchemaPlaces, createContractAjv, validatorKey, validatorSchema } from '../../../scripts/lib/contract-ajv.mjs';
import { schemaArbitrary } from './fuzz';
import { createContractValidator } from './validate';

/**
 * The mock's validators are compiled at build time (`virtual:api-contract-validators`) instead of
 * in each page: they must answer exactly as ajv's compiler does, for every schema a validator reads.
 */

const lookup = (pointer: readonly string[]): unknown => pointer.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), contract);

const JUNK: unknown[] = [null, 0, -1, 1.5, '', 'x', true, [], [1], {}, { unknown_field: 1 }];

/** Valid values of the schema, each also with one top-level field broken (made `{}`) and one left out. */
function samples(schema: unknown, seed: number): unknown[] {
  const valid = fc.sample(schemaArbitrary(contract, schema), { seed, numRuns: 8 });
  const broken = valid.flatMap((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    const [first] = Object.keys(value);
    if (first === undefined) return [];
    const { [first]: _left, ...without } = value as Record<string, unknown>;
    return [{ ...value, [first]: {} }, without];
  });
  return [...valid, ...broken, ...JUNK];
}

const outcome = (validate: (value: unknown) => boolean, value: unknown) => {
  const ok = validate(value);
  const errors = ((validate as { errors?: { instancePath: string; schemaPath: string; keyword: string; params: unknown; message?: string; data?: unknown }[] | null }).errors ?? []).map(
    ({ instancePath, schemaPath, keyword, params, message, data }) => ({ instancePath, schemaPath, keyword, params, message, data }),
  );
  return { ok, errors };
};

describe('the contract validators compiled at build time', () => {
  const places = contractSchemaPlaces(contract);
  const compiler = createContractAjv(contract);

  it('cover every schema a validator of the contract reads', () => {
    const keys = new Set<string>();
    for (const operation of createContractValidator(contract).operations) {
      for (const parameter of operation.parameters) keys.add(validatorKey([...parameter.pointer, 'schema']));
      for (const type of Object.keys(operation.requestBody?.content ?? {})) keys.add(validatorKey([...operation.requestBody!.pointer, 'content', type, 'schema'], true));
      for (const status of operation.statuses) {
        const response = operation.response(Number(status) || 599);
        for (const type of Object.keys(response?.content ?? {})) if (/[/+]json$/.test(type)) keys.add(validatorKey([...response!.pointer, 'content', type, 'schema']));
      }
    }
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((key) => !(key in precompiled))).toEqual([]);
  });

  it('accept and refuse exactly what the compiler does, with the same errors', () => {
    places.forEach(([pointer, closed], index) => {
      const key = validatorKey(pointer, closed);
      const built = precompiled[key];
      expect(built, key).toBeTypeOf('function');
      const compiled = compiler.compile(validatorSchema(contract, pointer, closed));
      for (const value of samples(lookup(pointer), index + 1)) {
        expect(outcome(built!, value), `${key} ${JSON.stringify(value)?.slice(0, 200)}`).toEqual(outcome(compiled, value));
      }
    });
  });

  it('give the mock the same findings as a validator that compiles its own', () => {
    const built = createContractValidator(contract, { precompiled });
    const own = createContractValidator(contract);
    const download = { method: 'POST', url: '/api/users/me/actions/download/', headers: { 'Content-Type': 'application/json' }, body: { type: 'track', id: 'x', format: 'wav' } };
    expect(built.requestProblems('requestDownload', download)).toEqual(own.requestProblems('requestDownload', download));
    expect(built.requestProblems('requestDownload', download).length).toBeGreaterThan(0);
    const answer = { total_count: '1', results: [{}], unmatched: 'Dark' };
    expect(built.validateResponse('searchTracks', 200, answer)).toEqual(own.validateResponse('searchTracks', 200, answer));
    expect(built.validateResponse('searchTracks', 200, answer)).not.toBeNull();
  });
});
