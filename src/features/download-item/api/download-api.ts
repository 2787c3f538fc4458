import { baseApi, type DownloadCheckDto, type DownloadDto, type DownloadFormat, type ItemType } from '@/shared/api';

/** The formats a file can be downloaded in (the saved preference adds 'ask'), spelled as the API spells them. */
export type FileFormat = Exclude<DownloadFormat, 'ask'>;

/** The file name extension of each format (file names stay lower case). */
export const FILE_EXTENSION: Record<FileFormat, string> = { WAV: 'wav', AIF: 'aif', MP3: 'mp3' };

export interface DownloadRequest {
  type: ItemType;
  id: number | string;
  format: FileFormat;
  include_tracks: boolean;
  include_versions: boolean;
  include_stems: boolean;
  /** Save `format` as the user's preferred format ("Don't Ask Me Again"). */
  set_default_format?: boolean;
}

/** A failed call as the popup reports it: status, status text and the server's error text. */
export interface DownloadFailure {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** The HTTP status of an answer that could not be parsed (PARSING_ERROR). */
  originalStatus?: number;
  statusText: string;
  data: unknown;
}

const DOWNLOAD_PATH = 'users/me/actions/download/';

function withStatusText(
  error: { status: DownloadFailure['status']; originalStatus?: number; data?: unknown },
  meta: { response?: Response } | undefined,
): DownloadFailure {
  return {
    status: error.status,
    ...(error.originalStatus !== undefined ? { originalStatus: error.originalStatus } : {}),
    statusText: meta?.response?.statusText ?? '',
    data: 'data' in error ? error.data : undefined,
  };
}

export const downloadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The check the popup runs on opening: counts and refusals, nothing spent (format WAV). */
    checkDownload: build.mutation<DownloadCheckDto, Omit<DownloadRequest, 'format' | 'set_default_format'>>({
      query: (body) => ({ url: DOWNLOAD_PATH, method: 'POST', body: { ...body, format: 'WAV', check_only: true } }),
      transformErrorResponse: (error, meta) => withStatusText(error as DownloadFailure, meta),
    }),
    /** The download itself: spends the allowance; may save the preferred format. */
    requestDownload: build.mutation<DownloadDto, DownloadRequest>({
      query: (body) => ({ url: DOWNLOAD_PATH, method: 'POST', body: { ...body, set_default_format: body.set_default_format ?? false } }),
      transformErrorResponse: (error, meta) => withStatusText(error as DownloadFailure, meta),
      // The allowance (and perhaps the preferred format) of the current user changed; a new activity exists.
      invalidatesTags: (_result, error) => (error ? [] : ['Me', 'Activity']),
    }),
  }),
});
