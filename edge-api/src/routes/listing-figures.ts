import { Hono } from "hono";
import type { AppEnv } from "../env";
import { forbidden, notFound } from "../lib/api/errors";
import { idParam } from "../lib/api/fields";
import { routeDocs } from "../lib/api/openapi";
import { validate } from "../lib/api/validate";
import { dailySeries, figureRows, FIGURE_DAYS, firstDay, totalsByBike } from "../lib/listing-figures/listing-figures";
import { requireAuth, requireRole } from "../middleware/auth";

const docs = routeDocs("Listing figures");

/**
 * What a seller's ads do (#38 point 6), over the last 30 days: views of each listing's page (one
 * per visitor per day, crawlers and the seller left out), saves, phone reveals, questions and
 * bookings. My products and the desktop dashboard read every listing's totals; a listing's chart
 * reads its days.
 */
export const listingFigures = new Hono<AppEnv>()
  .get(
    "/",
    docs(`Every one of the seller's listings with its last ${FIGURE_DAYS} days' totals`, {
      200: "`listings`: each with its views, saves, reveals, questions and bookings",
    }),
    requireAuth,
    requireRole("seller"),
    async (c) => {
      const seller = c.var.user!;
      const from = firstDay(new Date());
      const [bikes, rows] = await Promise.all([
        c.var.db.selectFrom("bikes").select(["id", "name", "status"]).where("seller_id", "=", seller.id).orderBy("id", "desc").execute(),
        figureRows(c.var.db, seller.id, from),
      ]);
      const totals = totalsByBike(
        rows,
        bikes.map((bike) => bike.id),
      );
      c.header("Cache-Control", "private, no-store");
      return c.json({
        from,
        days: FIGURE_DAYS,
        listings: bikes.map((bike) => ({ bikeId: bike.id, name: bike.name, status: bike.status, ...totals.get(bike.id)! })),
      });
    },
  )
  .get(
    "/:id",
    docs(`One of the seller's listings, day by day over the last ${FIGURE_DAYS} days`, {
      200: "`days`: each day's views, saves, reveals, questions and bookings, oldest first",
      403: "Someone else's bike",
      404: "No such bike",
    }),
    requireAuth,
    requireRole("seller"),
    validate("param", idParam),
    async (c) => {
      const bikeId = c.req.valid("param").id;
      const bike = await c.var.db.selectFrom("bikes").select("seller_id").where("id", "=", bikeId).executeTakeFirst();
      if (!bike) throw notFound("Bike");
      if (bike.seller_id !== c.var.user!.id) throw forbidden("You can only see your own listings' figures.");
      const from = firstDay(new Date());
      const days = dailySeries(await figureRows(c.var.db, c.var.user!.id, from, bikeId), from);
      c.header("Cache-Control", "private, no-store");
      return c.json({ from, days });
    },
  );
