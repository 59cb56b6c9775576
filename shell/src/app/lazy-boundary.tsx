/** Shell parts downloaded on demand: a download that fails shows the Spanish fallback (or nothing), never a blank page. */
import { Component, type ReactNode } from 'react';
import { RemoteFallback } from '../features/remotes/remote-fallback';

interface LazyBoundaryProps {
  children: ReactNode;
  /** What replaces the part when it could not load; by default the shell's 'No pudimos cargar esta sección'. */
  fallback?: ReactNode;
}

export class LazyBoundary extends Component<LazyBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) return this.props.fallback === undefined ? <RemoteFallback error={this.state.error} /> : this.props.fallback;
    return this.props.children;
  }
}
