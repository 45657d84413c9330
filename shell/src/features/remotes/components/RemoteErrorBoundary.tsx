import { Component, type ReactNode } from 'react';

interface Props {
  /** What to render instead of a crashed subtree; `reset` renders the children again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a crash inside a remote's area from taking the chrome down with it. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] remote area crashed', error);
  }

  private reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
