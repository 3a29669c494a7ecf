import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth, requireRole, requireVerifiedEmail } from "../middleware/auth";
import { newBikeRow, requirePostedAsSelf } from "../lib/bikes/bike-values";
import { resolvePlaces } from "../lib/places/resolve-places";
import { explainMissingCategories } from "../lib/api/bulk";
import { advertiseOwnBikes } from "../lib/bikes/advertise";
import { deleteOwnBikes } from "../lib/bikes/bike-removal";
import { renewOwnBikes } from "../lib/bikes/renew";
import { matchSavedSearches } from "../lib/saved-searches/match";
import { requireOwnPhotos, uploadedPhotoRefs } from "../lib/bikes/bike-photos";
import { validate } from "../lib/api/validate";
import { bulkBikesBody, idListBody } from "../schemas/bulk";
import { routeDocs } from "../lib/api/openapi";
import { afterResponse } from "../lib/platform/after-response";
import { recomputeIfStale } from "../lib/price-rating/freshness";
import { logLine } from "../lib/platform/log";
import { inTransaction } from "../db/transaction";
import { purgeBikes } from "../cache/purge";

const docs = routeDocs("Bulk");

/** Rows per INSERT statement: 1,000 rows × 16 columns stays far below Postgres' 65,535 parameters. */
const INSERT_CHUNK = 250;

/**
 * High-volume seller tools (desktop app and website): CSV import, multi-select advertise and
 * delete. Each call is one transaction — all rows change or none does.
 */
export const bulkBikes = new Hono<AppEnv>()
  // CSV import: every row passed the Add product rules (400 `bikes.<row>.<field>` otherwise).
  .post(
    "/",
    docs("Import many bikes at once (all or none)", { 201: "Every row listed" }),
    requireAuth,
    requireRole("seller"),
    requireVerifiedEmail,
    validate("json", bulkBikesBody),
    async (c) => {
      const { bikes } = c.req.valid("json");
      const seller = c.var.user!;
      requirePostedAsSelf(seller, bikes);
      await requireOwnPhotos(
        c.env.PHOTOS,
        seller,
        bikes.flatMap((bike, row) => uploadedPhotoRefs(bike, `bikes.${row}.`)),
      );
      const db = c.var.db;
      const places = await resolvePlaces(db, bikes, (row, name) => `bikes.${row}.${name}`);
      const insertedIds = await inTransaction(db, async (trx) => {
        const ids: number[] = [];
        for (let start = 0; start < bikes.length; start += INSERT_CHUNK) {
          const rows = bikes.slice(start, start + INSERT_CHUNK).map((bike, i) => newBikeRow(seller, bike, places[start + i]!));
          const inserted = await trx.insertInto("bikes").values(rows).returning("id").execute();
          ids.push(...inserted.map((row) => row.id));
        }
        // Every imported bike against the saved searches, in one statement (lib/saved-searches/match.ts).
        await matchSavedSearches(trx, ids);
        return ids;
      }).catch((error: unknown) =>
        explainMissingCategories(
          db,
          error,
          bikes.map((bike) => bike.id),
        ),
      );
      // Six bikes of a model make its price group: rate them now, not at the next 07:00 (#33).
      await afterResponse(c, "price rating recompute after an import", async (db) => {
        const rated = await recomputeIfStale(db, insertedIds);
        if (rated)
          logLine("info", "price ratings recomputed", { reason: rated.reason, bikes: rated.bikes, groups: rated.groups, ms: rated.ms });
      });
      return c.json({ acknowledged: true, insertedCount: insertedIds.length, insertedIds }, 201);
    },
  )
  // Advertise many of the seller's own bikes; already advertised ones are left as they are.
  .put(
    "/ads",
    docs("Advertise many of the seller's bikes"),
    requireAuth,
    requireRole("seller"),
    validate("json", idListBody),
    async (c) => {
      const { ids } = c.req.valid("json");
      const modifiedCount = await advertiseOwnBikes(c.var.db, c.var.user!, ids);
      await purgeBikes(c, ids, { alsoAds: true });
      return c.json({ acknowledged: true, matchedCount: ids.length, modifiedCount });
    },
  )
  // Renew listings (#38): each live for 60 days from now; ended ones are for sale again. My products' Renew sends one.
  .put(
    "/renew",
    docs("Renew many of the seller's listings (all or none)", {
      200: "`renewedCount`, and `liveUntil`: when they now end",
      403: "Someone else's bike",
      404: "No such bike",
      409: "Sold, or taken off the market",
    }),
    requireAuth,
    requireRole("seller"),
    validate("json", idListBody),
    async (c) => {
      const { ids } = c.req.valid("json");
      const renewed = await renewOwnBikes(c.var.db, c.var.user!, ids);
      await purgeBikes(c, ids);
      return c.json({ acknowledged: true, ...renewed });
    },
  )
  // Delete many of the seller's own bikes; sold ones stay on record, so none is deleted then.
  .delete("/", docs("Delete many of the seller's bikes"), requireAuth, requireRole("seller"), validate("json", idListBody), async (c) => {
    const { ids } = c.req.valid("json");
    const deletedCount = await deleteOwnBikes(c.var.db, c.var.user!, ids);
    await purgeBikes(c, ids, { alsoAds: true });
    return c.json({ acknowledged: true, deletedCount });
  });
