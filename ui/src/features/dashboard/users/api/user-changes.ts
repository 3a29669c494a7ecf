import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** docs/product-spec.md §7 DELETE users/{id}: answers deletedCount. */
export const deleteUser = (id: number) => unwrap(api.api.users[":id"].$delete({ param: { id: String(id) } }));

/** docs/product-spec.md §7 PUT users/seller/{id}: answers modifiedCount. */
export const verifySeller = (id: number) => unwrap(api.api.users.seller[":id"].$put({ param: { id: String(id) } }));
