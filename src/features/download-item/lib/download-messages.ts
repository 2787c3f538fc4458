/** What the download popup and its toasts say, in the product's words. */

export const DOWNLOAD_LIMIT_MESSAGE = 'Download limit exceeded';
export const DOWNLOAD_COMPLETE_TOAST_MS = 2000;

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
    failed: (status: number | null, statusText: string, text: string) =>
      ['Download failed:', status ?? '', statusText, text].filter((part) => part !== '').join(' '),
  };
}
