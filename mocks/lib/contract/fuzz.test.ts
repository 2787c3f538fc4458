import fc from 'fast-check';
import contract from 'virtual:api-contract';
import { describe, expect, it } from 'vitest';
import { answerArbitrary } from './fuzz';
import { mockContract } from './mock-contract';

/** The answers the route fuzz tests render: each generated one must be one the contract allows. */
const OPERATIONS = ['getAlbum', 'getPlaylist', 'getSampler', 'searchTracks', 'searchAlbums', 'searchPlaylists', 'getTrackVersions', 'getTrackStems', 'listProjects', 'getProject', 'getCurrentUser', 'listActivity', 'getFeatured', 'getSplashBanner', 'listAsHeardOnCategories', 'listKeywordCategories', 'listComposers'];

describe('contract fuzzing: generated answers', () => {
  it.each(OPERATIONS)('%s: every generated answer is one the contract allows', (operationId) => {
    fc.assert(
      fc.property(answerArbitrary(contract, operationId), (answer) => {
        expect(mockContract().validateResponse(operationId, 200, answer)).toBeNull();
      }),
      { seed: 31, numRuns: 100 },
    );
  });

  it('never lists one id twice: an id identifies its entry', () => {
    fc.assert(
      fc.property(answerArbitrary(contract, 'listActivity'), answerArbitrary(contract, 'searchTracks'), (activity, tracks) => {
        for (const list of [(activity as { results: { id: unknown }[] }).results, (tracks as { results: { id: unknown }[] }).results]) {
          expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
        }
      }),
      { seed: 3107, numRuns: 100 },
    );
  });

  it('holds a list the contract marks `x-unique-by` to it: a project holds a track or stem once', () => {
    fc.assert(
      fc.property(answerArbitrary(contract, 'getProject'), (project) => {
        const items = (project as { items: { type: string; item: { id: number } }[] }).items;
        expect(new Set(items.map(({ type, item }) => `${type} ${item.id}`)).size).toBe(items.length);
      }),
      { seed: 3106, numRuns: 100 },
    );
  });

  it('repeats exactly from a seed', () => {
    const sample = (seed: number) => fc.sample(answerArbitrary(contract, 'getAlbum'), { seed, numRuns: 5 });
    expect(sample(7)).toEqual(sample(7));
    expect(sample(7)).not.toEqual(sample(8));
  });
});
