import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './route-error';

type Props = { resetKey: unknown; children: ReactNode };
type State = { error: Error | null; key: unknown };

/** Catches render errors below it; a new `resetKey` (navigation) clears the error. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.warn(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}
