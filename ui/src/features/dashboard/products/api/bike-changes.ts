import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/** What a seller's change to bikes makes stale: My products, the categories' lists and the home page's ads slider. */
export const BIKE_RESOURCES = [resource.bikes, resource.ads] as const;

/** docs/product-spec.md §7 DELETE bikes/my/{id}: answers deletedCount. */
export const deleteMyBike = (id: number) => unwrap(api.api.bikes.my[":id"].$delete({ param: { id: String(id) } }));

/** docs/product-spec.md §7 PUT bikes/ads/{id}: answers modifiedCount. */
export const advertiseMyBike = (id: number) => unwrap(api.api.bikes.ads[":id"].$put({ param: { id: String(id) } }));

/**
 * GET received-bookings/open-count: how many buyers hold an open booking of any of the bikes, each counted
 * once — what a delete or withdraw question, one row's or the multi-select's, says will be notified.
 */
export const openBookersOf = async (ids: number[]) =>
  (await unwrap(api.api["received-bookings"]["open-count"].$get({ query: { bikeId: ids.join(",") } }))).count;
