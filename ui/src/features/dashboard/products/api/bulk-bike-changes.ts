import type { NewBikeBody } from "../../../../../../edge-api/src/schemas/bike";
import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** POST /api/bulk/bikes: a whole CSV file in one request, saved all-or-nothing. */
export const importBikes = (bikes: NewBikeBody[]) => unwrap(api.api.bulk.bikes.$post({ json: { bikes } }));

/** PUT /api/bulk/bikes/ads: advertises every chosen bike or none; answers modifiedCount. */
export const advertiseBikes = (ids: number[]) => unwrap(api.api.bulk.bikes.ads.$put({ json: { ids } }));

/** PUT /api/bulk/bikes/renew: renews every chosen listing or none (My products' Renew sends one); answers renewedCount and liveUntil. */
export const renewBikes = (ids: number[]) => unwrap(api.api.bulk.bikes.renew.$put({ json: { ids } }));

/** DELETE /api/bulk/bikes: deletes every chosen bike or none; answers deletedCount. */
export const deleteBikes = (ids: number[]) => unwrap(api.api.bulk.bikes.$delete({ json: { ids } }));
