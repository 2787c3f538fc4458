import { randomToken } from '../server/random';

/**
 * Links to download files, signed as a file store signs them (S3's and GCS's signed URLs): the
 * `download_url` the download call answers names the person it was issued to and when it expires,
 * and carries an HMAC-SHA256 over the file, that person and that time, keyed by a secret only the
 * server knows. Changing any part of the link, or writing one from the URL pattern, gives a
 * signature the server refuses; a valid link serves its file to its own person only, until it
 * expires. The key is drawn when the server starts (as a server's SECRET_KEY is kept out of the
 * code), so links do not outlive the server that issued them.
 */

/** How long an issued link serves its file: long enough to start it, short enough not to be passed around. */
export const DOWNLOAD_LINK_TTL_MS = 15 * 60 * 1000;

export type DownloadFileKind = 'track' | 'stem';
export type DownloadFileExtension = 'wav' | 'aif' | 'mp3';

/** One download file: its name under `/mock-media/download/` is `{kind}-{id}.{extension}`. */
export interface DownloadFileRef {
  kind: DownloadFileKind;
  id: number;
  extension: DownloadFileExtension;
}

export const DOWNLOAD_LINK_PARAMS = { person: 'person', expires: 'expires', signature: 'signature' } as const;

const encoder = new TextEncoder();
let signingKey: Promise<CryptoKey> | null = null;

function key(): Promise<CryptoKey> {
  signingKey ??= globalThis.crypto.subtle.importKey('raw', encoder.encode(randomToken(48)), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return signingKey;
}

export const downloadFileName = (file: DownloadFileRef) => `${file.kind}-${file.id}.${file.extension}`;

/** What is signed: every part of the link that decides what is served, to whom and until when. */
const signedText = (file: DownloadFileRef, personId: number, expires: number) => `${downloadFileName(file)}\n${personId}\n${expires}`;

const toHex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

function fromHex(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(text)) return null;
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The signed path (under the server's origin) of a file for one person, valid DOWNLOAD_LINK_TTL_MS from `now`. */
export async function signedDownloadPath(file: DownloadFileRef, personId: number, now = Date.now()): Promise<string> {
  const expires = Math.floor((now + DOWNLOAD_LINK_TTL_MS) / 1000);
  const signature = toHex(await globalThis.crypto.subtle.sign('HMAC', await key(), encoder.encode(signedText(file, personId, expires))));
  const query = new URLSearchParams({
    [DOWNLOAD_LINK_PARAMS.person]: String(personId),
    [DOWNLOAD_LINK_PARAMS.expires]: String(expires),
    [DOWNLOAD_LINK_PARAMS.signature]: signature,
  });
  return `/mock-media/download/${downloadFileName(file)}?${query}`;
}

export type DownloadLinkCheck = 'valid' | 'not-yours' | 'expired';

/**
 * Whether the link (its query) serves `file` to `personId` now: `not-yours` when it is missing,
 * altered, forged or issued to someone else; `expired` when it was genuine but its time is up.
 */
export async function checkDownloadLink(file: DownloadFileRef, query: URLSearchParams, personId: number, now = Date.now()): Promise<DownloadLinkCheck> {
  const person = query.get(DOWNLOAD_LINK_PARAMS.person) ?? '';
  const expires = query.get(DOWNLOAD_LINK_PARAMS.expires) ?? '';
  const signature = fromHex(query.get(DOWNLOAD_LINK_PARAMS.signature) ?? '');
  if (!/^\d+$/.test(person) || !/^\d+$/.test(expires) || !signature) return 'not-yours';
  // Verified by the key (constant time), never by comparing strings.
  const genuine = await globalThis.crypto.subtle.verify('HMAC', await key(), signature, encoder.encode(signedText(file, Number(person), Number(expires))));
  if (!genuine || Number(person) !== personId) return 'not-yours';
  return Number(expires) * 1000 <= now ? 'expired' : 'valid';
}
