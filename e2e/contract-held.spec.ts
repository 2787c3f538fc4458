import { openApp } from './support/app';
import { expect, test } from './support/test';

test('a call the contract does not allow is reported by the mock, naming the operation, the status and the field', async ({ page, contractReports }) => {
  await openApp(page, '/');
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/music/as-heard-on-categories/by-name/?colour=red', { credentials: 'include' });
    await window.mockContractWatch?.settle();
    return response.status;
  });
  // The mock answers as the contract says (the name is required: DRF's 400), and reports the request.
  expect(status).toBe(400);
  await expect.poll(() => contractReports.length).toBeGreaterThan(0);
  expect(contractReports.splice(0)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^request getAsHeardOnCategoryByName 400 \/query\/name: is required but missing/),
      expect.stringMatching(/^request getAsHeardOnCategoryByName 400 \/query\/colour: is not a query parameter/),
    ]),
  );
});
