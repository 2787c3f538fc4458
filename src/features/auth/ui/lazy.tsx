import { lazyPart } from '@/shared/ui/lazy-part';

/*
 * The popups' forms (final-form, yup) load on first use, so signing in stays out of the initial
 * bundle even though the header and footer import this slice (useLogout, the mutations). Each
 * popup is a lazy part with no loading state of its own: the popup layer preloads a popup's code,
 * this part's included, before it shows the popup (and earlier: in idle time for a visitor, on
 * hover, focus or press of what opens it), and shows its own spinner meanwhile, or says the dialog
 * could not be loaded.
 */
export const LoginPopup = lazyPart(() => import('./login-popup').then((m) => m.LoginPopup));
export const RegisterPopup = lazyPart(() => import('./register-popup').then((m) => m.RegisterPopup));
export const RegisterLoginPopup = lazyPart(() => import('./register-login-popup').then((m) => m.RegisterLoginPopup));
export const ConfirmAccountPopup = lazyPart(() => import('./confirm-account-popup').then((m) => m.ConfirmAccountPopup));
