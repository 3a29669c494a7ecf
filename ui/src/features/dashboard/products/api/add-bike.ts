import type { NewBikeBody } from "../../../../../../edge-api/src/schemas/bike";
import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** docs/product-spec.md §7 POST bikes; `acknowledged` gives "Added Confirmed". */
export const addBike = (json: NewBikeBody) => unwrap(api.api.bikes.$post({ json }));
