import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth, requireCanBuy } from "../middleware/auth";
import { routeDocs } from "../lib/api/openapi";
import { bookedBikesQuery } from "../lib/bookings/booked-bikes";

const docs = routeDocs("Bookings");

/** A buyer's active bookings the cards are checked against: more than anyone keeps open. */
const MAX_BOOKED_BIKES = 500;

/**
 * The bikes the caller holds an open or paid booking of (#33): cards and the bike page show "You
 * booked this bike — Pay now" instead of Book now, before any form is filled. Its own path, not
 * /bookings/booked-bikes, so it cannot be read as GET /bookings/:id.
 */
export const bookedBikes = new Hono<AppEnv>().get(
  "/",
  docs("The bikes the caller has booked (open or paid), newest booking first", {
    200: `\`items\`: each bike's id, the booking's id, state and whether it is paid (at most ${MAX_BOOKED_BIKES})`,
  }),
  requireAuth,
  requireCanBuy,
  async (c) => {
    const rows = await bookedBikesQuery(c.var.db, c.var.user!.id, MAX_BOOKED_BIKES).execute();
    return c.json({ items: rows.map((row) => ({ bikeId: row.bike_id!, bookingId: row.id, state: row.state, paid: row.paid })) });
  },
);
