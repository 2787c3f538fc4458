/** A media file's name without its folders, from a path or a `file://` URL (percent-escapes decoded). */
export function mediaFileName(pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  const trimmed = pathOrUrl.trim().replace(/[?#].*$/, '').replace(/[\\/]+$/, '');
  const name = trimmed.slice(Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\')) + 1);
  if (!name) return null;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
