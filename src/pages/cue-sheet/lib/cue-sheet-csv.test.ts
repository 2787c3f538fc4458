import { describe, expect, it } from 'vitest';
import { cueSheetCsv, formatParty, formatShare, type CueSheetHeader } from './cue-sheet-csv';

const header: CueSheetHeader = {
  productionTitle: 'Night Shift',
  episodeTitle: 'Cold "Open"',
  episodeNumber: '101',
  productionCompany: 'Acme, Ltd',
  programmeLength: '28:30',
  airDate: '2025-03-01',
};

describe('the cue sheet CSV', () => {
  it('writes the production, a blank row, the columns, then a row per cue (every cell quoted, CRLF)', () => {
    const csv = cueSheetCsv(header, [
      {
        number: 1,
        title: 'Midnight Run (60 sec)',
        trackCode: '4EM001-03.2',
        library: '4EM Production Music',
        composers: [
          { name: 'Jane Doe', pro: 'ASCAP', ipi: '00123456789', share: 50 },
          { name: 'John Roe', pro: 'BMI', ipi: '00987654321', share: 50 },
        ],
        publishers: [{ name: '4EM Tunes', pro: 'ASCAP', ipi: null, share: 100 }],
        usage: 'BI',
        timecodeIn: '01:00:00:00',
        timecodeOut: '01:00:30:00',
        duration: '0:30',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Production Title","Night Shift"',
      '"Episode Title","Cold ""Open"""',
      '"Episode Number","101"',
      '"Production Company","Acme, Ltd"',
      '"Programme Length","28:30"',
      '"Air Date","2025-03-01"',
      '',
      '"Cue #","Title","Track Code","Library","Composer(s)","Publisher(s)","Usage","Timecode In","Timecode Out","Duration"',
      '"1","Midnight Run (60 sec)","4EM001-03.2","4EM Production Music","Jane Doe (ASCAP, IPI 00123456789, 50%); John Roe (BMI, IPI 00987654321, 50%)","4EM Tunes (ASCAP, 100%)","BI","01:00:00:00","01:00:30:00","0:30"',
      '',
    ]);
  });

  it('leaves out what a credit does not know (a share the server did not give)', () => {
    expect(formatParty({ name: 'Jane Doe', pro: 'ASCAP', ipi: null, share: null })).toBe('Jane Doe (ASCAP)');
    expect(formatParty({ name: 'Trad.', pro: null, ipi: null, share: null })).toBe('Trad.');
    expect(formatShare(33.34)).toBe('33.34%');
    expect(formatShare(33.3)).toBe('33.3%');
    expect(formatShare(0)).toBe('0%');
  });
});
