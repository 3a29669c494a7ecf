import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** SPEC §7 DELETE bikes/my/{id}: answers deletedCount. */
export const deleteMyBike = (id: number) => unwrap(api.api.bikes.my[":id"].$delete({ param: { id: String(id) } }));

/** SPEC §7 PUT bikes/ads/{id}: answers modifiedCount. */
export const advertiseMyBike = (id: number) => unwrap(api.api.bikes.ads[":id"].$put({ param: { id: String(id) } }));
