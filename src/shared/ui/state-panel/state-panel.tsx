import type { ReactNode } from 'react';
import { Button } from '../button';
import './state-panel.css';

export interface StatePanelProps {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  role?: 'alert' | 'status';
  className?: string;
}

/** A centred block in place of content that cannot be shown: no results, a failed load. */
export function StatePanel({ title, children, actions, role, className }: StatePanelProps) {
  return (
    <div className={['state-panel', className].filter(Boolean).join(' ')} role={role}>
      <h2 className="state-panel__title">{title}</h2>
      {children ? <p className="state-panel__message">{children}</p> : null}
      {actions}
    </div>
  );
}

export interface ErrorStateProps {
  title: ReactNode;
  children?: ReactNode;
  onRetry: () => void;
  /** The retry button's text (default "Retry"). */
  retryLabel?: string;
  className?: string;
}

/**
 * A load that failed for a reason other than "not found" (a server error, no network): announced
 * at once, with a button that asks again.
 */
export function ErrorState({ title, children, onRetry, retryLabel = 'Retry', className }: ErrorStateProps) {
  return (
    <StatePanel role="alert" title={title} className={className} actions={<Button onClick={onRetry}>{retryLabel}</Button>}>
      {children}
    </StatePanel>
  );
}
