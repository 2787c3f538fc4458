import { useCallback, useState } from 'react';
import { fieldErrors, type ItemRef } from '@/shared/api';
import { useShareItemMutation } from '../api/share-api';
import { apiItemType } from '../lib/share-link';

export const SHARE_EMAIL_FAILED = 'Failed to share via email';

export type ShareByEmailState =
  | { status: 'idle' | 'sending' }
  | { status: 'sent'; to: string }
  | { status: 'failed'; fieldError: string | null };

/** Share by e-mail (signed-in users): a non-empty address; "Success! Sent" names it. */
export function useShareByEmail(item: ItemRef) {
  const [share] = useShareItemMutation();
  const [state, setState] = useState<ShareByEmailState>({ status: 'idle' });

  const send = useCallback(
    async (email: string): Promise<boolean> => {
      const to = email.trim();
      if (!to) return false;
      setState({ status: 'sending' });
      try {
        await share({ type: apiItemType(item), id: item.id, email: to }).unwrap();
        setState({ status: 'sent', to });
        return true;
      } catch (error) {
        setState({ status: 'failed', fieldError: fieldErrors(error).email ?? null });
        return false;
      }
    },
    [item, share],
  );

  return { state, send };
}
