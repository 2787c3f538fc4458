import type { ParsedEdit } from '../model/edit-types';
import { decodeEditBytes, type ParseEditOptions } from './parse-edit';
import { readEditTexts } from './read-edit-texts';

/** Reads files as one edit in the current thread (the worker's body, and the fallback without one). */
export async function readEditFilesHere(files: readonly File[], options: ParseEditOptions = {}): Promise<ParsedEdit> {
  const texts = await Promise.all(
    files.map(async (file) => ({ name: file.name, text: decodeEditBytes(new Uint8Array(await file.arrayBuffer())) })),
  );
  return readEditTexts(texts, options);
}
