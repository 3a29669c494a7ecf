import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { requireAll } from "../lib/bulk";
import { removeUsers } from "../lib/user-removal";
import { validate } from "../lib/validate";
import { idListBody } from "../schemas/bulk";

/** Admin multi-select on the All sellers / All buyers tables; each call is one transaction. */
export const usersBulk = new Hono<AppEnv>()
  // Verify many sellers; already verified ones are left as they are.
  .put("/verify", requireAuth, requireRole("admin"), validate("json", idListBody), async (c) => {
    const { ids } = c.req.valid("json");
    const modifiedCount = await c.var.db.transaction().execute(async (trx) => {
      const sellers = await trx.selectFrom("users").select("id").where("id", "in", ids).where("role", "=", "seller").forUpdate().execute();
      requireAll("Seller", ids, sellers);
      const result = await trx.updateTable("users").set({ verified: true }).where("id", "in", ids).where("verified", "=", false).executeTakeFirst();
      return Number(result.numUpdatedRows);
    });
    return c.json({ acknowledged: true, matchedCount: ids.length, modifiedCount });
  })
  // Delete many users by the same rules as DELETE /users/:id; an admin among them stops all.
  .delete("/", requireAuth, requireRole("admin"), validate("json", idListBody), async (c) => {
    const { ids } = c.req.valid("json");
    const deletedCount = await c.var.db.transaction().execute((trx) => removeUsers(trx, ids));
    return c.json({ acknowledged: true, deletedCount });
  });
