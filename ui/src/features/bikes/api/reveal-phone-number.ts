import { api } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";

/** POST /api/bikes/:id/phone: the seller's number, for a signed-in person who asks (counted as the listing's lead). */
export const revealPhoneNumber = (bikeId: number) => unwrap(api.api.bikes[":id{[0-9]+}"].phone.$post({ param: { id: String(bikeId) } }));
