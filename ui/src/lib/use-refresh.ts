import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ResourceKey } from "./query-keys";

/**
 * Marks the cached lists of the given resources stale after a change on the server: the ones on
 * screen reload now (the promise settles when they have), the others when they are next shown.
 */
export function useRefresh() {
  const client = useQueryClient();
  return useCallback(
    async (resources: readonly ResourceKey[]) => {
      await Promise.all(resources.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    [client],
  );
}
