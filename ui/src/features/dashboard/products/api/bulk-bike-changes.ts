import type { NewBikeBody } from "../../../../../../edge-api/src/schemas/bike";
import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** POST /api/bikes/bulk: a whole CSV file in one request, saved all-or-nothing. */
export const importBikes = (bikes: NewBikeBody[]) => unwrap(api.api.bikes.bulk.$post({ json: { bikes } }));

/** PUT /api/bikes/bulk/ads: advertises every chosen bike or none; answers modifiedCount. */
export const advertiseBikes = (ids: number[]) => unwrap(api.api.bikes.bulk.ads.$put({ json: { ids } }));

/** DELETE /api/bikes/bulk: deletes every chosen bike or none; answers deletedCount. */
export const deleteBikes = (ids: number[]) => unwrap(api.api.bikes.bulk.$delete({ json: { ids } }));
