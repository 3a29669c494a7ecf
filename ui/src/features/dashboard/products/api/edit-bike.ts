import { useQuery } from "@tanstack/react-query";
import type { ListingStatus, NewBikeBody } from "../../../../../../edge-api/src/schemas/bike";
import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/**
 * The bike an Edit page fills its form with (GET /api/bikes/my/:id: with its phone number, which the
 * public answer leaves out), under the bikes resource so a change reloads it. Someone else's bike is
 * a 403, which is not worth retrying.
 */
export const useBikeToEdit = (id: string | undefined) =>
  useQuery({
    queryKey: [...resource.bikes, "edit", id ?? ""],
    queryFn: () => unwrap(api.api.bikes.my[":id"].$get({ param: { id: id ?? "" } })),
    enabled: Boolean(id),
    retry: false,
  });

/** PUT /api/bikes/my/:id: every field again, under the Add product rules. */
export const editMyBike = (id: number, json: NewBikeBody) => unwrap(api.api.bikes.my[":id"].$put({ param: { id: String(id) }, json }));

/** PUT /api/bikes/my/:id/status: withdrawn, sold elsewhere, or back on sale; answers modifiedCount. */
export const setMyBikeStatus = (id: number, status: ListingStatus) =>
  unwrap(api.api.bikes.my[":id"].status.$put({ param: { id: String(id) }, json: { status } }));
