-- Up Migration

-- Fair-price rating (#14 point 4; edge-api/src/lib/price-rating/, README "Fair-price rating").
--
-- A bike's price is compared with comparable available bikes: the same model in its category when
-- at least 5 are for sale, else its category's bikes of the same engine-size band, else "not enough
-- data". Prices are compared on the log scale, each adjusted to what the bike would ask at 0 months
-- and in good condition (price_rating_offset), so an older or worn bike is not called a great deal
-- merely for being older or worn; groups are summarised by quantiles (median, p10…p75), never a mean,
-- so a few absurd asking prices move nothing.
--
-- Ratings follow the market both ways: a bike written (added, edited, back on the market) is rated
-- at once by the trigger below from the current group statistics (one primary-key probe of
-- price_rating_groups), and the scheduled full recompute (lib/price-rating/recompute.ts, daily
-- cron) refreshes the statistics and every rating. Nothing is backfilled here (1M bikes): ratings
-- appear with the first recompute after the deploy (cron, or POST /api/price-rating/recompute).

-- The adjustment, in log-price units: +0.8 % of value per month used (at most 120 months), and a
-- condition's expected premium (excellent +6 %, fair -12 %) taken out. Unknown months count as 24.
-- Fixed, not fitted: the market's own estimate would move every rating whenever the mix of listings
-- moves, and sellers can check the rule. adjusted = ln(price) + offset.
CREATE FUNCTION price_rating_offset(months integer, cond bike_condition) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 0.008 * least(coalesce(months, 24), 120)
    - CASE cond WHEN 'excellent' THEN 0.06 WHEN 'fair' THEN -0.12 ELSE 0 END
$$;

-- Engine-size bands for the fallback group: ≤125, 126–250, 251–400, 401–650, 651–900, 901–1200, 1201+ cc.
CREATE FUNCTION price_rating_cc_band(cc integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(cc, ARRAY[126, 251, 401, 651, 901, 1201])
$$;

-- The two groups a bike belongs to: '<category>/m/<model, lower case>' and '<category>/c/<band>'.
-- Explicit ::text casts, not integer || text (a STABLE operator): only an expression of immutable
-- parts is inlined into the calling query; a called SQL function costs microseconds per row.
CREATE FUNCTION price_rating_model_key(category_id integer, model text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT category_id::text || '/m/' || lower(model) $$;
CREATE FUNCTION price_rating_band_key(category_id integer, band integer) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT category_id::text || '/c/' || band::text $$;

-- One row per group with at least 5 available bikes (a smaller group is "not enough data"), written
-- by the full recompute only: quantiles of the adjusted log price.
CREATE TABLE price_rating_groups (
  group_key   text PRIMARY KEY,
  bikes       integer NOT NULL CHECK (bikes >= 5),
  p10         double precision NOT NULL,
  p25         double precision NOT NULL,
  p35         double precision NOT NULL,
  p50         double precision NOT NULL,
  p65         double precision NOT NULL,
  p75         double precision NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

-- Each available bike's rating, read by the card and the bike page (a left join by primary key) and
-- walked by "Best deals first". A side table, not columns of bikes: rewriting a rating there would
-- rewrite a bikes row and every one of its ~20 indexes; here a changed rating touches three. The
-- full recompute builds it afresh and swaps it in (lib/price-rating/recompute.ts), so it copies
-- this table's columns and CHECKs and recreates its indexes and foreign key under these names.
CREATE TABLE bike_price_ratings (
  bike_id             integer PRIMARY KEY REFERENCES bikes (id) ON DELETE CASCADE,
  -- The bike's category, copied so a category's "Best deals first" walks one index.
  category_id         integer NOT NULL,
  -- 1 great, 2 good, 3 fair, 4 high price; null: not enough comparable bikes.
  rating              smallint CHECK (rating BETWEEN 1 AND 4),
  -- The sort key of "Best deals first": (adjusted log price − the group's median) × 10,000, lowest
  -- first; 1,000,000 (after every rated bike) without a rating.
  deal_score          integer NOT NULL,
  -- "$5,200 is 12 % below the median of 23 similar bikes": -12, 23, and that median in this bike's
  -- months and condition, in cents.
  percent_from_median smallint,
  group_bikes         integer,
  median_cents        integer
);
CREATE INDEX bike_price_ratings_deal_idx ON bike_price_ratings (deal_score, bike_id);
CREATE INDEX bike_price_ratings_category_deal_idx ON bike_price_ratings (category_id, deal_score, bike_id);

-- The comparables of a bike (or of the bike a seller is describing): its model's group when it has
-- one, else its category × engine-size band's; no row: not enough data. The rating and the seller's
-- suggested range (lib/price-rating/suggestion.ts) both ask it.
CREATE FUNCTION price_rating_group(category_id integer, model text, engine_cc integer) RETURNS SETOF price_rating_groups
LANGUAGE sql STABLE AS $$
  SELECT * FROM price_rating_groups
  WHERE group_key IN (price_rating_model_key(category_id, model), price_rating_band_key(category_id, price_rating_cc_band(engine_cc)))
  ORDER BY group_key = price_rating_model_key(category_id, model) DESC LIMIT 1
$$;

-- The rating of a bike whose adjusted log price is `adjusted`, against its comparables' statistics
-- (bikes, p10, p35, p50, p65 of one price_rating_groups row; null: not enough data): great up to
-- their 10th percentile, good up to the 35th, fair up to the 65th, high above; the deal score and
-- the explanation's figures. Scalars, not the row, so the recompute's million calls inline cheaply.
CREATE FUNCTION price_rating_grade(adjusted double precision, price_cents integer, bikes integer,
  p10 double precision, p35 double precision, p50 double precision, p65 double precision)
RETURNS TABLE (rating smallint, deal_score integer, percent_from_median smallint, group_bikes integer, median_cents integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN bikes IS NULL THEN NULL
              WHEN adjusted <= p10 THEN 1 WHEN adjusted <= p35 THEN 2 WHEN adjusted <= p65 THEN 3 ELSE 4 END::smallint,
         coalesce(round((adjusted - p50) * 10000)::integer, 1000000),
         round((exp(adjusted - p50) - 1) * 100)::smallint,
         bikes,
         round(price_cents * exp(p50 - adjusted))::integer
$$;

-- A bike's rating from the current statistics of its comparables (the on-write rating).
CREATE FUNCTION price_rating_for(category_id integer, model text, engine_cc integer, price_cents integer, months integer, cond bike_condition)
RETURNS TABLE (rating smallint, deal_score integer, percent_from_median smallint, group_bikes integer, median_cents integer)
LANGUAGE sql STABLE AS $$
  SELECT r.*
  FROM (SELECT ln(price_cents) + price_rating_offset(months, cond) AS adjusted) AS a
  LEFT JOIN LATERAL price_rating_group(category_id, model, engine_cc) AS g ON true
  CROSS JOIN LATERAL price_rating_grade(a.adjusted, price_cents, g.bikes, g.p10, g.p35, g.p50, g.p65) AS r
$$;

-- One bike's rating now: written for an available bike, removed otherwise (sold and withdrawn bikes
-- show none). The on-write rating; the bench times it.
CREATE FUNCTION price_rating_refresh(bike integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM bike_price_ratings r USING bikes b WHERE r.bike_id = bike AND b.id = bike AND b.status <> 'available';
  INSERT INTO bike_price_ratings (bike_id, category_id, rating, deal_score, percent_from_median, group_bikes, median_cents)
  SELECT b.id, b.category_id, p.*
  FROM bikes b, price_rating_for(b.category_id, b.model, b.engine_cc, b.resale_price_cents, b.months_used, b.condition) AS p
  WHERE b.id = bike AND b.status = 'available'
  ON CONFLICT (bike_id) DO UPDATE SET
    category_id = excluded.category_id, rating = excluded.rating, deal_score = excluded.deal_score,
    percent_from_median = excluded.percent_from_median, group_bikes = excluded.group_bikes, median_cents = excluded.median_cents;
$$;

-- The bikes written (rated, or deleted) since the full recompute last began: the recompute empties
-- it before reading the market and, at its end, re-rates the bikes logged meanwhile into the table
-- it swaps in, whose rows were computed from the market as first read. One small insert per write.
CREATE TABLE price_rating_writes (bike_id integer NOT NULL);

-- Every write path (Add product, edit, CSV import, status changes, a refund putting a bike back on
-- the market, deletion) rates the bike in its own transaction, so none can forget to.
CREATE FUNCTION price_rating_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO price_rating_writes VALUES (OLD.id);
  ELSE
    PERFORM price_rating_refresh(NEW.id);
    INSERT INTO price_rating_writes VALUES (NEW.id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER bikes_price_rating
AFTER INSERT OR DELETE OR UPDATE OF status, category_id, model, engine_cc, resale_price_cents, months_used, condition ON bikes
FOR EACH ROW EXECUTE FUNCTION price_rating_on_write();

-- Down Migration

DROP TRIGGER bikes_price_rating ON bikes;
DROP FUNCTION price_rating_on_write();
DROP TABLE price_rating_writes;
DROP FUNCTION price_rating_refresh(integer);
DROP FUNCTION price_rating_for(integer, text, integer, integer, integer, bike_condition);
DROP FUNCTION price_rating_grade(double precision, integer, integer, double precision, double precision, double precision, double precision);
DROP FUNCTION price_rating_group(integer, text, integer);
DROP TABLE bike_price_ratings;
DROP TABLE price_rating_groups;
DROP FUNCTION price_rating_band_key(integer, integer);
DROP FUNCTION price_rating_model_key(integer, text);
DROP FUNCTION price_rating_cc_band(integer);
DROP FUNCTION price_rating_offset(integer, bike_condition);
