import { describe, expect, it } from 'vitest';
import type { ParsedEdit } from '../model/edit-types';
import { EDIT_FIXTURES } from '../testing';
import { parseEdit } from './parse-edit';
import { framesToTimecode } from './timecode';

const rows = (edit: ParsedEdit) =>
  edit.clips.map((c) => {
    const tc = (f: number) => framesToTimecode(f, edit.rate);
    return [c.track, tc(c.recordIn), tc(c.recordOut), tc(c.sourceIn), tc(c.sourceOut), c.clipName, c.fileName];
  });

describe('Premiere Pro / Final Cut 7 XML (xmeml)', () => {
  const edit = parseEdit('premiere.xml', EDIT_FIXTURES['premiere.xml']);

  it('reads the sequence: name, rate and NTSC flag, start timecode, length', () => {
    expect(edit.formats).toEqual(['xmeml']);
    expect(edit.title).toBe('Coast Road Trailer & Teaser');
    expect(edit.rate).toEqual({ timebase: 24, ntsc: true, dropFrame: false });
    expect(edit.rateSource).toBe('file');
    expect(edit.start).toBe(86_400);
    expect(edit.duration).toBe(1440);
    expect(edit.problems).toEqual([]);
  });

  it("reads every enabled audio clip item: transitions' -1 ends, file references, speed; disabled clips and tracks left out", () => {
    expect(rows(edit)).toEqual([
      ['A1', '01:00:00:00', '01:00:10:12', '00:00:02:00', '00:00:12:12', '4EM0456_Rise.wav', '4EM0456_Rise.wav'],
      ['A1', '01:00:09:12', '01:00:20:00', '00:00:00:00', '00:00:10:12', '4EM0457_Impact.wav', '4EM0457_Impact.wav'],
      // <file id="file-2"/> is the file defined on track 1.
      ['A2', '01:00:25:00', '01:00:35:00', '00:00:00:00', '00:00:10:00', '4EM0456_Rise.wav', '4EM0456_Rise.wav'],
      ['A2', '01:00:41:16', '01:00:50:00', '00:00:00:00', '00:00:04:04', 'Impact slowed', '4EM0457_Impact.wav'],
    ]);
    expect(edit.clips.map((c) => [c.speed, c.transitionIn, c.line])).toEqual([
      [1, null, 55],
      [1, { kind: 'dissolve', frames: 24 }, 119],
      [1, null, 147],
      [0.5, null, 180],
    ]);
  });

  it('plays the audio of a nested sequence where the parent places it', () => {
    const xml = `<?xml version="1.0"?><xmeml version="5"><sequence id="sequence-1"><name>Parent</name><rate><timebase>25</timebase><ntsc>FALSE</ntsc></rate>
      <timecode><string>10:00:00:00</string><frame>900000</frame><displayformat>NDF</displayformat></timecode>
      <media><audio><track>
        <clipitem id="clipitem-1"><name>Music nest</name><start>100</start><end>200</end><in>50</in><out>150</out>
          <sequence id="sequence-2"><name>Music nest</name><rate><timebase>25</timebase><ntsc>FALSE</ntsc></rate><media><audio><track>
            <clipitem id="clipitem-2"><name>4EM0123_Night_Drive.wav</name><start>0</start><end>120</end><in>0</in><out>120</out><file id="file-1"><name>4EM0123_Night_Drive.wav</name></file></clipitem>
          </track></audio></media></sequence>
        </clipitem>
      </track><track>
        <clipitem id="clipitem-3"><name>Music nest</name><start>300</start><end>310</end><in>0</in><out>10</out><sequence id="sequence-2"/></clipitem>
      </track></audio></media></sequence></xmeml>`;
    const nested = parseEdit('nested.xml', xml);
    expect(rows(nested)).toEqual([
      // Nest frames 50–150 play at 100–200; the clip inside covers nest frames 0–120, so 50–120 is heard.
      ['A1', '10:00:04:00', '10:00:06:20', '00:00:02:00', '00:00:04:20', '4EM0123_Night_Drive.wav', '4EM0123_Night_Drive.wav'],
      ['A2', '10:00:12:00', '10:00:12:10', '00:00:00:00', '00:00:00:10', '4EM0123_Night_Drive.wav', '4EM0123_Night_Drive.wav'],
    ]);
  });

  it('a truncated file is read up to where it breaks, with the line it breaks at', () => {
    const text = EDIT_FIXTURES['premiere.xml'];
    const cut = text.slice(0, text.indexOf('<clipitem id="clipitem-4"'));
    const partial = parseEdit('cut.xml', cut);
    expect(partial.clips.map((c) => c.clipName)).toEqual(['4EM0456_Rise.wav', '4EM0457_Impact.wav']);
    expect(partial.problems[0]).toEqual({ file: 'cut.xml', line: cut.split('\n').length, message: '<track> (line 146) is never closed: the file ends first.' });
  });
});

describe('FCPXML', () => {
  it('1.11: rational times, tcStart, connected clips, secondary storyline, a clip’s audio, roles; disabled left out', () => {
    const edit = parseEdit('documentary-1.11.fcpxml', EDIT_FIXTURES['documentary-1.11.fcpxml']);
    expect(edit.formats).toEqual(['fcpxml']);
    expect(edit.title).toBe('Documentary Cut 3');
    expect(edit.rate).toEqual({ timebase: 30, ntsc: true, dropFrame: true });
    expect(edit.start).toBe(107_892);
    expect(edit.duration).toBe(2400);
    expect(rows(edit)).toEqual([
      ['dialogue', '01:00:00;00', '01:00:20;00', '00:00:00;00', '00:00:20;00', 'A001_C003', 'A001_C003.mov'],
      ['music.music-1', '01:00:02;00', '01:00:17;00', '00:00:10;00', '00:00:25;00', '4EM1001_Dawn', '4EM1001_Dawn.wav'],
      ['music.music-2', '01:00:20;00', '01:00:50;00', '00:00:00;00', '00:00:30;00', '4EM1002_Dusk', '4EM1002_Dusk.wav'],
      ['music.music-1', '01:00:51;00', '01:01:01;02', '00:00:05;00', '00:00:15;00', '4EM1001_Dawn', '4EM1001_Dawn.wav'],
      ['music.music-1', '01:01:01;02', '01:01:06;02', '00:00:00;00', '00:00:05;00', '4EM1002_Dusk', '4EM1002_Dusk.wav'],
      ['music.music-1', '01:01:10;02', '01:01:20;02', '00:00:30;00', '00:00:40;00', '4EM1001_Dawn', '4EM1001_Dawn.wav'],
    ]);
    expect(edit.clips[2].transitionIn).toEqual({ kind: 'dissolve', frames: 30 });
    expect(edit.clips[1].line).toBe(27);
  });

  it('1.8: the asset’s src, a compound clip played through its window, tcStart in whole seconds', () => {
    const edit = parseEdit('promo-1.8.fcpxml', EDIT_FIXTURES['promo-1.8.fcpxml']);
    expect(edit.rate).toEqual({ timebase: 25, ntsc: false, dropFrame: false });
    expect(edit.title).toBe('Promo 30s');
    expect(edit.start).toBe(90_000);
    expect(edit.duration).toBe(750);
    expect(rows(edit)).toEqual([
      ['music.music-1', '01:00:00:00', '01:00:12:00', '00:00:10:00', '00:00:22:00', '4EM0789_Pulse', '4EM0789_Pulse.wav'],
      // The compound's 2–12 s play at 3610 s; its clip starts 5 s into the file, so 7–17 s is heard.
      ['music', '01:00:10:00', '01:00:20:00', '00:00:07:00', '00:00:17:00', '4EM0790 Glow', '4EM0790 Glow.wav'],
    ]);
  });
});

describe('files that hold more than one timeline', () => {
  it('reads the first sequence of an xmeml project and says so', () => {
    const seq = (name: string, frames: number) =>
      `<sequence id="${name}"><name>${name}</name><rate><timebase>25</timebase><ntsc>FALSE</ntsc></rate><media><audio><track><clipitem id="c-${name}"><name>${name}.wav</name><start>0</start><end>${frames}</end><in>0</in><out>${frames}</out></clipitem></track></audio></media></sequence>`;
    const edit = parseEdit('project.xml', `<xmeml version="4"><project><name>P</name><children>\n${seq('Cut 1', 25)}\n${seq('Cut 2', 50)}</children></project></xmeml>`);
    expect(edit.title).toBe('Cut 1');
    expect(edit.clips.map((c) => c.clipName)).toEqual(['Cut 1.wav']);
    expect(edit.problems).toEqual([{ file: 'project.xml', line: 2, message: 'This XML holds 2 sequences: only the first, "Cut 1", is read. Export the one to read on its own.' }]);
  });

  it('reads the first project of an FCPXML library and says so', () => {
    const text = EDIT_FIXTURES['promo-1.8.fcpxml'].replace('</event>', '</event><event name="More"><project name="Promo 60s"><sequence format="r1" duration="60s"><spine/></sequence></project></event>');
    const edit = parseEdit('library.fcpxml', text);
    expect(edit.title).toBe('Promo 30s');
    expect(edit.clips).toHaveLength(2);
    expect(edit.problems.map((p) => p.message)).toEqual(['This FCPXML holds 2 projects: only the first, "Promo 30s", is read. Export the one to read on its own.']);
  });
});

describe('OpenTimelineIO', () => {
  it('reads audio tracks: gaps advance time, transitions do not, disabled clips left out, media references named', () => {
    const edit = parseEdit('podcast.otio', EDIT_FIXTURES['podcast.otio']);
    expect(edit.formats).toEqual(['otio']);
    expect(edit.title).toBe('Podcast Ep 12');
    expect(edit.rate).toEqual({ timebase: 25, ntsc: false, dropFrame: false });
    expect(edit.start).toBe(90_000);
    expect(edit.duration).toBe(400);
    expect(rows(edit)).toEqual([
      // Source ranges at 48 kHz are converted to the timeline's frames.
      ['A2', '01:00:00:00', '01:00:10:00', '00:00:00:00', '00:00:10:00', 'Room tone', null],
      ['A1', '01:00:02:00', '01:00:10:00', '00:00:05:00', '00:00:13:00', '4EM2002_Shuffle', '4EM2002_Shuffle.wav'],
      ['A1', '01:00:10:00', '01:00:14:00', '00:00:00:00', '00:00:04:00', '4EM2003_Stroll', '4EM2003_Stroll.wav'],
    ]);
    expect(edit.clips[2].transitionIn).toEqual({ kind: 'dissolve', frames: 25 });
    expect(edit.clips.every((c) => c.line === null)).toBe(true);
  });

  it('broken JSON is a problem with its line', () => {
    const text = EDIT_FIXTURES['podcast.otio'].replace('"name": "4EM2002_Shuffle",', '"name": "4EM2002_Shuffle"');
    const edit = parseEdit('broken.otio', text);
    expect(edit.clips).toEqual([]);
    expect(edit.problems).toHaveLength(1);
    expect(edit.problems[0].line).toBe(text.split('\n').findIndex((l) => l.includes('"name": "4EM2002_Shuffle"')) + 2);
  });
});
