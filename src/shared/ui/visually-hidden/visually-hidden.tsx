import type { ElementType, ReactNode } from 'react';

interface VisuallyHiddenProps {
  children: ReactNode;
  as?: ElementType;
  id?: string;
  /** With `as="label"`: the labelled control's id. */
  htmlFor?: string;
  /** -1 for a heading that focus is moved to. */
  tabIndex?: number;
}

/** Text for screen readers only (labels, live-region context). */
export function VisuallyHidden({ children, as: Tag = 'span', id, htmlFor, tabIndex }: VisuallyHiddenProps) {
  return (
    <Tag className="visually-hidden" id={id} htmlFor={htmlFor} tabIndex={tabIndex}>
      {children}
    </Tag>
  );
}
