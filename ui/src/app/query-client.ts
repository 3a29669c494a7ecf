import { QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "../lib/toast";
import { errorMessage, isRetryable } from "../lib/api-error";

const MAX_RETRIES = 3;
/** How long a loaded answer counts as fresh: going back to a page shows it at once, without asking again. */
const STALE_MS = 60_000;

// Which failures are worth asking again (lib/api-error.ts); the error screens offer "Try again" on the same rule.
export { isRetryable };

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
