import { useCallback, useEffect, useRef, useState } from 'react';
import type { ItemRef } from '@/shared/api';
import { COPIED_LINK_MS } from '@/shared/config';
import { useShareItemMutation } from '../api/share-api';
import { apiItemType, shareLink } from '../lib/share-link';

export const SHARE_FAILED = 'Failed to share';

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/**
 * Copy the item's link: the "copied" state lasts 5 s; the share is recorded with `email: null`
 * (its answer is not read). A failed copy or a failed record reads "Failed to share"; the link
 * stays on screen to copy by hand.
 */
export function useCopyLink(item: ItemRef) {
  const [share] = useShareItemMutation();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const link = shareLink(item, globalThis.location?.origin ?? '');

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const copy = useCallback(async () => {
    setFailed(false);
    try {
      await writeClipboard(link);
    } catch {
      setFailed(true);
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_LINK_MS);
    try {
      await share({ type: apiItemType(item), id: item.id, email: null }).unwrap();
    } catch {
      setFailed(true);
    }
  }, [item, link, share]);

  return { link, copied, failed, copy };
}
