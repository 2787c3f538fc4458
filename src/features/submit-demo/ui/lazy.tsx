import { lazy, Suspense } from 'react';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Spinner } from '@/shared/ui/spinner';

/*
 * The popup's body (its form and text) loads when it first opens: the header's SUBMIT MUSIC button
 * imports this slice, and a plain re-export put the popup in the initial bundle with it.
 */
const SubmitDemoPopupImpl = lazy(() => import('./submit-demo-popup').then((m) => ({ default: m.SubmitDemoPopup })));

export function SubmitDemoPopup(props: PopupBodyProps) {
  return (
    <Suspense fallback={<Spinner width={40} label="Loading" />}>
      <SubmitDemoPopupImpl {...props} />
    </Suspense>
  );
}
