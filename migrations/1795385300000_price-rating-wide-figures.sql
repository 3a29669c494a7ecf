-- Up Migration

-- A price can be anything from 1 cent to $10,000,000 (lib/fields.ts `price`), so a bike asking a
-- few hundred times its comparables' median is more than 32,767 % above it: the smallint
-- percent_from_median overflowed and the whole recompute failed (the API tests' fuzzed prices found
-- it). The percent becomes an integer, and both figures stop at integer's largest value instead of
-- failing: a median in this bike's months and condition can pass it only for a group of $10M bikes.
-- The recompute copies the live table's columns (lib/price-rating/recompute.ts), so it follows.
ALTER TABLE bike_price_ratings ALTER COLUMN percent_from_median TYPE integer;

-- The functions' result columns change type, so they are dropped and made again (same bodies but
-- for the clamps and types).
DROP FUNCTION price_rating_for(integer, text, integer, integer, integer, bike_condition);
DROP FUNCTION price_rating_grade(double precision, integer, integer, double precision, double precision, double precision, double precision);

CREATE FUNCTION price_rating_grade(adjusted double precision, price_cents integer, bikes integer,
  p10 double precision, p35 double precision, p50 double precision, p65 double precision)
RETURNS TABLE (rating smallint, deal_score integer, percent_from_median integer, group_bikes integer, median_cents integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN bikes IS NULL THEN NULL
              WHEN adjusted <= p10 THEN 1 WHEN adjusted <= p35 THEN 2 WHEN adjusted <= p65 THEN 3 ELSE 4 END::smallint,
         coalesce(round((adjusted - p50) * 10000)::integer, 1000000),
         least(round((exp(adjusted - p50) - 1) * 100), 2147483647)::integer,
         bikes,
         least(round(price_cents * exp(p50 - adjusted)), 2147483647)::integer
$$;

CREATE FUNCTION price_rating_for(category_id integer, model text, engine_cc integer, price_cents integer, months integer, cond bike_condition)
RETURNS TABLE (rating smallint, deal_score integer, percent_from_median integer, group_bikes integer, median_cents integer)
LANGUAGE sql STABLE AS $$
  SELECT r.*
  FROM (SELECT ln(price_cents) + price_rating_offset(months, cond) AS adjusted) AS a
  LEFT JOIN LATERAL price_rating_group(category_id, model, engine_cc) AS g ON true
  CROSS JOIN LATERAL price_rating_grade(a.adjusted, price_cents, g.bikes, g.p10, g.p35, g.p50, g.p65) AS r
$$;

-- Down Migration

DROP FUNCTION price_rating_for(integer, text, integer, integer, integer, bike_condition);
DROP FUNCTION price_rating_grade(double precision, integer, integer, double precision, double precision, double precision, double precision);

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

CREATE FUNCTION price_rating_for(category_id integer, model text, engine_cc integer, price_cents integer, months integer, cond bike_condition)
RETURNS TABLE (rating smallint, deal_score integer, percent_from_median smallint, group_bikes integer, median_cents integer)
LANGUAGE sql STABLE AS $$
  SELECT r.*
  FROM (SELECT ln(price_cents) + price_rating_offset(months, cond) AS adjusted) AS a
  LEFT JOIN LATERAL price_rating_group(category_id, model, engine_cc) AS g ON true
  CROSS JOIN LATERAL price_rating_grade(a.adjusted, price_cents, g.bikes, g.p10, g.p35, g.p50, g.p65) AS r
$$;

ALTER TABLE bike_price_ratings ALTER COLUMN percent_from_median TYPE smallint;
