/**
 * A file dropped on the search page, waiting for the reference popup to open and take it. Files
 * cannot travel in Redux (popup props are serialisable), so the page hands it over here.
 */
let pending: File | null = null;

export function offerReferenceFile(file: File): void {
  pending = file;
}

/** The file waiting for the popup, if any (it stays until `clearPendingReferenceFile`). */
export function peekPendingReferenceFile(): File | null {
  return pending;
}

export function clearPendingReferenceFile(file: File): void {
  if (pending === file) pending = null;
}
