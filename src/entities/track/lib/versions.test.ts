import { describe, expect, it } from 'vitest';
import { makeTrack } from './track-fixture';
import { withFullParent } from './versions';

describe('withFullParent', () => {
  it('prepends the main track titled "Full"', () => {
    const parent = makeTrack({ id: 1, title: 'Skyline' });
    const v60 = makeTrack({ id: 2, type: 'version', title: '60 sec', display_title: '60 sec', parent_id: 1 });
    const list = withFullParent({ parent_track: parent, versions: [v60] });
    expect(list.map((t) => [t.id, t.display_title])).toEqual([
      [1, 'Full'],
      [2, '60 sec'],
    ]);
    expect(list[0].title).toBe('Full');
  });
});
