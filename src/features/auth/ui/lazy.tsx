import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/shared/ui/spinner';

/*
 * The forms (final-form, yup) load on first use, so signing in stays out of the initial bundle
 * even though the header and footer import this slice (useLogout, the mutations).
 */
const LoginPanelImpl = lazy(() => import('./login-panel').then((m) => ({ default: m.LoginPanel })));
const RegisterFormImpl = lazy(() => import('./register-form').then((m) => ({ default: m.RegisterForm })));
const LoginPopupImpl = lazy(() => import('./login-popup').then((m) => ({ default: m.LoginPopup })));
const RegisterPopupImpl = lazy(() => import('./register-popup').then((m) => ({ default: m.RegisterPopup })));
const RegisterLoginPopupImpl = lazy(() => import('./register-login-popup').then((m) => ({ default: m.RegisterLoginPopup })));
const ConfirmAccountPopupImpl = lazy(() => import('./confirm-account-popup').then((m) => ({ default: m.ConfirmAccountPopup })));

function Loading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
      <Spinner width={40} label="Loading form" />
    </div>
  );
}

export function LoginPanel(props: ComponentProps<typeof LoginPanelImpl>) {
  return (
    <Suspense fallback={<Loading />}>
      <LoginPanelImpl {...props} />
    </Suspense>
  );
}

export function RegisterForm(props: ComponentProps<typeof RegisterFormImpl>) {
  return (
    <Suspense fallback={<Loading />}>
      <RegisterFormImpl {...props} />
    </Suspense>
  );
}

export function LoginPopup(props: ComponentProps<typeof LoginPopupImpl>) {
  return (
    <Suspense fallback={<Loading />}>
      <LoginPopupImpl {...props} />
    </Suspense>
  );
}

export function RegisterPopup(props: ComponentProps<typeof RegisterPopupImpl>) {
  return (
    <Suspense fallback={<Loading />}>
      <RegisterPopupImpl {...props} />
    </Suspense>
  );
}

export function RegisterLoginPopup(props: ComponentProps<typeof RegisterLoginPopupImpl>) {
  return (
    <Suspense fallback={<Loading />}>
      <RegisterLoginPopupImpl {...props} />
    </Suspense>
  );
}

export function ConfirmAccountPopup(props: ComponentProps<typeof ConfirmAccountPopupImpl>) {
  return (
    <Suspense fallback={<Loading />}>
      <ConfirmAccountPopupImpl {...props} />
    </Suspense>
  );
}
