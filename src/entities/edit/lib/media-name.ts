const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A media file's name without its folders, from a path (`C:\\Music\\a.wav`, `/Volumes/…/a.wav`)
 * or a URL (`file://localhost/…/My%20Track.wav`, whose escapes are decoded and query dropped).
 */
export function mediaFileName(pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  const isUrl = URL_SCHEME.test(pathOrUrl.trimStart());
  let trimmed = pathOrUrl.trim();
  if (isUrl) trimmed = trimmed.replace(/[?#].*$/, '');
  trimmed = trimmed.replace(/[\\/]+$/, '');
  const name = trimmed.slice(Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\')) + 1);
  if (!name) return null;
  if (!isUrl || !name.includes('%')) return name;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
