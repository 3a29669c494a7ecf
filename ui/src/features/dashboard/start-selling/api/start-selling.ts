import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** PUT /api/users/me/seller: the buyer's own account becomes a seller's, keeping its orders (#33). */
export const startSelling = () => unwrap(api.api.users.me.seller.$put());
