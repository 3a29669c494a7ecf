import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: Error | null;
}

interface Props {
  children: ReactNode;
  /**
   * For a part the page can do without (the header's search, the bell, the footer): shown in its
   * place when it crashed or its code could not be fetched, instead of taking the whole page down.
   */
  fallback?: ReactNode;
}

/** Catches a screen that crashed or whose code could not be fetched (e.g. after a deploy). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <section className="container narrow-page" role="alert">
        <p className="eyebrow">Something went wrong</p>
        <h1>This page could not be shown.</h1>
        <p className="muted">{error.message}</p>
        <p className="actions-row">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a href="/" className="btn btn--outline">
            Take me home
          </a>
        </p>
      </section>
    );
  }
}
