import type { ReactNode } from 'react';
import { Alert } from '@/shared/ui/alert';
import { FailureBoundary } from '@/shared/ui/failure-boundary';

const popupFailed = <Alert variant="error">This dialog could not be loaded. Please check your connection and try again.</Alert>;

/** A popup body that fails to load or render shows a message inside the dialog, not a blank page. */
export function PopupErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary label="Popup" fallback={popupFailed}>
      {children}
    </FailureBoundary>
  );
}
