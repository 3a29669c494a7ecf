import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { conflict, forbidden, notFound } from "../lib/api/errors";
import { idParam } from "../lib/api/fields";
import { fromCents } from "../lib/bikes/money";
import { notForSale } from "../lib/bikes/not-for-sale";
import { routeDocs } from "../lib/api/openapi";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { MAX_SAVED_BIKES, savedBikeCount, savedBikeIds, savedBikesPage } from "../lib/saved-bikes/queries";
import { validate } from "../lib/api/validate";
import { bikeView } from "../lib/api/views";
import { inTransaction } from "../db/transaction";

const docs = routeDocs("Saved bikes");

type SavedRow = Awaited<ReturnType<ReturnType<typeof savedBikesPage>["execute"]>>[number];

/** A saved bike: the bike as every list shows it, when it was saved, and how much its price dropped since. */
const savedBikeView = ({ saved_id: _id, saved_at, price_when_saved_cents, ...bike }: SavedRow) => {
  const drop = price_when_saved_cents - bike.resale_price_cents;
  return {
    bike: bikeView(bike),
    savedAt: saved_at.toISOString(),
    priceWhenSaved: fromCents(price_when_saved_cents),
    /** How much lower the price is now than when saved; null when it is not lower. */
    priceDrop: drop > 0 ? fromCents(drop) : null,
  };
};

const listQuery = z.object(pageQuery);
const TOO_MANY = `You can save at most ${MAX_SAVED_BIKES.toLocaleString("en-US")} bikes. Remove some from Saved bikes first.`;

/**
 * A signed-in user's saved bikes (#14 point 1): the heart on cards and the bike page, and the
 * dashboard's Saved bikes page. Each user reads and changes only their own (the caller's id comes
 * from the token). A save remembers the price, so the list can say "Price dropped by $X"; the
 * saver hears of a drop or a sale (lib/notifications/saved-bikes.ts).
 */
export const savedBikes = new Hono<AppEnv>()
  .get(
    "/",
    docs("The caller's saved bikes, newest save first"),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("query", listQuery),
    async (c) => {
      const { cursor, limit } = c.req.valid("query");
      const after = decodeCursor(cursor);
      const rows = await savedBikesPage(c.var.db, c.var.user!.id, after?.id, limit).execute();
      // The cursor is the save's id (the list's order), not the bike's.
      return c.json(
        toPage(
          rows.map((row) => ({ id: row.saved_id, row })),
          limit,
          ({ row }) => savedBikeView(row),
        ),
      );
    },
  )
  // Every saved bike id at once (at most 1,000): whether each card's heart is filled.
  .get("/ids", docs("The ids of every bike the caller saved"), requireAuth, requireRole("buyer", "seller", "admin"), async (c) => {
    const rows = await savedBikeIds(c.var.db, c.var.user!.id).execute();
    return c.json({ ids: rows.map((row) => row.bike_id) });
  })
  .put(
    "/:id",
    docs("Save a bike", {
      200: "Saved already",
      201: "Saved",
      403: "The caller's own bike",
      404: "No such bike",
      409: "The bike is not for sale, or the caller saved 1,000 bikes already",
    }),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("param", idParam),
    async (c) => {
      const user = c.var.user!;
      const bikeId = c.req.valid("param").id;
      const saved = await inTransaction(c.var.db, async (trx) => {
        // One save at a time per user, so two at once cannot pass the limit together.
        await trx.selectFrom("users").select("id").where("id", "=", user.id).forNoKeyUpdate().execute();
        const bike = await trx
          .selectFrom("bikes")
          .select(["id", "seller_id", "resale_price_cents", "status"])
          .where("id", "=", bikeId)
          .forKeyShare()
          .executeTakeFirst();
        if (!bike) throw notFound("Bike");
        if (bike.seller_id === user.id) throw forbidden("You cannot save your own bike.");
        const already = await trx
          .selectFrom("saved_bikes")
          .select("id")
          .where("user_id", "=", user.id)
          .where("bike_id", "=", bike.id)
          .executeTakeFirst();
        if (already) return false;
        if (bike.status !== "available") throw notForSale(bike.status);
        const { count } = await savedBikeCount(trx, user.id).executeTakeFirstOrThrow();
        if (Number(count) >= MAX_SAVED_BIKES) throw conflict(TOO_MANY);
        await trx
          .insertInto("saved_bikes")
          .values({ user_id: user.id, bike_id: bike.id, price_when_saved_cents: bike.resale_price_cents })
          .execute();
        return true;
      });
      return c.json({ acknowledged: true, saved: true, bikeId }, saved ? 201 : 200);
    },
  )
  .delete(
    "/:id",
    docs("Remove a bike from the caller's saved bikes", { 200: "Removed (deletedCount 0: it was not saved)" }),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("param", idParam),
    async (c) => {
      const result = await c.var.db
        .deleteFrom("saved_bikes")
        .where("user_id", "=", c.var.user!.id)
        .where("bike_id", "=", c.req.valid("param").id)
        .executeTakeFirst();
      return c.json({ acknowledged: true, saved: false, deletedCount: Number(result.numDeletedRows) });
    },
  );
