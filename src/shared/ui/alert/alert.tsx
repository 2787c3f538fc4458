import type { ReactNode } from 'react';
import './alert.css';

export type AlertVariant = 'error' | 'success' | 'info';

export interface AlertProps {
  variant?: AlertVariant;
  children: ReactNode;
  className?: string;
}

/** A message box: red error (announced at once, role="alert"), green success or neutral info (role="status"). */
export function Alert({ variant = 'error', children, className }: AlertProps) {
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={['alert', `alert--${variant}`, className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
