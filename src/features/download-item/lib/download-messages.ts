/** What the download popup and its toasts say, in the product's words. */

export const DOWNLOAD_LIMIT_MESSAGE = 'Download limit exceeded';
export const DOWNLOAD_COMPLETE_TOAST_MS = 2000;
/**
 * A file that failed stays on screen 5 s, not the 3 s of other toasts: it says what to do next
 * (check the connection, try again), as long as a failed cue sheet's toast does.
 */
export const DOWNLOAD_FAILED_TOAST_MS = 5000;

export const DOWNLOAD_TEXT = {
  limitReached: 'YOU HAVE REACHED YOUR DOWNLOAD LIMIT',
  onlyAvailable: (n: number) => `YOU ONLY HAVE ${n} DOWNLOADS AVAILABLE`,
  typeHasFiles: (n: number) => `This type has ${n} files`,
  duplicate: 'This download is currently being processed or has already been sent to your email; check spam',
  preparingTitle: 'Preparing Download',
  preparing: 'We are gathering the files. A download link will be e-mailed to you as soon as they are ready.',
  dontAsk: "Don't Ask Me Again",
} as const;

export function downloadMessages(name: string) {
  return {
    starting: `Starting download for ${name}`,
    progress: (percent: number) => `Downloading ${name} ${percent}%`,
    complete: `Download complete! ${name}`,
    missingLength: 'Content length is missing',
    cancelled: `Download cancelled: ${name}`,
    /** The file arrived but the browser could not write it where the user chose (a full disk, a folder gone). */
    notSaved: `${name} could not be saved: check the space on your disk and try again.`,
  };
}

/** No answer came (offline, the connection dropped mid-file, a timeout): what to do about it, not an internal code. */
export const DOWNLOAD_CONNECTION_LOST = 'The download stopped: check your connection and try again.';
/** An answer came that is not what a server of ours sends (an HTML error page for JSON). */
export const DOWNLOAD_UNREADABLE_ANSWER = "The server's answer could not be read.";

/** A failed download call or file: the HTTP status, its text and the server's message; status null when no answer came. */
export interface DownloadError {
  status: number | null;
  statusText: string;
  text: string;
}

/** What the popup and the file's toast say about a failure: "Download failed: {status} {status text} {error text}". */
export function downloadFailedMessage(error: DownloadError): string {
  if (error.status === null) return DOWNLOAD_CONNECTION_LOST;
  return ['Download failed:', error.status, error.statusText, error.text].filter((part) => part !== '').join(' ');
}

/** The error text of a refusal's body: the server's message, detail or error, else its first field error; '' when none is readable. */
export function errorText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const key of ['message', 'detail', 'error']) if (typeof record[key] === 'string') return record[key] as string;
    const first = Object.values(record).find((value) => Array.isArray(value) && typeof value[0] === 'string') as string[] | undefined;
    if (first) return first[0];
  }
  return '';
}
