import { describe, expect, it } from 'vitest';
import { assumedEntries, generateAssumedList, markProblems, readCheckedInAssumedList, readContract } from './contract-assumed.mjs';
import contractPlugin from './redocly-contract-plugin.mjs';

interface Report {
  message: string;
}

/** Runs the Redocly rule's visitor for one kind of node and returns what it reported. */
function lintNode(kind: 'Operation' | 'Parameter' | 'Response' | 'Schema', node: Record<string, unknown>, pointer = '#/paths/~1api~1x~1/post/responses/201'): string[] {
  const reports: Report[] = [];
  const location = { pointer, key: () => location, child: () => location };
  const visitors = contractPlugin().rules.oas3['x-source']() as Record<string, (node: unknown, ctx: unknown) => void>;
  visitors[kind](node, { location, report: (report: Report) => reports.push(report) });
  return reports.map((report) => report.message);
}

describe('the contract’s assumptions', () => {
  it('each say what the app does without it, and no entry the spec shows does', async () => {
    const doc = await readContract();
    const entries = assumedEntries(doc);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => !entry.without.trim()).map((entry) => entry.where)).toEqual([]);
    const stray: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if ('x-without' in record && record['x-source'] !== 'assumed') stray.push(path);
      for (const [key, value] of Object.entries(record)) walk(value, `${path}/${key}`);
    };
    walk(doc, '#');
    expect(stray).toEqual([]);
  });

  it('are refused by the lint rule without `x-without`, and `x-without` on a spec entry is refused too', () => {
    expect(lintNode('Operation', { operationId: 'resetPassword', 'x-source': 'assumed', 'x-why': 'The spec names no call.' })).toEqual([
      'Operation `resetPassword` is assumed: say in `x-without` what the app does on a server without it.',
    ]);
    expect(lintNode('Operation', { operationId: 'login', 'x-source': 'spec', 'x-without': 'Nothing.' })).toEqual([
      "Operation `login` is the spec's: `x-without` belongs to assumed entries only.",
    ]);
    expect(lintNode('Schema', { properties: { impersonator: { type: 'object', 'x-source': 'assumed', 'x-why': 'The bar.' } } })).toEqual([
      'Field `impersonator` is assumed: say in `x-without` what the app does on a server without it.',
    ]);
    expect(lintNode('Parameter', { name: 'codes', in: 'query', 'x-source': 'spec', 'x-without': 'Searched one by one.' })).toEqual([
      "Parameter `codes` is the spec's: `x-without` belongs to assumed entries only.",
    ]);
    // An answer may go unmarked, but not carry `x-without` then; marked assumed, it needs both lines.
    expect(lintNode('Response', { description: 'Created.' })).toEqual([]);
    expect(lintNode('Response', { description: 'Created.', 'x-without': 'Any ok answer works.' })).toEqual([
      'Answer `201` is not assumed: `x-without` belongs to assumed entries only.',
    ]);
    expect(lintNode('Response', { description: 'Created.', 'x-source': 'assumed', 'x-why': 'Not shown.' })).toEqual([
      'Answer `201` is assumed: say in `x-without` what the app does on a server without it.',
    ]);
    expect(lintNode('Response', { description: 'Created.', 'x-source': 'assumed', 'x-why': 'Not shown.', 'x-without': 'Any ok answer works.' })).toEqual([]);
  });

  it('are each a row of the list, with where they are', () => {
    const entries = assumedEntries({
      paths: {
        '/api/a/': {
          post: {
            'x-source': 'assumed',
            'x-why': 'Why a.',
            'x-without': 'Without a.',
            parameters: [{ name: 'q', in: 'query', 'x-source': 'assumed', 'x-why': 'Why q.', 'x-without': 'Without q.' }],
            responses: { '201': { 'x-source': 'assumed', 'x-why': 'Why 201.', 'x-without': 'Without 201.' } },
          },
        },
      },
      components: { schemas: { User: { properties: { name: { 'x-source': 'spec' }, nick: { 'x-source': 'assumed', 'x-why': 'Why | nick.', 'x-without': 'Without nick.' } } } } },
    });
    expect(entries.map((entry) => `${entry.kind} ${entry.where}`)).toEqual([
      'operation POST /api/a/',
      'parameter POST /api/a/ q (query)',
      'response POST /api/a/ → 201',
      'field User.nick',
    ]);
    expect(markProblems({ 'x-source': 'assumed', 'x-why': 'Why.', 'x-without': ' ' }, 'Field `x`')).toEqual([
      'Field `x` is assumed: say in `x-without` what the app does on a server without it.',
    ]);
  });

  it('are listed in docs/api/assumed.md as the contract says (run `npm run api:assumed -- --write` after changing the contract)', async () => {
    const [generated, checkedIn] = await Promise.all([generateAssumedList(), readCheckedInAssumedList()]);
    expect(checkedIn, 'docs/api/assumed.md differs from the contract: run `npm run api:assumed -- --write`').toBe(generated);
  });
});
