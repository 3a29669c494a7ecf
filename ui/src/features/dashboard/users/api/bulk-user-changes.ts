import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** PUT /api/bulk/users/verify: verifies every chosen seller or none; answers modifiedCount. */
export const verifySellers = (ids: number[]) => unwrap(api.api.bulk.users.verify.$put({ json: { ids } }));

/** DELETE /api/bulk/users: deletes every chosen account or none; answers deletedCount. */
export const deleteUsers = (ids: number[]) => unwrap(api.api.bulk.users.$delete({ json: { ids } }));
