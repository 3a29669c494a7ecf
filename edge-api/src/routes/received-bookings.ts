import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { forbidden } from "../lib/api/errors";
import { idListText } from "../schemas/bulk";
import { requireAll } from "../lib/api/bulk";
import { naming } from "../lib/api/one-or-many";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { validate } from "../lib/api/validate";
import { sellerBookingView } from "../lib/api/views";
import { averageRating } from "../lib/sellers/seller-page";
import { routeDocs } from "../lib/api/openapi";
import { openBookersOf, sellerBookingsPage } from "../lib/bookings/states";
import { reviewStatus } from "../lib/reviews/review-status";

const docs = routeDocs("Bookings");

const receivedQuery = z.object(pageQuery);
/** One bike (a row's delete or withdraw) or the multi-select's bikes ("4,9,12"). */
const openCountQuery = z.object({ bikeId: idListText("Bike") });

/**
 * The seller's side of bookings: the bookings of their bikes. Its own path, not /bookings/received,
 * so neither route can be read as GET /bookings/:id. Declining one is POST /bookings/:id/decline.
 */
export const receivedBookings = new Hono<AppEnv>()
  // The bookings on the seller's own bikes, newest first: who booked, how to reach them, and the state.
  .get("/", docs("Bookings of the seller's bikes"), requireAuth, requireRole("seller"), validate("query", receivedQuery), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const rows = await sellerBookingsPage(c.var.db, c.var.user!.id, decodeCursor(cursor)?.id, limit + 1).execute();
    return c.json(
      toPage(rows, limit, (row) => ({
        ...sellerBookingView(row),
        review: reviewStatus("seller", row),
        /** How earlier sellers rated the buyer; null before any public review of them. */
        buyerRating: averageRating(...row.buyer_rating),
      })),
    );
  })
  // How many buyers hold an open booking of the seller's bikes (one, or a multi-select's): the
  // delete and withdraw confirmations say how many will be notified.
  .get(
    "/open-count",
    docs("How many buyers hold open bookings of the seller's bikes", {
      200: "`count`: buyers, each counted once",
      403: "Not the seller's bike",
      404: "No such bike",
    }),
    requireAuth,
    requireRole("seller"),
    validate("query", openCountQuery),
    async (c) => {
      const list = c.req.valid("query").bikeId;
      // One bike's answers name no ids; a list's name the ones at fault (lib/api/one-or-many.ts).
      const ids = list.length === 1 ? list[0]! : list;
      const bikes = await c.var.db.selectFrom("bikes").select(["id", "seller_id"]).where("id", "in", list).execute();
      requireAll("Bike", ids, bikes);
      const foreign = bikes.filter((bike) => bike.seller_id !== c.var.user!.id).map((bike) => bike.id);
      if (foreign.length) throw forbidden(naming(ids, "You can only see bookings of your own bikes", foreign, "not "));
      const { count } = await openBookersOf(c.var.db, list).executeTakeFirstOrThrow();
      return c.json({ count: Number(count) });
    },
  );
