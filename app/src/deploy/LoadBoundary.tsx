import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** Shown instead of `children` once they failed: to load their code, or to render. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a part of the page that failed (the cart drawer) from taking the page down with it.
 * To try again, render it with a new `key`.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
