import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { fromCents } from "../lib/bikes/money";
import { routeDocs } from "../lib/api/openapi";
import { recomputePriceRatings } from "../lib/price-rating/recompute";
import { ratingsFreshness, recomputeReason } from "../lib/price-rating/freshness";
import { priceSuggestion } from "../lib/price-rating/suggestion";
import { validate } from "../lib/api/validate";
import { priceSuggestionQuery } from "../schemas/price-rating";

const docs = routeDocs("Fair-price rating");

/**
 * The fair-price rating's own calls (#14 point 4; ratings themselves ride on every bike answer).
 * The suggestion is for sellers (Add product, Edit): it reads the statistics only, one key lookup,
 * and needs no rate limit beyond the route's being signed in. The recompute is the daily cron's
 * job, which an admin can also run now (after a deploy, or to see a market move at once).
 */
export const priceRating = new Hono<AppEnv>()
  .get(
    "/suggestion",
    docs("The price range similar bikes ask", {
      200: "`enough`: whether at least 5 similar bikes are for sale; then `low`–`high` (their middle half) and `median`, in dollars, for the months and condition given",
    }),
    requireAuth,
    requireRole("seller"),
    validate("query", priceSuggestionQuery),
    async (c) => {
      const row = (await priceSuggestion(c.req.valid("query")).execute(c.var.db)).rows[0];
      if (!row) return c.json({ enough: false as const, similarBikes: null, basis: null, low: null, median: null, high: null });
      return c.json({
        enough: true as const,
        similarBikes: row.bikes,
        /** Which comparables: the same model, or the category's bikes of the same engine size. */
        basis: row.by_model ? ("model" as const) : ("category" as const),
        low: fromCents(row.low_cents),
        median: fromCents(row.median_cents),
        high: fromCents(row.high_cents),
      });
    },
  )
  // The admin's view of the ratings: when they were last computed, and whether they need it now.
  .get(
    "/status",
    docs("When the ratings were last computed, and whether they are stale", {
      200: "`lastRun` (null before the first) and `stale`: why a recompute is due, or null",
    }),
    requireAuth,
    requireRole("admin"),
    async (c) => {
      const freshness = await ratingsFreshness(c.var.db);
      const last = freshness.lastRun;
      return c.json({
        lastRun: last ? { finishedAt: last.finishedAt.toISOString(), bikes: last.bikes, groups: last.groups } : null,
        newBikes: freshness.newBikes,
        stale: recomputeReason(freshness, new Date()),
      });
    },
  )
  .post(
    "/recompute",
    docs("Recompute every bike's rating from the market now", {
      200: "How many bikes and groups were rated, how many bikes written meanwhile were re-rated, and each step's milliseconds",
    }),
    requireAuth,
    requireRole("admin"),
    async (c) => c.json({ acknowledged: true, ...(await recomputePriceRatings(c.var.db)) }),
  );
