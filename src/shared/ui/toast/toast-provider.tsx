import { forwardRef, useEffect, type ReactNode } from 'react';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import {
  connectToastSink,
  forgetToast,
  notify,
  pauseToastTimer,
  resumeToastTimer,
  useToast,
  type ToastVariant,
} from '../../lib/notify';
import './toast.css';

const ICONS: Record<ToastVariant, string> = {
  default: '•',
  info: 'i',
  success: '✓',
  warning: '!',
  error: '×',
};

/** One toast: dark card whose message and variant follow the bridge's store (updates in place). */
const DarkToast = forwardRef<HTMLDivElement, CustomContentProps>(function DarkToast({ id, message, variant }, ref) {
  const key = String(id);
  const live = useToast(key);
  const shownVariant = (live?.variant ?? variant) as ToastVariant;
  const text = live?.message ?? message;
  const urgent = shownVariant === 'error' || shownVariant === 'warning';
  return (
    <SnackbarContent
      ref={ref}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      className={`toast toast--${shownVariant}`}
      data-toast-key={key}
      onMouseEnter={() => pauseToastTimer(key)}
      onMouseLeave={() => resumeToastTimer(key)}
    >
      <span className="toast__icon" aria-hidden="true">
        {ICONS[shownVariant] ?? ICONS.default}
      </span>
      <p className="toast__message">{text}</p>
      {live?.action && (
        <button type="button" className="toast__action" onClick={live.action.run}>
          {live.action.label}
        </button>
      )}
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => notify.close(key)}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </SnackbarContent>
  );
});

const COMPONENTS = { default: DarkToast, success: DarkToast, error: DarkToast, warning: DarkToast, info: DarkToast };

/** Connects the notify bridge to notistack while mounted. */
function ToastBridge() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () =>
      connectToastSink({
        // The bridge owns the close timers (so updates can restart them): notistack keeps every toast.
        enqueue: (key) => enqueueSnackbar({ key, message: '', persist: true }),
        dismiss: (key) => closeSnackbar(key),
      }),
    [enqueueSnackbar, closeSnackbar],
  );
  return null;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Most toasts stacked at once (older ones are dismissed). */
  maxSnack?: number;
}

/**
 * The app's toasts: bottom right, dark, closing after 3 s unless told otherwise. Mount once near
 * the root; everything else talks to `notify` from `@/shared/lib/notify`.
 */
export function ToastProvider({ children, maxSnack = 4 }: ToastProviderProps) {
  return (
    <SnackbarProvider
      maxSnack={maxSnack}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={COMPONENTS}
      classes={{ containerRoot: 'toast-container' }}
      onExited={(_node, key) => forgetToast(String(key))}
    >
      <ToastBridge />
      {children}
    </SnackbarProvider>
  );
}
