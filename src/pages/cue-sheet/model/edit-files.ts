/**
 * The files of the edit shown and of a choice being read. Files are not serializable, so they stay
 * out of Redux: the action names them by id, and the saga reads them (again, at another frame rate)
 * from here. The edit shown keeps its files until a new choice has been read, so a file that is no
 * edit loses nothing; the saga lets go of the rest.
 */
const kept = new Map<string, readonly File[]>();
let counter = 0;

export function keepEditFiles(files: readonly File[]): string {
  counter += 1;
  const id = `edit-files-${counter}`;
  kept.set(id, [...files]);
  return id;
}

export function editFilesOf(id: string): readonly File[] | null {
  return kept.get(id) ?? null;
}

/** Lets go of every choice but these (the edit shown's, the one being read). */
export function keepOnlyEditFiles(ids: readonly (string | null)[]): void {
  for (const id of [...kept.keys()]) if (!ids.includes(id)) kept.delete(id);
}
