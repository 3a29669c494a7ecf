import { QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "../lib/toast";
import { ApiRequestError, errorMessage } from "../lib/api-error";

const MAX_RETRIES = 3;
/** How long a loaded answer counts as fresh: going back to a page shows it at once, without asking again. */
const STALE_MS = 60_000;

/**
 * Whether asking again may help: a network failure (status 0), a server error (5xx), a timeout
 * (408) or a rate limit (429). Any other 4xx answer will not change by asking again.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The app's one query cache. A load that still fails after its retries shows the server's message as a toast. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => toast.error(errorMessage(error), { id: `query:${query.queryHash}` }),
  }),
  defaultOptions: {
    queries: {
      staleTime: STALE_MS,
      // Backoff between attempts is TanStack's default: 1 s, 2 s, 4 s.
      retry: (failures, error) => failures < MAX_RETRIES && isRetryable(error),
    },
    mutations: { retry: false },
  },
});
