import type { ElementType, ReactNode } from 'react';

interface VisuallyHiddenProps {
  children: ReactNode;
  as?: ElementType;
  id?: string;
  /** With `as="label"`: the labelled control's id. */
  htmlFor?: string;
}

/** Text for screen readers only (labels, live-region context). */
export function VisuallyHidden({ children, as: Tag = 'span', id, htmlFor }: VisuallyHiddenProps) {
  return (
    <Tag className="visually-hidden" id={id} htmlFor={htmlFor}>
      {children}
    </Tag>
  );
}
