import { describe, expect, it } from 'vitest';
import { clipAt } from '../testing/edit-fixtures';
import { clipSources, comparableName, findTrackCode, titleParts, withoutExtension, withoutTrackCode } from './clip-names';

describe("a clip's names", () => {
  it('finds the library’s track code anywhere in a name, with a version or a stem part', () => {
    expect(findTrackCode('4EM001-03 Midnight Run')).toEqual({ code: '4EM001-03', main: '4EM001-03', version: null, part: null });
    expect(findTrackCode('Cue 3 - 4em001-03.2 Midnight Run (60 sec)')).toEqual({ code: '4EM001-03.2', main: '4EM001-03', version: 2, part: null });
    expect(findTrackCode('4EM001-03-DRUMS Midnight Run - Drums')).toMatchObject({ code: '4EM001-03-DRUMS', part: 'DRUMS' });
    expect(findTrackCode('A001-03 interview')).toBeNull();
    expect(findTrackCode('X4EM001-03')).toBeNull();
    expect(findTrackCode('Room tone')).toBeNull();
  });

  it('reads the title, and the version or stem it names, as the library titles them', () => {
    expect(titleParts('4EM001-03.2 Midnight Run (60 sec)')).toEqual({ whole: 'Midnight Run (60 sec)', title: 'Midnight Run', version: '60 sec', part: null });
    expect(titleParts('Midnight Run - Drums')).toEqual({ whole: 'Midnight Run - Drums', title: 'Midnight Run', version: null, part: 'Drums' });
    expect(titleParts('Midnight_Run')).toEqual({ whole: 'Midnight Run', title: 'Midnight Run', version: null, part: null });
    expect(titleParts('0001')).toBeNull();
  });

  it('compares names as files are named: unsafe characters out, whitespace collapsed, any case', () => {
    expect(comparableName('Ep. 1/2: "Cold  Open"')).toBe(comparableName('ep. 12 cold open'));
    expect(withoutExtension('Midnight Run.wav')).toBe('Midnight Run');
    expect(withoutExtension('4EM001-03.2')).toBe('4EM001-03.2');
    expect(withoutTrackCode('4EM001-03 Midnight Run')).toBe('Midnight Run');
    expect(withoutTrackCode('Midnight Run')).toBe('Midnight Run');
  });

  it('groups clips by source (file name, else clip name, else reel) in timeline order, names without extensions', () => {
    const sources = clipSources([
      clipAt(30, 40, 'B.wav'),
      clipAt(0, 10, 'A.wav'),
      clipAt(10, 20, null, 'A1', { clipName: 'A take', fileName: 'A.wav' }),
      clipAt(50, 60, null, 'A1', { reel: 'TAPE1' }),
    ]);
    expect(sources.map((source) => [source.key, source.names, source.clipCount])).toEqual([
      ['A.wav', ['A', 'A take'], 2],
      ['B.wav', ['B'], 1],
      ['TAPE1', [], 1],
    ]);
  });
});
