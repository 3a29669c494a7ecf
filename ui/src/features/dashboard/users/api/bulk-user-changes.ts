import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** PUT /api/users/bulk/verify: verifies every chosen seller or none; answers modifiedCount. */
export const verifySellers = (ids: number[]) => unwrap(api.api.users.bulk.verify.$put({ json: { ids } }));

/** DELETE /api/users/bulk: deletes every chosen account or none; answers deletedCount. */
export const deleteUsers = (ids: number[]) => unwrap(api.api.users.bulk.$delete({ json: { ids } }));
