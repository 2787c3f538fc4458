import type { ItemType } from '@/shared/api';
import { CUESHEET_FILE_PREFIX } from '@/shared/config';

// Characters file systems refuse, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g;

/** "4EM {Type} - {title} (Cuesheet).csv", safe on every file system, whitespace collapsed. */
export function cueSheetFileName(type: ItemType | string, title: string): string {
  const label = type.charAt(0).toUpperCase() + type.slice(1);
  // Whitespace first (a tab or line break becomes a space), then what file systems refuse.
  return `${CUESHEET_FILE_PREFIX} ${label} - ${title} (Cuesheet).csv`.replace(/\s+/g, ' ').replace(UNSAFE, '').replace(/ {2,}/g, ' ').trim();
}
