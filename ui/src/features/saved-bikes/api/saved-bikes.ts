import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/keyset-pages";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";
import { useKeysetList } from "../../../lib/use-keyset-list";

/** Query keys, under the saved-bikes root (lib/query-keys.ts): a save or unsave refreshes every one. */
export const savedBikeKeys = {
  list: [...resource.savedBikes, "list"] as const,
  ids: [...resource.savedBikes, "ids"] as const,
};

type ListAnswer = InferResponseType<(typeof api.api)["saved-bikes"]["$get"], 200>;
/** One saved bike: the bike, its price when saved and the drop since (null when not lower). */
export type SavedBike = ListAnswer["items"][number];

const loadSavedPage = (cursor?: string, limit?: number) => unwrap(api.api["saved-bikes"].$get({ query: pageQuery(cursor, limit) }));

/** The caller's saved bikes, newest save first, "Load more" at a time. */
export const useSavedBikes = () => useKeysetList({ queryKey: savedBikeKeys.list, loadPage: loadSavedPage });

/** Every bike the caller saved (at most 1,000), for the hearts on a page; only once signed in. */
export const useSavedIds = (enabled: boolean) =>
  useQuery({
    queryKey: savedBikeKeys.ids,
    queryFn: async () => new Set((await unwrap(api.api["saved-bikes"].ids.$get())).ids),
    enabled,
  });

export const saveBike = (id: number) => unwrap(api.api["saved-bikes"][":id"].$put({ param: { id: String(id) } }));
export const unsaveBike = (id: number) => unwrap(api.api["saved-bikes"][":id"].$delete({ param: { id: String(id) } }));
