import { lazy } from 'react';
import type { PopupBodyProps } from '@/shared/lib/popup';

/*
 * The popup's body (its form and text) loads when it first opens: the header's SUBMIT MUSIC button
 * imports this slice, and a plain re-export put the popup in the initial bundle with it. While it
 * loads, the popup layer shows its own loading state (its Suspense boundary).
 */
const SubmitDemoPopupBody = lazy(() => import('./submit-demo-popup').then((m) => ({ default: m.SubmitDemoPopup })));

export function SubmitDemoPopup(props: PopupBodyProps) {
  return <SubmitDemoPopupBody {...props} />;
}
