import type { EditProblem, FrameRate, ParsedEdit } from '../model/edit-types';
import { NotAnEditError } from './not-an-edit';
import { readEdl } from './read-edl';
import { readFcpxml } from './read-fcpxml';
import { readOtio } from './read-otio';
import { readXmeml } from './read-xmeml';
import { parseXml } from './xml-tree';

export { NOT_AN_EDIT_MESSAGE, NotAnEditError } from './not-an-edit';

export interface ParseEditOptions {
  /** The frame rate to read an EDL at (an EDL never states one); other formats state their own. */
  rate?: FrameRate;
  /** Where `rate` came from (default: the caller chose it). */
  rateSource?: 'chosen' | 'inferred';
}

/** 1-based line of a character offset. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/**
 * Reads one edit file. The format is told by the content, not the name: XML whose document element
 * is `xmeml` or `fcpxml`, JSON whose top object is an OTIO Timeline, or text with CMX 3600 event
 * lines. Throws `NotAnEditError` for anything else; a broken part is a problem and the rest is read.
 */
export function parseEdit(fileName: string, text: string, options: ParseEditOptions = {}): ParsedEdit {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Binary files (audio, video, images) are never edits.
  if (body.slice(0, 4096).includes('\u0000')) throw new NotAnEditError();
  const head = body.trimStart().slice(0, 1);
  const problems: EditProblem[] = [];

  if (head === '<') {
    const { root, problems: xmlProblems } = parseXml(body);
    for (const p of xmlProblems) problems.push({ file: fileName, line: p.line, message: p.message });
    if (root?.name === 'xmeml') return readXmeml(fileName, root, problems);
    if (root?.name === 'fcpxml') return readFcpxml(fileName, root, problems);
    throw new NotAnEditError();
  }

  if (head === '{') {
    let document: unknown;
    try {
      document = JSON.parse(body);
    } catch (error) {
      if (!body.includes('"OTIO_SCHEMA"')) throw new NotAnEditError();
      // V8 says "… at position N"; the person needs the line.
      const position = /position (\d+)/.exec(String(error))?.[1];
      return {
        formats: ['otio'],
        title: null,
        rate: options.rate ?? { timebase: 24, ntsc: false, dropFrame: false },
        rateSource: 'inferred',
        start: 0,
        duration: null,
        clips: [],
        problems: [{ file: fileName, line: position ? lineOf(body, Number(position)) : null, message: 'This OTIO file is broken here (not valid JSON): nothing in it could be read.' }],
      };
    }
    const edit = readOtio(fileName, document, problems);
    if (edit) return edit;
    throw new NotAnEditError();
  }

  const edl = readEdl(fileName, body, options);
  if (edl) return edl;
  throw new NotAnEditError();
}

/**
 * The text of an edit file's bytes: UTF-8 (the formats' own encoding, and what Premiere, Resolve and
 * FCP write), UTF-16 when a byte-order mark says so, and Windows-1252 for older EDLs that are not
 * valid UTF-8 (Avid's, with accented clip names).
 */
export function decodeEditBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
