import type { ReactNode } from "react";
import { isRetryable } from "../../lib/api-error";

/**
 * A section that failed to load: the server's message, "Try again" only when asking again can help
 * (a network failure, 5xx, 408 or 429 — not a missing record or someone else's), and `actions`: a
 * way on for when it cannot.
 */
export function ErrorState({ error, onRetry, actions }: { error: Error; onRetry?: () => void; actions?: ReactNode }) {
  const retry = onRetry && isRetryable(error);
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">We could not load this.</p>
      <p className="state__text">{error.message}</p>
      {(retry || actions) && (
        <div className="actions-row">
          {retry && (
            <button type="button" className="btn btn--outline" onClick={onRetry}>
              Try again
            </button>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
