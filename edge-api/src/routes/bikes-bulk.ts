import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { newBikeRow } from "../lib/bike-values";
import { explainMissingCategories, lockOwnBikes } from "../lib/bulk";
import { conflict, forbidden } from "../lib/errors";
import { validate } from "../lib/validate";
import { bulkBikesBody, idListBody } from "../schemas/bulk";

/** Rows per INSERT statement: 1,000 rows × 16 columns stays far below Postgres' 65,535 parameters. */
const INSERT_CHUNK = 250;

/**
 * High-volume seller tools (desktop app and website): CSV import, multi-select advertise and
 * delete. Each call is one transaction — all rows change or none does.
 */
export const bikesBulk = new Hono<AppEnv>()
  // CSV import: every row passed the Add product rules (400 `bikes.<row>.<field>` otherwise).
  .post("/", requireAuth, requireRole("seller"), validate("json", bulkBikesBody), async (c) => {
    const { bikes } = c.req.valid("json");
    const seller = c.var.user!;
    const notMine = bikes.findIndex((bike) => bike.email.toLowerCase() !== seller.email.toLowerCase());
    if (notMine >= 0) throw forbidden(`You can only post bikes as yourself (row ${notMine + 1}).`);
    const db = c.var.db;
    const insertedIds = await db
      .transaction()
      .execute(async (trx) => {
        const ids: number[] = [];
        for (let start = 0; start < bikes.length; start += INSERT_CHUNK) {
          const rows = bikes.slice(start, start + INSERT_CHUNK).map((bike) => newBikeRow(seller, bike));
          const inserted = await trx.insertInto("bikes").values(rows).returning("id").execute();
          ids.push(...inserted.map((row) => row.id));
        }
        return ids;
      })
      .catch((error: unknown) => explainMissingCategories(db, error, bikes.map((bike) => bike.id)));
    return c.json({ acknowledged: true, insertedCount: insertedIds.length, insertedIds }, 201);
  })
  // Advertise many of the seller's own bikes; already advertised ones are left as they are.
  .put("/ads", requireAuth, requireRole("seller"), validate("json", idListBody), async (c) => {
    const { ids } = c.req.valid("json");
    const modifiedCount = await c.var.db.transaction().execute(async (trx) => {
      const rows = await lockOwnBikes(trx, c.var.user!.id, ids, "advertise");
      const sold = rows.filter((row) => row.status === "sold").map((row) => row.id);
      if (sold.length) throw conflict(`A sold bike cannot be advertised (${sold.join(", ")}).`);
      const result = await trx
        .updateTable("bikes")
        .set({ advertised: true, advertised_at: new Date() })
        .where("id", "in", ids)
        .where("advertised", "=", false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    });
    return c.json({ acknowledged: true, matchedCount: ids.length, modifiedCount });
  })
  // Delete many of the seller's own bikes; sold ones stay on record, so none is deleted then.
  .delete("/", requireAuth, requireRole("seller"), validate("json", idListBody), async (c) => {
    const { ids } = c.req.valid("json");
    const deletedCount = await c.var.db.transaction().execute(async (trx) => {
      const rows = await lockOwnBikes(trx, c.var.user!.id, ids, "delete");
      const sold = rows.filter((row) => row.status === "sold").map((row) => row.id);
      if (sold.length) throw conflict(`A sold bike stays on record and cannot be deleted (${sold.join(", ")}).`);
      const result = await trx.deleteFrom("bikes").where("id", "in", ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
    return c.json({ acknowledged: true, deletedCount });
  });
