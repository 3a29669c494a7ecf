import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { verifySellers } from "../lib/users/seller-verification";
import { removeUsers } from "../lib/users/user-removal";
import { disableSignIn } from "../auth/sign-in-accounts";
import { validate } from "../lib/api/validate";
import { idListBody } from "../schemas/bulk";
import { routeDocs } from "../lib/api/openapi";

const docs = routeDocs("Bulk");

/** Admin multi-select on the All sellers / All buyers tables; each call is one transaction. */
export const bulkUsers = new Hono<AppEnv>()
  // Verify many sellers; already verified ones are left as they are.
  .put("/verify", docs("Verify many sellers"), requireAuth, requireRole("admin"), validate("json", idListBody), async (c) => {
    const { ids } = c.req.valid("json");
    const modifiedCount = await verifySellers(c.var.db, ids);
    return c.json({ acknowledged: true, matchedCount: ids.length, modifiedCount });
  })
  // Delete many users by the same rules as DELETE /users/:id; an admin among them stops all.
  .delete("/", docs("Delete many users"), requireAuth, requireRole("admin"), validate("json", idListBody), async (c) => {
    const { ids } = c.req.valid("json");
    const deletedCount = await removeUsers(c.var.db, ids, (uids) => disableSignIn(c.env, uids));
    return c.json({ acknowledged: true, deletedCount });
  });
