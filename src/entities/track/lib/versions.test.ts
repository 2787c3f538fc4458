import { describe, expect, it } from 'vitest';
import { makeTrack } from '../testing';
import { subItemTitle, withFullParent, withParent } from './versions';

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

describe('the main track of versions and stems', () => {
  it('is the track they were asked for when the server leaves parent_id out', () => {
    const parent = makeTrack({ id: 1, title: 'Skyline' });
    const { parent_id: _omitted, ...v60 } = makeTrack({ id: 2, type: 'version', title: '60 sec', display_title: '60 sec' });
    expect(withFullParent({ parent_track: parent, versions: [v60 as typeof parent] })[1].parent_id).toBe(1);
    const { parent_id: _none, ...drums } = makeTrack({ id: 9, type: 'stem', title: 'Drums' });
    expect(withParent([drums as typeof parent], 1)[0].parent_id).toBe(1);
  });

  it('keeps the parent_id the server gave', () => {
    expect(withParent([makeTrack({ id: 9, type: 'stem', parent_id: 4 })], 1)[0].parent_id).toBe(4);
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
