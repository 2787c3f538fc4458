import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { FrameRate } from '../model/edit-types';
import { EDIT_FIXTURES, editFixtureFile, writeEdl, writeFcpxml, writeOtio, writeXmeml, type FixtureClip, type FixtureEdit } from '../testing';
import { decodeEditBytes, NotAnEditError, parseEdit } from './parse-edit';
import { readEditFiles } from './read-edit-files';
import { FRAME_RATES } from './timecode';

const NOT_AN_EDIT = "This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO).";

describe('readEditFiles', () => {
  it('reads a picked file (in this thread where there is no Worker)', async () => {
    expect(typeof Worker).toBe('undefined');
    const edit = await readEditFiles([editFixtureFile('rate-25.edl')]);
    expect(edit.clips.map((c) => c.clipName)).toEqual(['4EM0123_Night_Drive.wav', 'Footsteps.wav']);
  });

  it('a worker that fails to start loses no files: they are read here', async () => {
    const started: string[] = [];
    // A browser whose policy refuses the worker's script: the worker reports an error event.
    class RefusedWorker {
      private errorListener: ((event: Event) => void) | null = null;
      constructor(url: URL) {
        started.push(url.pathname.split('/').pop() ?? '');
      }
      addEventListener(type: string, listener: (event: Event) => void) {
        if (type === 'error') this.errorListener = listener;
      }
      postMessage() {
        setTimeout(() => this.errorListener?.(new Event('error', { cancelable: true })), 0);
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', RefusedWorker);
    const edit = await readEditFiles([editFixtureFile('rate-50.edl')]);
    expect(started).toEqual(['edit-reader.worker.ts']);
    expect(edit.clips.map((c) => c.clipName)).toEqual(['4EM5005_Goal.wav', '4EM5006_Crowd.wav']);
  });

  it('rejects with the exact message when no file is an edit', async () => {
    for (const file of [
      editFixtureFile('notes.txt'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'cover.png', { type: 'image/png' }),
      new File(['{"tracks": []}'], 'data.json'),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'], 'logo.svg'),
      new File([''], 'empty.edl'),
    ]) {
      const reading = readEditFiles([file]);
      await expect(reading, file.name).rejects.toThrow(NotAnEditError);
      await expect(reading, file.name).rejects.toThrow(NOT_AN_EDIT);
    }
    await expect(readEditFiles([])).rejects.toThrow(NOT_AN_EDIT);
  });

  it('tells the format from the content, not the name', async () => {
    const renamed = new File([EDIT_FIXTURES['documentary-1.11.fcpxml']], 'timeline.edl');
    const otio = new File([EDIT_FIXTURES['podcast.otio']], 'export.json');
    const edit = await readEditFiles([renamed, otio]);
    expect(edit.formats).toEqual(['fcpxml', 'otio']);
  });

  it('a file that is not an edit among edits is a problem; the edits are read', async () => {
    const edit = await readEditFiles([editFixtureFile('premiere-a1a2.edl'), editFixtureFile('notes.txt')]);
    expect(edit.clips).toHaveLength(2);
    expect(edit.problems).toEqual([{ file: 'notes.txt', line: null, message: NOT_AN_EDIT }]);
  });

  it('reads an EDL at the rate the page passes', async () => {
    const rate: FrameRate = { timebase: 30, ntsc: false, dropFrame: false };
    const edit = await readEditFiles([editFixtureFile('rate-30.edl')], { rate });
    expect(edit.rate).toEqual(rate);
    expect(edit.rateSource).toBe('chosen');
    expect(edit.clips[0].recordOut).toBe(165);
  });

  it('an EDL given with an XML of the same programme is read at the XML’s rate', async () => {
    const edit = await readEditFiles([editFixtureFile('rate-30.edl'), editFixtureFile('premiere.xml')]);
    expect(edit.rate).toEqual({ timebase: 24, ntsc: true, dropFrame: false });
    expect(edit.clips.find((c) => c.file === 'rate-30.edl')?.recordOut).toBe(5 * 24 + 15);
  });

  it('reads an old EDL saved as Windows-1252 and UTF-16', async () => {
    const latin = Uint8Array.from([...'TITLE: Caf', '\u00e9', '\n001  AX  A  C  00:00:00:00 00:00:01:00 01:00:00:00 01:00:01:00\n* FROM CLIP NAME: Caf', '\u00e9', '.wav\n'].join(''), (ch) => ch.charCodeAt(0));
    expect(decodeEditBytes(latin)).toContain('FROM CLIP NAME: Café.wav');
    const edit = await readEditFiles([new File([latin], 'cafe.edl')]);
    expect(edit.clips[0].clipName).toBe('Café.wav');
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from('TITLE: É', (ch) => [ch.charCodeAt(0), 0]).flat()]);
    expect(decodeEditBytes(utf16)).toBe('TITLE: É');
  });
});

describe('what is written is what is read, in every format', () => {
  // A clip list as editors make them: 1–4 tracks, clips of 1 frame to 2 minutes, one after another per track.
  const anyEdit = (rate: FrameRate) =>
    fc
      .array(fc.record({ track: fc.integer({ min: 1, max: 4 }), gap: fc.integer({ min: 0, max: 300 }), length: fc.integer({ min: 1, max: 3000 }), sourceIn: fc.integer({ min: 0, max: 20_000 }), code: fc.integer({ min: 1000, max: 9999 }) }), { minLength: 1, maxLength: 25 })
      .map((specs): FixtureEdit => {
        const start = 3600 * rate.timebase - (rate.dropFrame ? (rate.timebase / 15) * 54 : 0);
        const ends = [start, start, start, start];
        const clips: FixtureClip[] = specs.map((s, i) => {
          const recordIn = ends[s.track - 1] + s.gap;
          ends[s.track - 1] = recordIn + s.length;
          return { track: s.track, recordIn, recordOut: recordIn + s.length, sourceIn: s.sourceIn, clipName: `4EM${s.code} Cue & "Take" <${i}>`, fileName: `4EM${s.code}_Cue ${i}.wav` };
        });
        return { title: 'Round trip', rate, start, clips };
      });
  const anyRateAndEdit = fc.constantFrom(...FRAME_RATES).chain((rate) => anyEdit(rate));

  const expected = (edit: FixtureEdit, track: (n: number) => string) =>
    [...edit.clips]
      .map((c) => ({ track: track(c.track), recordIn: c.recordIn, recordOut: c.recordOut, sourceIn: c.sourceIn, sourceOut: c.sourceIn + (c.recordOut - c.recordIn), fileName: c.fileName }))
      .sort((a, b) => a.recordIn - b.recordIn || a.track.localeCompare(b.track, undefined, { numeric: true }));
  const got = (clips: ReturnType<typeof parseEdit>['clips']) => clips.map((c) => ({ track: c.track, recordIn: c.recordIn, recordOut: c.recordOut, sourceIn: c.sourceIn, sourceOut: c.sourceOut, fileName: c.fileName }));

  it('EDL (at the written rate)', () => {
    fc.assert(
      fc.property(anyRateAndEdit, (edit) => {
        const read = parseEdit('x.edl', writeEdl(edit), { rate: edit.rate });
        expect(got(read.clips)).toEqual(expected(edit, (n) => `A${n}`));
        expect(read.clips.map((c) => c.clipName).sort()).toEqual(edit.clips.map((c) => c.clipName).sort());
      }),
      { numRuns: 60 },
    );
  });

  it('xmeml', () => {
    fc.assert(
      fc.property(anyRateAndEdit, (edit) => {
        const read = parseEdit('x.xml', writeXmeml(edit));
        expect(read.rate).toEqual(edit.rate);
        expect(read.start).toBe(edit.start);
        expect(got(read.clips)).toEqual(expected(edit, (n) => `A${n}`));
      }),
      { numRuns: 60 },
    );
  });

  it('FCPXML 1.8 and 1.11', () => {
    fc.assert(
      fc.property(anyRateAndEdit, fc.constantFrom('1.8' as const, '1.11' as const), (edit, version) => {
        const read = parseEdit('x.fcpxml', writeFcpxml(edit, version));
        expect(read.rate).toEqual(edit.rate);
        expect(read.start).toBe(edit.start);
        expect(got(read.clips)).toEqual(expected(edit, (n) => `music.music-${n}`));
      }),
      { numRuns: 60 },
    );
  });

  it('OTIO (drop-frame is a label the format does not carry)', () => {
    fc.assert(
      fc.property(anyRateAndEdit, (edit) => {
        const read = parseEdit('x.otio', writeOtio(edit));
        expect(read.rate).toEqual({ ...edit.rate, dropFrame: false });
        expect(read.start).toBe(edit.start);
        expect(got(read.clips)).toEqual(expected(edit, (n) => `A${n}`));
      }),
      { numRuns: 60 },
    );
  });
});
