import { lazyPart } from '@/shared/ui/lazy-part';

/*
 * The popup's body (its form and text) loads when it is first asked for: the header's SUBMIT MUSIC
 * button imports this slice, and a plain re-export put the popup in the initial bundle with it.
 * The popup layer preloads it before showing it, with its own loading state meanwhile.
 */
export const SubmitDemoPopup = lazyPart(() => import('./submit-demo-popup').then((m) => m.SubmitDemoPopup));
