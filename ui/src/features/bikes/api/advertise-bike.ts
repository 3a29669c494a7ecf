import { api } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";

/** docs/product-spec.md §7 POST ads: posts the seller's own bike to the ads list. */
export const advertiseBike = (bikeId: number) => unwrap(api.api.ads.$post({ json: { id: bikeId } }));
