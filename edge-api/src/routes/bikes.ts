import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole, requireVerifiedEmail } from "../middleware/auth";
import { selectBikes } from "../lib/bike-query";
import { browseBikes } from "../lib/browse/browse-bikes";
import { filterOptions } from "../lib/browse/filter-options";
import { forbidden, notFound } from "../lib/errors";
import { email, id, idParam } from "../lib/fields";
import { decodeCursor, pageQuery, toPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { bikeView } from "../lib/views";
import { browseQuery, newBikeBody } from "../schemas/bike";
import { advertiseOwnBikes } from "../lib/advertise";
import { deleteOwnBikes } from "../lib/bike-removal";
import { newBikeRow, requirePostedAsSelf } from "../lib/bike-values";
import { sameEmail } from "../lib/email";
import { routeDocs } from "../lib/openapi";

const docs = routeDocs("Bikes");

const sellerEmailQuery = z.object({ email: email(), ...pageQuery });

export const bikes = new Hono<AppEnv>()
  // Browse: available bikes of a category, filtered and sorted, keyset-paginated.
  .get("/", docs("Browse a category's available bikes"), validate("query", browseQuery), async (c) => {
    const f = c.req.valid("query");
    const after = decodeCursor(f.cursor, f.sort === "newest" ? "none" : "price");
    const rows = await browseBikes(c.var.db, f, after).execute();
    return c.json(toPage(rows, f.limit, bikeView, (row) => (f.sort === "newest" ? null : row.resale_price_cents)));
  })
  // What the filter selects offer for a category: the values its available bikes have.
  .get(
    "/filters",
    docs("The filter values a category's bikes offer"),
    validate("query", z.object({ id: id("Category").optional() })),
    async (c) => {
      const { id: categoryId } = c.req.valid("query");
      const { countries, cities, models } = (await filterOptions(categoryId).execute(c.var.db)).rows[0]!;
      return c.json({ countries, cities, models });
    },
  )
  // A seller's own listings (sold ones too), newest first.
  .get("/my", docs("The seller's own listings"), requireAuth, requireRole("seller"), validate("query", sellerEmailQuery), async (c) => {
    const { email: asked, cursor, limit } = c.req.valid("query");
    const seller = c.var.user!;
    if (!sameEmail(asked, seller.email)) throw forbidden("You can only list your own bikes.");
    const after = decodeCursor(cursor);
    let query = selectBikes(c.var.db).where("bikes.seller_id", "=", seller.id);
    if (after) query = query.where("bikes.id", "<", after.id);
    const rows = await query
      .orderBy("bikes.id", "desc")
      .limit(limit + 1)
      .execute();
    return c.json(toPage(rows, limit, bikeView));
  })
  .get("/:id{[0-9]+}", docs("One bike", { 200: "The bike", 404: "No such bike" }), validate("param", idParam), async (c) => {
    const row = await selectBikes(c.var.db).where("bikes.id", "=", c.req.valid("param").id).executeTakeFirst();
    if (!row) throw notFound("Bike");
    return c.json(bikeView(row));
  })
  .post(
    "/",
    docs("List a bike for sale", { 201: "Listed", 404: "No such category" }),
    requireAuth,
    requireRole("seller"),
    requireVerifiedEmail,
    validate("json", newBikeBody),
    async (c) => {
      const body = c.req.valid("json");
      const seller = c.var.user!;
      requirePostedAsSelf(seller, body);
      const category = await c.var.db.selectFrom("categories").select("id").where("id", "=", body.id).executeTakeFirst();
      if (!category) throw notFound("Category");
      const { id: bikeId } = await c.var.db.insertInto("bikes").values(newBikeRow(seller, body)).returning("id").executeTakeFirstOrThrow();
      const bike = await selectBikes(c.var.db).where("bikes.id", "=", bikeId).executeTakeFirstOrThrow();
      return c.json({ acknowledged: true, insertedId: bikeId, bike: bikeView(bike) }, 201);
    },
  )
  .delete(
    "/my/:id",
    docs("Delete one of the seller's bikes", {
      200: "`deletedCount` says whether it went",
      404: "No such bike",
      409: "Sold bikes stay on record",
    }),
    requireAuth,
    requireRole("seller"),
    validate("param", idParam),
    async (c) => {
      const deletedCount = await deleteOwnBikes(c.var.db, c.var.user!, c.req.valid("param").id);
      return c.json({ acknowledged: true, deletedCount });
    },
  )
  // Advertise one of the seller's own bikes (docs/product-spec.md: reads modifiedCount).
  .put(
    "/ads/:id",
    docs("Advertise one of the seller's bikes"),
    requireAuth,
    requireRole("seller"),
    validate("param", idParam),
    async (c) => {
      const modifiedCount = await advertiseOwnBikes(c.var.db, c.var.user!, c.req.valid("param").id);
      return c.json({ acknowledged: true, modifiedCount });
    },
  );
