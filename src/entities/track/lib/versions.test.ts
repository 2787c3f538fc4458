import { describe, expect, it } from 'vitest';
import { makeTrack } from '../testing';
import { subItemTitle, withFullParent } from './versions';

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

describe('subItemTitle', () => {
  it('names a version by its mix, a stem by its part and the main entry "Full"', () => {
    expect(subItemTitle({ type: 'version', title: 'Midnight Run', display_title: 'Midnight Run (60 sec)' })).toBe('60 sec');
    expect(subItemTitle({ type: 'stem', title: 'Drums', display_title: 'Midnight Run - Drums' })).toBe('Drums');
    expect(subItemTitle({ type: 'track', title: 'Full', display_title: 'Full' })).toBe('Full');
    expect(subItemTitle({ type: 'version', title: 'Odd', display_title: 'Odd' })).toBe('Odd');
  });
});
