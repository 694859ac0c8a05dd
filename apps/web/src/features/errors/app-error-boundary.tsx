import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recoverFromCrash, type CrashAction, type CrashEffects } from '../../lib/reload-policy.ts';
import { ErrorScreen } from './components/error-screen.tsx';

interface Props {
  children: ReactNode;
  effects?: CrashEffects;
}

interface State {
  action: CrashAction | null;
}

/**
 * The outermost error boundary (§4, §8): a crash reloads the page up to RELOAD_ATTEMPTS times, goes to the
 * origin when offline, and otherwise shows the error screen with its retry button.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { action: null };

  static getDerivedStateFromError(): Partial<State> {
    return { action: 'reload' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({
      action: recoverFromCrash({ error, componentStack: info.componentStack }, this.props.effects),
    });
  }

  override render(): ReactNode {
    if (this.state.action === null) return this.props.children;
    return this.state.action === 'show-error' ? <ErrorScreen /> : null;
  }
}
