import { mixed, object, string } from 'yup';
import type { SupportTopic } from '@/shared/api';

export const SUPPORT_TOPICS: readonly SupportTopic[] = ['SEARCH', 'LICENSE', 'DOWNLOADS', 'BUG'];

export interface SupportValues {
  type?: SupportTopic | '';
  description?: string;
}

export const supportSchema = object({
  type: mixed<SupportTopic | ''>()
    .test('required', 'Request type is required', (value) => !!value)
    .oneOf([...SUPPORT_TOPICS, ''], 'Request type is required'),
  description: string().trim().required('Description is required'),
});

/** The failure text, with the HTTP status the server answered (or the client's error kind). */
export function supportFailure(status: number | string | undefined): string {
  return `Failed to submit support request: HTTP error! status: ${status ?? 'unknown'}`;
}
