import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { conflict, forbidden, notFound } from "../lib/errors";
import { email, id, idParam, optionalText, phone, requiredText } from "../lib/fields";
import { decodeCursor, pageQuery, toPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { bookingView } from "../lib/views";
import { sameEmail } from "../lib/email";
import { notForSale } from "../lib/not-for-sale";
import { routeDocs } from "../lib/openapi";

const docs = routeDocs("Bookings");

/**
 * the spec's (docs/product-spec.md) payload (itemName, price, userName, phone, location, email, paid, image) plus the bike id.
 * Item, price and image are read from the bike, never trusted from the body.
 */
const newBookingBody = z.object({
  bikeId: id("Bike"),
  userName: optionalText("Name", 100),
  phone: phone(),
  location: requiredText("Location", 120),
  email: email(),
});

const bookingsQuery = z.object({ email: email(), ...pageQuery });

export const bookings = new Hono<AppEnv>()
  .post(
    "/",
    docs("Book a bike", { 201: "Booked", 404: "No such bike", 409: "The bike is sold or withdrawn, or the caller already booked it" }),
    requireAuth,
    requireRole("buyer"),
    validate("json", newBookingBody),
    async (c) => {
      const body = c.req.valid("json");
      const buyer = c.var.user!;
      if (!sameEmail(body.email, buyer.email)) throw forbidden("You can only book as yourself.");
      const bike = await c.var.db
        .selectFrom("bikes")
        .select(["id", "name", "resale_price_cents", "picture", "status"])
        .where("id", "=", body.bikeId)
        .executeTakeFirst();
      if (!bike) throw notFound("Bike");
      if (bike.status !== "available") throw notForSale(bike.status);
      const inserted = await c.var.db
        .insertInto("bookings")
        .values({
          bike_id: bike.id,
          buyer_id: buyer.id,
          item_name: bike.name,
          price_cents: bike.resale_price_cents,
          user_name: body.userName || buyer.name,
          phone: body.phone,
          location: body.location,
          email: buyer.email,
          image: bike.picture,
        })
        .onConflict((oc) => oc.columns(["bike_id", "buyer_id"]).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) throw conflict("You have already booked this bike.");
      return c.json({ acknowledged: true, insertedId: inserted.id, booking: bookingView(inserted) }, 201);
    },
  )
  // A buyer's own bookings; an admin may read anyone's.
  .get("/", docs("A buyer's bookings"), requireAuth, requireRole("buyer", "admin"), validate("query", bookingsQuery), async (c) => {
    const { email: asked, cursor, limit } = c.req.valid("query");
    const caller = c.var.user!;
    if (caller.role !== "admin" && !sameEmail(asked, caller.email)) {
      throw forbidden("You can only see your own bookings.");
    }
    const after = decodeCursor(cursor);
    let query = c.var.db
      .selectFrom("bookings")
      .innerJoin("users", "users.id", "bookings.buyer_id")
      .selectAll("bookings")
      .where((eb) => eb(eb.fn("lower", ["users.email"]), "=", asked.toLowerCase()));
    if (after) query = query.where("bookings.id", "<", after.id);
    const rows = await query
      .orderBy("bookings.id", "desc")
      .limit(limit + 1)
      .execute();
    return c.json(toPage(rows, limit, bookingView));
  })
  .get(
    "/:id",
    docs("One booking", { 200: "The booking", 403: "Not the caller's booking", 404: "No such booking" }),
    requireAuth,
    validate("param", idParam),
    async (c) => {
      const booking = await c.var.db.selectFrom("bookings").selectAll().where("id", "=", c.req.valid("param").id).executeTakeFirst();
      if (!booking) throw notFound("Booking");
      const caller = c.var.user;
      if (!caller || (caller.role !== "admin" && booking.buyer_id !== caller.id)) {
        throw forbidden("You can only see your own bookings.");
      }
      return c.json(bookingView(booking));
    },
  );
