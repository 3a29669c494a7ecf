import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireCanBuy, requireRole } from "../middleware/auth";
import { ApiError, conflict, forbidden, notFound } from "../lib/api/errors";
import { isPaid, receiptQuery, receiptView, receiptViewer } from "../payments/receipt";
import { email, id, idParam, optionalText, phone, requiredText } from "../lib/api/fields";
import { optionalReasonBody } from "../schemas/reasons";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { validate } from "../lib/api/validate";
import { bookingView, sellerBookingView } from "../lib/api/views";
import { paidAt, reviewedBy, reviewStatus } from "../lib/reviews/review-status";
import { sameEmail } from "../lib/api/email";
import { notForSale } from "../lib/bikes/not-for-sale";
import { routeDocs } from "../lib/api/openapi";
import { announceBooking, cancelBooking, declineBooking } from "../lib/bookings/states";
import { inTransaction } from "../db/transaction";

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
    docs("Book a bike", {
      201: "Booked",
      403: "The caller's own bike",
      404: "No such bike",
      409: "The bike is sold or withdrawn, or the caller already booked it",
    }),
    requireAuth,
    requireCanBuy,
    validate("json", newBookingBody),
    async (c) => {
      const body = c.req.valid("json");
      const buyer = c.var.user!;
      if (!sameEmail(body.email, buyer.email)) throw forbidden("You can only book as yourself.");
      const bike = await c.var.db
        .selectFrom("bikes")
        .select(["id", "seller_id", "name", "resale_price_cents", "picture", "status"])
        .where("id", "=", body.bikeId)
        .executeTakeFirst();
      if (!bike) throw notFound("Bike");
      if (bike.seller_id === buyer.id) throw forbidden("You cannot book your own bike.");
      if (bike.status !== "available") throw notForSale(bike.status);
      const values = {
        item_name: bike.name,
        price_cents: bike.resale_price_cents,
        user_name: body.userName || buyer.name,
        phone: body.phone,
        location: body.location,
        email: buyer.email,
        image: bike.picture,
      };
      const inserted = await inTransaction(c.var.db, async (trx) => {
        const row = await trx
          .insertInto("bookings")
          .values({ ...values, bike_id: bike.id, buyer_id: buyer.id, seller_id: bike.seller_id })
          // A buyer who cancelled, or whose booking closed because the bike left the market (sold to
          // another buyer, or removed) and it is back now (a refund, #15 point 4), may book it
          // again: the same booking opens anew. Any other earlier booking of it (open, paid,
          // refunded, declined by the seller) stands: 409.
          .onConflict((oc) =>
            oc
              .columns(["bike_id", "buyer_id"])
              .doUpdateSet({ ...values, state: "open", state_reason: null })
              .where("bookings.state", "in", ["cancelled", "sold_to_another", "listing_removed"]),
          )
          .returningAll()
          .executeTakeFirst();
        if (row) await announceBooking(trx, row);
        return row;
      });
      if (!inserted) throw conflict("You have already booked this bike.");
      return c.json({ acknowledged: true, insertedId: inserted.id, booking: bookingView(inserted) }, 201);
    },
  )
  // A buyer's own bookings (a seller's too: sellers buy); an admin may read anyone's.
  .get(
    "/",
    docs("A buyer's bookings"),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("query", bookingsQuery),
    async (c) => {
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
        .select([reviewedBy.as("reviewed_by"), paidAt.as("paid_at")])
        .where((eb) => eb(eb.fn("lower", ["users.email"]), "=", asked.toLowerCase()));
      if (after) query = query.where("bookings.id", "<", after.id);
      const rows = await query
        .orderBy("bookings.id", "desc")
        .limit(limit + 1)
        .execute();
      return c.json(toPage(rows, limit, (row) => ({ ...bookingView(row), review: reviewStatus("buyer", row) })));
    },
  )
  .post(
    "/:id/decline",
    docs("Decline a booking of the seller's bike", {
      200: "Declined; the buyer is notified",
      403: "Not a booking of the seller's bikes",
      404: "No such booking",
      409: "The booking is not open",
    }),
    requireAuth,
    requireRole("seller"),
    validate("param", idParam),
    validate("json", optionalReasonBody),
    async (c) => {
      const booking = await declineBooking(c.var.db, c.var.user!, c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ acknowledged: true, booking: sellerBookingView(booking) });
    },
  )
  .post(
    "/:id/cancel",
    docs("Cancel the buyer's own open booking", {
      200: "Cancelled; the seller is notified",
      403: "Not the caller's booking",
      404: "No such booking",
      409: "The booking is not open",
    }),
    requireAuth,
    requireCanBuy,
    validate("param", idParam),
    validate("json", optionalReasonBody),
    async (c) => {
      const booking = await cancelBooking(c.var.db, c.var.user!, c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ acknowledged: true, booking: bookingView(booking) });
    },
  )
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
  )
  // A paid order's receipt (#33): its buyer's, its seller's, or any for an admin; printable in the UI.
  .get(
    "/:id/receipt",
    docs("A paid booking's receipt", {
      200: "The receipt",
      403: "Neither the caller's order nor sale",
      404: "No such booking, or it is not paid",
    }),
    requireAuth,
    validate("param", idParam),
    async (c) => {
      const row = await receiptQuery(c.var.db, c.req.valid("param").id).executeTakeFirst();
      if (!row) throw notFound("Booking");
      const viewer = c.var.user ? receiptViewer(c.var.user, row) : null;
      if (!viewer) throw forbidden("You can only see receipts of your own orders and sales.");
      if (!isPaid(row)) throw new ApiError(404, "not_found", "This booking is not paid, so it has no receipt.");
      return c.json(receiptView(row, viewer));
    },
  );
