import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '@/shared/ui/alert';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** A popup body that fails to load or render shows a message inside the dialog, not a blank page. */
export class PopupErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Popup failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.failed) {
      return <Alert variant="error">This dialog could not be loaded. Please check your connection and try again.</Alert>;
    }
    return this.props.children;
  }
}
