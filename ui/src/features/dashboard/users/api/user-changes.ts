import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** SPEC §7 DELETE users/{id}: answers deletedCount. */
export const deleteUser = (id: number) => unwrap(api.api.users[":id"].$delete({ param: { id: String(id) } }));

/** SPEC §7 PUT users/seller/{id}: answers modifiedCount. */
export const verifySeller = (id: number) => unwrap(api.api.users.seller[":id"].$put({ param: { id: String(id) } }));
