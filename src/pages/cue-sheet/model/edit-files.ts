/**
 * The files of the edit being read. Files are not serializable, so they stay out of Redux: the
 * action names them by id, and the saga reads them (again, at another frame rate) from here. Only
 * the latest choice is kept.
 */
let latest: { id: string; files: readonly File[] } | null = null;
let counter = 0;

export function keepEditFiles(files: readonly File[]): string {
  counter += 1;
  latest = { id: `edit-files-${counter}`, files: [...files] };
  return latest.id;
}

export function editFilesOf(id: string): readonly File[] | null {
  return latest?.id === id ? latest.files : null;
}
