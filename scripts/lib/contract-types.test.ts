import { describe, expect, it } from 'vitest';
import { generateContractTypes, readCheckedInTypes } from './contract-types.mjs';

describe('the checked-in contract types', () => {
  it('are what docs/api/openapi.yaml generates (run `npm run api:types` after changing the contract)', async () => {
    const [generated, checkedIn] = await Promise.all([generateContractTypes(), readCheckedInTypes()]);
    expect(checkedIn, 'src/shared/api/contract/schema.gen.ts differs from the contract: run `npm run api:types`').toBe(generated);
  });
});
