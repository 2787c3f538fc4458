/**
 * Saves a blob as a file the way browsers allow a page to: a Blob URL on an `<a download>` that
 * is clicked, then released. The file name is the one the user sees in their downloads.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Released after the click has handed the blob to the browser's download manager.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Text (a CSV cue sheet) saved as a file. */
export function saveText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), filename);
}
