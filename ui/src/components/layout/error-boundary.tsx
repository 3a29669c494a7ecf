import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: Error | null;
}

/** Catches a screen that crashed or whose code could not be fetched (e.g. after a deploy). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
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
