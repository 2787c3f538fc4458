import { describe, expect, it } from 'vitest';
import type { FrameRate, ParsedEdit } from '../model/edit-types';
import { EDIT_FIXTURES } from '../testing';
import { parseEdit } from './parse-edit';
import { readEditTexts } from './read-edit-texts';
import { framesToTimecode } from './timecode';

/** Each clip as a row of what an editor reads off the timeline: track, record in/out, source in/out, names. */
const rows = (edit: ParsedEdit) =>
  edit.clips.map((c) => {
    const tc = (f: number) => framesToTimecode(f, edit.rate);
    return [c.track, tc(c.recordIn), tc(c.recordOut), tc(c.sourceIn), tc(c.sourceOut), c.clipName, c.fileName];
  });
const read = (name: keyof typeof EDIT_FIXTURES, rate?: FrameRate) => parseEdit(name, EDIT_FIXTURES[name], rate ? { rate } : {});

describe('CMX 3600 EDL, one at each frame rate', () => {
  it('23.976: inferred from the frame field 23', () => {
    const edit = read('rate-23976.edl');
    expect(edit.rate).toEqual({ timebase: 24, ntsc: true, dropFrame: false });
    expect(edit.rateSource).toBe('inferred');
    expect(edit.title).toBe('Trailer 2398');
    expect(rows(edit)).toEqual([
      ['A1', '01:00:00:00', '01:00:14:01', '00:00:05:23', '00:00:20:00', '4EM0456_Rise.wav', null],
      ['A2', '01:00:14:01', '01:00:22:13', '00:00:00:00', '00:00:08:12', '4EM0457_Impact.wav', null],
    ]);
    expect(edit.clips[0]).toMatchObject({ recordIn: 86_400, recordOut: 86_737, line: 4 });
    expect(edit.start).toBe(86_400);
    expect(edit.duration).toBe(541);
  });

  it('24: the same frame fields as 23.976, so read at the rate the person picks; M2 notes the speed', () => {
    const edit = read('rate-24.edl', { timebase: 24, ntsc: false, dropFrame: false });
    expect(edit.rate).toEqual({ timebase: 24, ntsc: false, dropFrame: false });
    expect(edit.rateSource).toBe('chosen');
    expect(rows(edit)).toEqual([
      ['A1+A2', '00:59:58:00', '01:00:08:00', '00:00:10:00', '00:00:20:00', '4EM0789_Pulse.wav', null],
      // M2 at 48 fps plays 5 s of timeline from 10 s of source.
      ['A1+A2', '01:00:08:00', '01:00:13:00', '00:00:30:00', '00:00:40:00', '4EM0789_Pulse.wav', null],
      ['A1', '01:00:13:00', '01:00:15:11', '00:01:00:12', '00:01:02:23', null, null],
    ]);
    expect(edit.clips.map((c) => c.speed)).toEqual([1, 2, 1]);
  });

  it('25: CRLF lines, AA/V is audio 1 and 2, video-only and black events are left out, SOURCE FILE gives the file name', () => {
    const edit = read('rate-25.edl');
    expect(edit.rate).toEqual({ timebase: 25, ntsc: false, dropFrame: false });
    expect(rows(edit)).toEqual([
      ['A1+A2', '10:00:02:00', '10:00:32:00', '00:00:12:10', '00:00:42:10', '4EM0123_Night_Drive.wav', '4EM0123_Night_Drive.wav'],
      ['A3', '10:00:30:00', '10:00:45:00', '00:01:00:24', '00:01:15:24', 'Footsteps.wav', null],
    ]);
    expect(edit.clips[0]).toMatchObject({ recordIn: 900_050, recordOut: 900_800, sourceIn: 310, sourceOut: 1060, reel: 'AX', line: 7 });
    // The programme runs from the first event (video included) to the last.
    expect(edit.start).toBe(900_000);
    expect(edit.duration).toBe(1150);
  });

  it('29.97 drop-frame: times across minute and 10-minute boundaries', () => {
    const edit = read('rate-2997-df.edl');
    expect(edit.rate).toEqual({ timebase: 30, ntsc: true, dropFrame: true });
    expect(rows(edit)).toEqual([
      ['A1+A2', '00:00:59;28', '00:01:29;28', '00:00:00;00', '00:00:29;28', '4EM1001_Dawn.wav', null],
      ['A3', '00:09:59;29', '00:10:10;00', '00:00:10;00', '00:00:20;01', '4EM1002_Dusk.wav', null],
      ['A4', '00:10:59;00', '00:11:00;02', '00:01:00;02', '00:01:01;02', '4EM1003_Night.wav', null],
    ]);
    // 00:01:00;00 and ;01 do not exist: 30 s of labels across the minute are 898 frames.
    expect(edit.clips[0].recordOut - edit.clips[0].recordIn).toBe(898);
    expect(edit.clips[1]).toMatchObject({ recordIn: 17_981, recordOut: 18_282 });
    expect(edit.clips[2].recordOut - edit.clips[2].recordIn).toBe(30);
  });

  it('29.97 non-drop: a dissolve keeps the outgoing clip playing under it and gives the incoming one its length', () => {
    const edit = read('rate-2997-ndf.edl');
    expect(edit.rate).toEqual({ timebase: 30, ntsc: true, dropFrame: false });
    expect(rows(edit)).toEqual([
      ['A1+A2', '01:00:00:00', '01:00:11:29', '00:00:00:00', '00:00:11:29', '4EM2002_Shuffle.wav', null],
      ['A1+A2', '01:00:10:29', '01:00:20:29', '00:00:05:00', '00:00:15:00', '4EM2003_Stroll.wav', null],
    ]);
    expect(edit.clips.map((c) => c.transitionIn)).toEqual([null, { kind: 'dissolve', frames: 30 }]);
  });

  it('30: no FCM line and low frame fields prove nothing, so the page passes the rate', () => {
    expect(read('rate-30.edl').rateSource).toBe('inferred');
    const edit = read('rate-30.edl', { timebase: 30, ntsc: false, dropFrame: false });
    expect(rows(edit)).toEqual([['A1', '00:00:00:00', '00:00:05:15', '00:00:00:00', '00:00:05:15', '4EM3003_Loop.wav', '4EM3003_Loop.wav']]);
    expect(edit.clips[0].recordOut).toBe(165);
  });

  it('50: inferred from frame fields past 29', () => {
    const edit = read('rate-50.edl');
    expect(edit.rate).toEqual({ timebase: 50, ntsc: false, dropFrame: false });
    expect(rows(edit)).toEqual([
      ['A1', '10:00:00:00', '10:00:02:49', '00:00:00:00', '00:00:02:49', '4EM5005_Goal.wav', null],
      ['A2', '10:00:02:49', '10:00:03:24', '00:00:03:25', '00:00:04:00', '4EM5006_Crowd.wav', null],
    ]);
  });

  it('59.94 drop-frame: four labels skipped each minute, none at the tenth', () => {
    const edit = read('rate-5994-df.edl');
    expect(edit.rate).toEqual({ timebase: 60, ntsc: true, dropFrame: true });
    expect(rows(edit)).toEqual([
      ['A1+A2', '00:00:59;40', '00:01:01;44', '00:00:00;00', '00:00:02;00', '4EM6001_Stadium.wav', null],
      ['A3', '00:09:59;50', '00:10:00;10', '00:00:10;00', '00:00:10;20', '4EM6002_Anthem.wav', null],
    ]);
    expect(edit.clips.map((c) => c.recordOut - c.recordIn)).toEqual([120, 20]);
  });

  it('the FCM can change mid-list: each event is read with the FCM above it', () => {
    const text = [
      'TITLE: Mixed',
      'FCM: DROP FRAME',
      '001  AX  A  C  00:00:00;00 00:00:01;00 00:01:00;02 00:01:01;02',
      'FCM: NON-DROP FRAME',
      '002  AX  A2 C  00:00:00:00 00:00:01:00 00:01:00:00 00:01:01:00',
    ].join('\n');
    const edit = parseEdit('mixed.edl', text);
    expect(edit.rate).toEqual({ timebase: 30, ntsc: true, dropFrame: true });
    // 00:01:00;02 drop-frame and 00:01:00:00 non-drop are the same frame, 1800.
    expect(edit.clips.map((c) => c.recordIn)).toEqual([1800, 1800]);
  });

  it('a broken line is a problem with its line number; the rest is read', () => {
    const edit = read('broken-lines.edl');
    expect(edit.problems.map((p) => [p.line, p.message])).toEqual([
      [6, 'An event we can\'t read: "002  AX       A     C        00:00:1O:00 00:00:15:00 10:00:05:00 10:00:10:00".'],
      [8, 'An event we can\'t read: "003  AX       A2    C        00:00:20:00 10:00:10:00".'],
      [9, 'An event we can\'t read: "004  AX       AQ    C        00:00:20:00 00:00:25:00 10:00:10:00 10:00:15:00".'],
      [11, 'A speed change (M2) we can\'t read: "M2   AX       fast                00:00:20:00".'],
      [12, 'An out point comes before its in point. Event 006 is left out.'],
    ]);
    expect(edit.problems.every((p) => p.file === 'broken-lines.edl')).toBe(true);
    expect(rows(edit)).toEqual([
      ['A1', '10:00:00:00', '10:00:04:24', '00:00:00:00', '00:00:04:24', '4EM0123_Night_Drive.wav', null],
      ['A1', '10:00:15:00', '10:00:20:00', '00:00:20:00', '00:00:25:00', null, null],
      ['A2', '10:00:30:00', '10:00:35:00', '00:00:40:00', '00:00:45:00', '4EM0124_Headlights.wav', null],
    ]);
  });

  it('AUD adds channels 3 and 4 to an event; B is video and audio 1; NONE and V carry no audio', () => {
    const text = [
      'TITLE: Channels',
      '001  R1  AA  C  00:00:00:00 00:00:01:00 01:00:00:00 01:00:01:00',
      'AUD  3    4',
      '002  R2  B   C  00:00:00:00 00:00:01:00 01:00:01:00 01:00:02:00',
      '003  R3  V   C  00:00:00:00 00:00:01:00 01:00:02:00 01:00:03:00',
      '004  R4  NONE C 00:00:00:00 00:00:01:00 01:00:03:00 01:00:04:00',
      '005  R5  A2/V C 00:00:00:00 00:00:01:00 01:00:04:00 01:00:05:00',
    ].join('\n');
    expect(parseEdit('channels.edl', text).clips.map((c) => [c.reel, c.track])).toEqual([
      ['R1', 'A1+A2+A3+A4'],
      ['R2', 'A1'],
      ['R5', 'A2'],
    ]);
  });
});

describe('Premiere: one EDL per pair of audio tracks makes one edit', () => {
  it('merges the files in record order, each clip keeping its file, at one rate inferred over both', () => {
    const edit = readEditTexts([
      { name: 'premiere-a1a2.edl', text: EDIT_FIXTURES['premiere-a1a2.edl'] },
      { name: 'premiere-a3a4.edl', text: EDIT_FIXTURES['premiere-a3a4.edl'] },
    ]);
    // Alone, the second file's highest frame field (23) reads as 23.976; the first file's 24 says 25.
    expect(edit.rate).toEqual({ timebase: 25, ntsc: false, dropFrame: false });
    expect(edit.formats).toEqual(['edl', 'edl']);
    expect(edit.title).toBe('Coast Road');
    expect(edit.clips.map((c) => [c.file, c.track, framesToTimecode(c.recordIn, edit.rate), framesToTimecode(c.recordOut, edit.rate), c.fileName])).toEqual([
      ['premiere-a1a2.edl', 'A1+A2', '01:00:00:00', '01:00:20:00', '4EM0123_Night_Drive.wav'],
      ['premiere-a3a4.edl', 'A1+A2', '01:00:15:00', '01:00:25:00', '4EM0123_Night_Drive_Stem_Drums.wav'],
      ['premiere-a1a2.edl', 'A1+A2', '01:00:25:00', '01:00:35:00', '4EM0124_Headlights.wav'],
      ['premiere-a3a4.edl', 'A1', '01:00:40:00', '01:00:42:00', null],
    ]);
    expect(edit.start).toBe(90_000);
    expect(edit.duration).toBe(42 * 25);
    expect(edit.problems).toEqual([]);
  });

  it('the same file dropped twice is read once, and says so', () => {
    const text = EDIT_FIXTURES['premiere-a1a2.edl'];
    const edit = readEditTexts([
      { name: 'a.edl', text },
      { name: 'copy of a.edl', text },
    ]);
    expect(edit.clips).toHaveLength(2);
    expect(edit.problems).toEqual([{ file: 'copy of a.edl', line: null, message: 'The same edit as a.edl: read once.' }]);
  });
});
