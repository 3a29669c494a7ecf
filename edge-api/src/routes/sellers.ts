import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError, notFound } from "../lib/api/errors";
import { idParam } from "../lib/api/fields";
import { validate } from "../lib/api/validate";
import { routeDocs } from "../lib/api/openapi";
import { sellerPageQuery, sellerView } from "../lib/sellers/seller-page";
import { reviewView, sellerReviewsPage } from "../lib/reviews/seller-reviews";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { z } from "zod";
import { SELLER_CLOSED } from "../seo/page-text";

const docs = routeDocs("Sellers");

export const sellers = new Hono<AppEnv>()
  // A seller's public page: who they are and what they sell (their bikes: GET /api/bikes?seller=).
  .get(
    "/:id",
    docs("A seller's public profile", { 200: "The seller", 404: "No such seller, or their account was closed" }),
    validate("param", idParam),
    async (c) => {
      const row = await sellerPageQuery(c.var.db, c.req.valid("param").id).executeTakeFirst();
      if (row?.closed) throw new ApiError(404, "not_found", SELLER_CLOSED);
      if (!row || row.id === null || row.name === null) throw notFound("Seller");
      c.header("Cache-Control", "public, max-age=60");
      return c.json(sellerView({ ...row, id: row.id, name: row.name }));
    },
  )
  // The seller's public reviews from buyers, newest first.
  .get(
    "/:id/reviews",
    docs("A seller's public reviews, newest first", { 200: "A page of reviews" }),
    validate("param", idParam),
    validate("query", z.object(pageQuery)),
    async (c) => {
      const { cursor, limit } = c.req.valid("query");
      const rows = await sellerReviewsPage(c.var.db, c.req.valid("param").id, decodeCursor(cursor, "moment"), limit + 1).execute();
      c.header("Cache-Control", "public, max-age=60");
      return c.json(toPage(rows, limit, reviewView, (row) => row.published_at!.toISOString()));
    },
  );
