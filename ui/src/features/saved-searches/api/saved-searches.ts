import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { NewSavedSearchBody, SavedSearchChanges } from "../../../../../edge-api/src/schemas/saved-search";
import { api, publicApi } from "../../../lib/api-client";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";

type ListAnswer = InferResponseType<(typeof api.api)["saved-searches"]["$get"], 200>;
/** One saved search: its name, alerts, whether paused, its filters and the results page it opens. */
export type SavedSearch = ListAnswer["items"][number];

/** The caller's saved searches, newest first (at most 50, one answer). */
export const useSavedSearches = () =>
  useQuery({
    queryKey: [...resource.savedSearches, "list"],
    queryFn: () => unwrap(api.api["saved-searches"].$get()),
  });

export const createSavedSearch = (body: NewSavedSearchBody) => unwrap(api.api["saved-searches"].$post({ json: body }));
export const changeSavedSearch = (id: number, changes: SavedSearchChanges) =>
  unwrap(api.api["saved-searches"][":id"].$patch({ param: { id: String(id) }, json: changes }));
export const deleteSavedSearch = (id: number) => unwrap(api.api["saved-searches"][":id"].$delete({ param: { id: String(id) } }));

/** Every category's name by id, to say which category a saved search is in. */
export const useCategoryNames = () =>
  useQuery({
    queryKey: [...resource.categories, "names"],
    queryFn: async () => new Map((await unwrap(publicApi.api.categories.$get())).map((c) => [Number(c._id), c.categoryName])),
    staleTime: 5 * 60_000,
  });
