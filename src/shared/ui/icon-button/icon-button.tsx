import type { ComponentProps, ReactNode } from 'react';
import './icon-button.css';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** Accessible name (required: the button shows only an icon). Also the tooltip. */
  label: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** A square, icon-only button with an accessible name. */
export function IconButton({ label, children, size = 'md', className, type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      className={['icon-btn', `icon-btn--${size}`, className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </button>
  );
}
