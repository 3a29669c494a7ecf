import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { bearerIdentity, requireAuth, requireRole, requireVerifiedEmail } from "../middleware/auth";
import { browseRows, browseSortKey, searchContext } from "../lib/browse/browse-bikes";
import { COUNT_CAP, countStatement, KEYWORD_COUNT_CAP } from "../lib/browse/count-bikes";
import { planName } from "../lib/browse/planner";
import { filterOptions } from "../lib/browse/filter-options";
import { forbidden, notFound } from "../lib/api/errors";
import { email, idParam } from "../lib/api/fields";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { validate } from "../lib/api/validate";
import { bikeView, browseBikeView, ownBikeView } from "../lib/api/views";
import { replyFigures } from "../lib/sellers/reply-figures";
import { revealPhoneNumber, selectOwnBikes, withOwnerColumns } from "../lib/bikes/phone-number";
import { browseCountQuery, browseQuery, filterOptionsQuery, listingStatusBody, newBikeBody } from "../schemas/bike";
import { advertiseOwnBikes } from "../lib/bikes/advertise";
import { deleteOwnBikes } from "../lib/bikes/bike-removal";
import { newBikeRow, requirePostedAsSelf } from "../lib/bikes/bike-values";
import { resolvePlaces } from "../lib/places/resolve-places";
import { viewEvent } from "../lib/listing-figures/view-events";
import { bikePhotoView, replaceBikePhotos, requireOwnPhotos, uploadedPhotoRefs } from "../lib/bikes/bike-photos";
import { bikeDetailQuery } from "../lib/bikes/bike-detail";
import { PRICE_SPREAD, SIMILAR_BIKES, similarBikes } from "../lib/bikes/similar-bikes";
import { editOwnBike, setOwnBikeStatus } from "../lib/bikes/bike-edits";
import { priceChangeView } from "../lib/bikes/price-history";
import { sameEmail } from "../lib/api/email";
import { routeDocs } from "../lib/api/openapi";
import { matchSavedSearches } from "../lib/saved-searches/match";
import { inTransaction } from "../db/transaction";
import { purgeBikes } from "../cache/purge";

const docs = routeDocs("Bikes");

const sellerEmailQuery = z.object({ email: email(), ...pageQuery });

export const bikes = new Hono<AppEnv>()
  // Browse: available bikes of a category, filtered and sorted, keyset-paginated.
  .get("/", docs("Browse a category's available bikes"), validate("query", browseQuery), async (c) => {
    const f = c.req.valid("query");
    const { rows, plan } = await browseRows(c.var.db, f);
    c.set("plan", planName(plan));
    return c.json(toPage(rows, f.limit, browseBikeView, (row) => browseSortKey(f.sort, row)));
  })
  // What the filter selects offer for a category: the values its available bikes have.
  .get("/filters", docs("The filter values a category's bikes offer"), validate("query", filterOptionsQuery), async (c) => {
    const { id: categoryId, country } = c.req.valid("query");
    const { countries, cities, models } = (await filterOptions(categoryId, country).execute(c.var.db)).rows[0]!;
    return c.json({ countries, cities, models });
  })
  // How many available bikes browse's filters match, for the filter panel's live count (capped).
  .get(
    "/count",
    docs("How many available bikes match browse's filters", {
      200: `\`count\` up to ${COUNT_CAP} (${KEYWORD_COUNT_CAP} with a keyword); \`capped\` when more bikes match than that`,
    }),
    validate("query", browseCountQuery),
    async (c) => {
      const f = c.req.valid("query");
      const { cap, plan, count: query } = countStatement(c.var.db, { ...f, ...(await searchContext(c.var.db, f)) });
      const { count } = (await query.execute(c.var.db)).rows[0]!;
      c.set("plan", planName(plan));
      return c.json({ count: Math.min(count, cap), capped: count > cap });
    },
  )
  // A seller's own listings (sold ones too), newest first.
  .get("/my", docs("The seller's own listings"), requireAuth, requireRole("seller"), validate("query", sellerEmailQuery), async (c) => {
    const { email: asked, cursor, limit } = c.req.valid("query");
    const seller = c.var.user!;
    if (!sameEmail(asked, seller.email)) throw forbidden("You can only list your own bikes.");
    const after = decodeCursor(cursor);
    let query = selectOwnBikes(c.var.db).where("bikes.seller_id", "=", seller.id);
    if (after) query = query.where("bikes.id", "<", after.id);
    const rows = await query
      .orderBy("bikes.id", "desc")
      .limit(limit + 1)
      .execute();
    return c.json(toPage(rows, limit, ownBikeView));
  })
  // One of the seller's own bikes with its phone number, for its Edit form.
  .get(
    "/my/:id",
    docs("One of the seller's own bikes", {
      200: "The bike, its photos and phone number",
      403: "Someone else's bike",
      404: "No such bike",
    }),
    requireAuth,
    requireRole("seller"),
    validate("param", idParam),
    async (c) => {
      const bikeId = c.req.valid("param").id;
      const row = await withOwnerColumns(bikeDetailQuery(c.var.db, bikeId)).executeTakeFirst();
      if (!row) throw notFound("Bike");
      if (row.seller_id !== c.var.user!.id) throw forbidden("You can only edit your own bikes.");
      const { photos, last_price_change: _change, seller_reply_counts: _replies, ...bike } = row;
      return c.json({ ...ownBikeView(bike), photos: photos.map(bikePhotoView) });
    },
  )
  .get("/:id{[0-9]+}", docs("One bike", { 200: "The bike", 404: "No such bike" }), validate("param", idParam), async (c) => {
    const bikeId = c.req.valid("param").id;
    const row = await bikeDetailQuery(c.var.db, bikeId).executeTakeFirst();
    if (!row) throw notFound("Bike");
    // The bike page's "Price dropped by $500 on 3 Nov" and its gallery; lists leave them out (more
    // work per bike). `photos` is empty for a single-picture bike: its gallery is `picture`.
    const { photos, last_price_change: change, seller_reply_counts: replies, ...bike } = row;
    return c.json({
      ...bikeView(bike),
      lastPriceChange: priceChangeView(change),
      photos: photos.map(bikePhotoView),
      sellerReplies: replyFigures(replies),
    });
  })
  // "Similar bikes": the bike page's, for a bike for sale and for one sold, withdrawn or ended.
  .get(
    "/:id{[0-9]+}/similar",
    docs("Bikes for sale like this one", {
      200: `Up to ${SIMILAR_BIKES}: the same model's newest, then the category's of the same engine-size band within ${PRICE_SPREAD * 100} % of the price, nearest price first`,
      404: "No such bike",
    }),
    validate("param", idParam),
    async (c) => {
      const rows = await similarBikes(c.var.db, c.req.valid("param").id);
      if (!rows) throw notFound("Bike");
      return c.json({ items: rows.map(bikeView) });
    },
  )
  // A bike page was seen: queued for counting (lib/listing-figures/), no database work while the page waits.
  .post(
    "/:id{[0-9]+}/views",
    docs("Count a view of a bike's page", {
      202: "`counted`: false for a crawler; a visitor counts once a day, the seller never",
    }),
    validate("param", idParam),
    async (c) => {
      // A token that does not verify (expired, or Google's keys out of reach) counts the view as anonymous.
      const identity = await bearerIdentity(c).catch(() => null);
      const event = await viewEvent(c.req.valid("param").id, {
        at: new Date(),
        address: c.req.header("CF-Connecting-IP") ?? "",
        userAgent: c.req.header("User-Agent") ?? "",
        uid: identity?.uid ?? null,
      });
      if (event) await c.env.VIEW_QUEUE.send(event);
      c.header("Cache-Control", "no-store");
      return c.json({ counted: event !== null }, 202);
    },
  )
  // "Show phone number": the seller's number for a signed-in person who asks, counted as a lead.
  .post(
    "/:id{[0-9]+}/phone",
    docs("Show a bike's phone number", {
      200: "The number; the asker is counted once as the listing's lead",
      404: "No such bike",
      409: "No longer for sale",
    }),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("param", idParam),
    async (c) => {
      const mobileNumber = await revealPhoneNumber(c.var.db, c.var.user!, c.req.valid("param").id);
      c.header("Cache-Control", "private, no-store");
      return c.json({ mobileNumber });
    },
  )
  .post(
    "/",
    docs("List a bike for sale", {
      201: "Listed",
      400: "A field needs attention, e.g. an 11th photo, one no longer stored, or a city we do not know",
      403: "Not a seller, or a photo someone else uploaded",
      404: "No such category",
    }),
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
      await requireOwnPhotos(c.env.PHOTOS, seller, uploadedPhotoRefs(body));
      const [place] = await resolvePlaces(c.var.db, [body], (_, name) => name);
      const bikeId = await inTransaction(c.var.db, async (trx) => {
        const { id } = await trx
          .insertInto("bikes")
          .values(newBikeRow(seller, body, place!))
          .returning("id")
          .executeTakeFirstOrThrow();
        if (body.photos) await replaceBikePhotos(trx, id, body.photos);
        // The saved searches it matches hear of it with it (lib/saved-searches/match.ts).
        await matchSavedSearches(trx, [id]);
        return id;
      });
      const bike = await selectOwnBikes(c.var.db).where("bikes.id", "=", bikeId).executeTakeFirstOrThrow();
      return c.json({ acknowledged: true, insertedId: bikeId, bike: ownBikeView(bike) }, 201);
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
      const bikeId = c.req.valid("param").id;
      const deletedCount = await deleteOwnBikes(c.var.db, c.var.user!, bikeId);
      await purgeBikes(c, [bikeId], { alsoAds: true });
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
      const bikeId = c.req.valid("param").id;
      const modifiedCount = await advertiseOwnBikes(c.var.db, c.var.user!, bikeId);
      await purgeBikes(c, [bikeId], { alsoAds: true });
      return c.json({ acknowledged: true, modifiedCount });
    },
  )
  // Edit: the seller replaces every field of an own bike, under the same rules as listing it.
  .put(
    "/my/:id",
    docs("Edit one of the seller's bikes", {
      200: "Saved; the bike as it is now",
      403: "Someone else's bike, or a photo someone else uploaded",
      404: "No such bike or category",
      409: "Sold bikes stay on record as they were sold",
    }),
    requireAuth,
    requireRole("seller"),
    requireVerifiedEmail,
    validate("param", idParam),
    validate("json", newBikeBody),
    async (c) => {
      const body = c.req.valid("json");
      const seller = c.var.user!;
      requirePostedAsSelf(seller, body);
      const bikeId = c.req.valid("param").id;
      const modifiedCount = await editOwnBike(c.var.db, c.env.PHOTOS, seller, bikeId, body);
      await purgeBikes(c, [bikeId], { alsoAds: true });
      const bike = await selectOwnBikes(c.var.db).where("bikes.id", "=", bikeId).executeTakeFirstOrThrow();
      return c.json({ acknowledged: true, modifiedCount, bike: ownBikeView(bike) });
    },
  )
  // Withdraw, sold elsewhere, or back on sale: off the market a bike stays in the seller's list.
  .put(
    "/my/:id/status",
    docs("Take one of the seller's bikes off the market, or put it back on sale", {
      200: "`modifiedCount` is 0 when it already had that status",
      404: "No such bike",
      409: "A bike sold through MotoMart stays sold",
    }),
    requireAuth,
    requireRole("seller"),
    validate("param", idParam),
    validate("json", listingStatusBody),
    async (c) => {
      const bikeId = c.req.valid("param").id;
      const modifiedCount = await setOwnBikeStatus(c.var.db, c.var.user!, bikeId, c.req.valid("json").status);
      await purgeBikes(c, [bikeId], { alsoAds: true });
      const bike = await selectOwnBikes(c.var.db).where("bikes.id", "=", bikeId).executeTakeFirstOrThrow();
      return c.json({ acknowledged: true, modifiedCount, bike: ownBikeView(bike) });
    },
  );
