import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { partFailureShown } from '@/shared/ui/lazy-part';

export interface FailureBoundaryProps {
  children: ReactNode;
  /** Shown in the children's place once they fail to load or render. */
  fallback: ReactNode;
  /** Names the part in the console message. */
  label: string;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a part's failure to itself: a lazily loaded part whose code cannot be downloaded (offline,
 * or a deploy replaced its chunk) or that throws shows `fallback`, and the page around it stays.
 * Give it a new `key` to try again.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.label} failed to load`, error, info.componentStack);
    // Shown: a lazy part that threw this may try its download again when it is shown again.
    partFailureShown(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A lazily loaded part the page can do without (the player bar, the sidebar, the toast host, a
 * row's drag code, the footer's newsletter form): `placeholder` (nothing unless given) while its
 * code loads, and still, with the page left as it is, if the code cannot be downloaded.
 */
export function OptionalPart({ label, placeholder = null, children }: { label: string; placeholder?: ReactNode; children: ReactNode }) {
  return (
    <FailureBoundary label={label} fallback={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </FailureBoundary>
  );
}
