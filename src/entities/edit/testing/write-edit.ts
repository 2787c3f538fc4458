// Writes edits in each format from a plain list of clips: for property tests (write, then read back
// the same clips), the parse-speed bench (20,000 events) and e2e files that use the mock's tracks.
// Relative imports only, so Playwright and Node scripts can load it without the app's aliases.
import type { FrameRate } from '../model/edit-types';
import { framesToTimecode } from '../lib/timecode';

export interface FixtureClip {
  /** 1-based audio track. */
  track: number;
  /** Timeline frames from 00:00:00:00 (exclusive out), at the edit's rate. */
  recordIn: number;
  recordOut: number;
  sourceIn: number;
  clipName: string;
  /** The media file's name; written as a path in a folder. */
  fileName: string;
}

export interface FixtureEdit {
  title: string;
  rate: FrameRate;
  /** The sequence's first frame (its start timecode), frames from 00:00:00:00. */
  start: number;
  clips: readonly FixtureClip[];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fps = (rate: FrameRate) => (rate.ntsc ? (rate.timebase * 1000) / 1001 : rate.timebase);

/** CMX 3600: one event per clip, channel `A`, `A2`, `A3`… for the track. */
export function writeEdl(edit: FixtureEdit): string {
  const tc = (frames: number) => framesToTimecode(frames, edit.rate);
  const lines = [`TITLE: ${edit.title}`, `FCM: ${edit.rate.dropFrame ? 'DROP FRAME' : 'NON-DROP FRAME'}`, ''];
  edit.clips.forEach((clip, i) => {
    const length = clip.recordOut - clip.recordIn;
    const channel = (clip.track === 1 ? 'A' : `A${clip.track}`).padEnd(6);
    lines.push(
      `${String(i + 1).padStart(6, '0')}  AX       ${channel}C        ${tc(clip.sourceIn)} ${tc(clip.sourceIn + length)} ${tc(clip.recordIn)} ${tc(clip.recordOut)} `,
      `* FROM CLIP NAME: ${clip.clipName}`,
      `* SOURCE FILE: /Volumes/Music/${clip.fileName}`,
      '',
    );
  });
  return lines.join('\n');
}

const xmlRate = (rate: FrameRate) => `<rate><timebase>${rate.timebase}</timebase><ntsc>${rate.ntsc ? 'TRUE' : 'FALSE'}</ntsc></rate>`;

/** Premiere Pro / FCP 7 XML: each media file defined once, then referenced by id. */
export function writeXmeml(edit: FixtureEdit): string {
  const tracks = Math.max(1, ...edit.clips.map((c) => c.track));
  const files = new Map<string, string>();
  const end = Math.max(0, ...edit.clips.map((c) => c.recordOut - edit.start));
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE xmeml>',
    '<xmeml version="4">',
    '<sequence id="sequence-1">',
    `<duration>${end}</duration>`,
    xmlRate(edit.rate),
    `<name>${escapeXml(edit.title)}</name>`,
    '<media><video><track><enabled>TRUE</enabled></track></video><audio>',
  ];
  let id = 0;
  for (let track = 1; track <= tracks; track += 1) {
    out.push('<track>');
    for (const clip of edit.clips) {
      if (clip.track !== track) continue;
      id += 1;
      const length = clip.recordOut - clip.recordIn;
      let file = files.get(clip.fileName);
      let fileXml: string;
      if (file) {
        fileXml = `<file id="${file}"/>`;
      } else {
        file = `file-${files.size + 1}`;
        files.set(clip.fileName, file);
        fileXml = `<file id="${file}"><name>${escapeXml(clip.fileName)}</name><pathurl>file://localhost/Volumes/Music/${encodeURIComponent(clip.fileName)}</pathurl>${xmlRate(edit.rate)}</file>`;
      }
      out.push(
        `<clipitem id="clipitem-${id}">`,
        `<name>${escapeXml(clip.clipName)}</name>`,
        '<enabled>TRUE</enabled>',
        xmlRate(edit.rate),
        `<start>${clip.recordIn - edit.start}</start><end>${clip.recordOut - edit.start}</end><in>${clip.sourceIn}</in><out>${clip.sourceIn + length}</out>`,
        fileXml,
        '</clipitem>',
      );
    }
    out.push('<enabled>TRUE</enabled>', '</track>');
  }
  out.push(
    '</audio></media>',
    `<timecode>${xmlRate(edit.rate)}<string>${framesToTimecode(edit.start, edit.rate)}</string><frame>${edit.start}</frame><displayformat>${edit.rate.dropFrame ? 'DF' : 'NDF'}</displayformat></timecode>`,
    '</sequence>',
    '</xmeml>',
  );
  return out.join('\n');
}

/** FCPXML: a gap spanning the timeline with each clip connected below it, lane −track, role music.music-N. */
export function writeFcpxml(edit: FixtureEdit, version: '1.8' | '1.11' = '1.11'): string {
  const unit = edit.rate.ntsc ? { num: 1001, den: edit.rate.timebase * 1000 } : { num: 100, den: edit.rate.timebase * 100 };
  const time = (frames: number) => (frames === 0 ? '0s' : `${frames * unit.num}/${unit.den}s`);
  const end = Math.max(edit.start, ...edit.clips.map((c) => c.recordOut));
  const assets = new Map<string, string>();
  const resources: string[] = [`<format id="r1" frameDuration="${time(1)}" width="1920" height="1080"/>`];
  for (const clip of edit.clips) {
    if (assets.has(clip.fileName)) continue;
    const id = `r${assets.size + 2}`;
    assets.set(clip.fileName, id);
    const src = `file:///Volumes/Music/${encodeURIComponent(clip.fileName)}`;
    resources.push(
      version === '1.8'
        ? `<asset id="${id}" name="${escapeXml(clip.clipName)}" src="${src}" start="0s" duration="3600s" hasAudio="1" audioSources="1" audioChannels="2" audioRate="48000"/>`
        : `<asset id="${id}" name="${escapeXml(clip.clipName)}" start="0s" duration="3600s" hasAudio="1" audioSources="1" audioChannels="2" audioRate="48000"><media-rep kind="original-media" src="${src}"/></asset>`,
    );
  }
  const connected = edit.clips.map(
    (clip) =>
      `<asset-clip ref="${assets.get(clip.fileName)}" lane="-${clip.track}" offset="${time(clip.recordIn)}" name="${escapeXml(clip.clipName)}" start="${time(clip.sourceIn)}" duration="${time(clip.recordOut - clip.recordIn)}" audioRole="music.music-${clip.track}"/>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE fcpxml>',
    `<fcpxml version="${version}">`,
    '<resources>',
    ...resources,
    '</resources>',
    '<library><event name="Bench">',
    `<project name="${escapeXml(edit.title)}">`,
    `<sequence format="r1" duration="${time(end - edit.start)}" tcStart="${time(edit.start)}" tcFormat="${edit.rate.dropFrame ? 'DF' : 'NDF'}">`,
    '<spine>',
    `<gap name="Gap" offset="${time(edit.start)}" start="${time(edit.start)}" duration="${time(end - edit.start)}">`,
    ...connected,
    '</gap>',
    '</spine>',
    '</sequence>',
    '</project>',
    '</event></library>',
    '</fcpxml>',
  ].join('\n');
}

/** OpenTimelineIO: one audio track per track number, gaps between clips. */
export function writeOtio(edit: FixtureEdit): string {
  const rate = fps(edit.rate);
  const rt = (value: number) => ({ OTIO_SCHEMA: 'RationalTime.1', rate, value });
  const range = (start: number, duration: number) => ({ OTIO_SCHEMA: 'TimeRange.1', start_time: rt(start), duration: rt(duration) });
  const tracks = Math.max(1, ...edit.clips.map((c) => c.track));
  const children = [];
  for (let track = 1; track <= tracks; track += 1) {
    const items: unknown[] = [];
    let position = edit.start;
    const clips = edit.clips.filter((c) => c.track === track).sort((a, b) => a.recordIn - b.recordIn);
    for (const clip of clips) {
      if (clip.recordIn < position) continue; // a track plays one clip at a time
      if (clip.recordIn > position) items.push({ OTIO_SCHEMA: 'Gap.1', name: '', source_range: range(0, clip.recordIn - position), effects: [], markers: [], enabled: true });
      items.push({
        OTIO_SCHEMA: 'Clip.2',
        name: clip.clipName,
        source_range: range(clip.sourceIn, clip.recordOut - clip.recordIn),
        effects: [],
        markers: [],
        enabled: true,
        media_references: { DEFAULT_MEDIA: { OTIO_SCHEMA: 'ExternalReference.1', name: '', available_range: null, target_url: `file:///Volumes/Music/${encodeURIComponent(clip.fileName)}` } },
        active_media_reference_key: 'DEFAULT_MEDIA',
      });
      position = clip.recordOut;
    }
    children.push({ OTIO_SCHEMA: 'Track.1', name: `A${track}`, kind: 'Audio', source_range: null, effects: [], markers: [], enabled: true, children: items });
  }
  return JSON.stringify(
    {
      OTIO_SCHEMA: 'Timeline.1',
      name: edit.title,
      metadata: {},
      global_start_time: rt(edit.start),
      tracks: { OTIO_SCHEMA: 'Stack.1', name: 'tracks', source_range: null, effects: [], markers: [], enabled: true, children },
    },
    null,
    1,
  );
}

/**
 * A long edit for the parse-speed bench: `events` clips of 2–12 s over four tracks, one after
 * another on each track, named after catalogue-like track codes.
 */
export function makeLongEdit(events: number, rate: FrameRate = { timebase: 25, ntsc: false, dropFrame: false }): FixtureEdit {
  const start = 3600 * rate.timebase - (rate.dropFrame ? (rate.timebase / 15) * 54 : 0);
  const ends = [start, start, start, start];
  const clips: FixtureClip[] = [];
  for (let i = 0; i < events; i += 1) {
    const track = (i % 4) + 1;
    const length = rate.timebase * (2 + ((i * 7) % 11));
    const recordIn = ends[track - 1] + (i % 3) * rate.timebase;
    const code = `4EM${String(1000 + (i % 120)).padStart(4, '0')}`;
    clips.push({ track, recordIn, recordOut: recordIn + length, sourceIn: (i * 13) % (rate.timebase * 60), clipName: `${code}_Cue_${i}.wav`, fileName: `${code}_Cue_${i % 480}.wav` });
    ends[track - 1] = recordIn + length;
  }
  return { title: `Long edit (${events} events)`, rate, start, clips };
}
