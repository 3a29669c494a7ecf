import { QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "../lib/toast";
import { ApiRequestError, errorMessage, isRetryable } from "../lib/api-error";

const MAX_RETRIES = 3;
/** How long a loaded answer counts as fresh: going back to a page shows it at once, without asking again. */
export const STALE_MS = 60_000;

declare module "@tanstack/react-query" {
  interface Register {
    /** `missingShownInPage`: the page says a 404 itself (a bike that is gone), with a way on; no toast. */
    queryMeta: { missingShownInPage?: boolean };
  }
}

/**
 * The app's one query cache. A load that still fails after its retries shows the server's message
 * as a toast, unless the page already says the record is missing.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.missingShownInPage && error instanceof ApiRequestError && error.status === 404) return;
      toast.error(errorMessage(error), { id: `query:${query.queryHash}` });
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: STALE_MS,
      // Which failures are worth asking again (lib/api-error.ts); the error screens offer "Try again"
      // on the same rule. Backoff between attempts is TanStack's default: 1 s, 2 s, 4 s.
      retry: (failures, error) => failures < MAX_RETRIES && isRetryable(error),
    },
    mutations: { retry: false },
  },
});
