import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** Shown instead of `children` once they failed (to load their code, or to render), with why. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** A new value renders `children` again: another key (a press), another address. */
  resetKey?: string;
  children: ReactNode;
}

interface LoadBoundaryState {
  caught?: { error: unknown };
  resetKey?: string;
}

/**
 * Keeps a part of the page that failed (the cart drawer, a route's page) from taking the page
 * down with it. To try again, render it with a new `key` or `resetKey`.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<LoadBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: LoadBoundaryProps,
    state: LoadBoundaryState,
  ): Partial<LoadBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { caught: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(caught.error) : fallback;
  }
}
