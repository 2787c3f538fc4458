import type { ElementType, ReactNode } from 'react';
import './visually-hidden.css';

interface VisuallyHiddenProps {
  children: ReactNode;
  as?: ElementType;
  id?: string;
}

/** Text for screen readers only (labels, live-region context). */
export function VisuallyHidden({ children, as: Tag = 'span', id }: VisuallyHiddenProps) {
  return (
    <Tag className="visually-hidden" id={id}>
      {children}
    </Tag>
  );
}
