-- Up Migration

-- Each full recompute of the fair-price ratings (#33 point 4), written in its transaction: when it
-- finished, how many bikes and groups it rated, and the newest bike it read. Ratings then follow
-- the market not only on the daily clock but whenever they are missing or stale
-- (edge-api/src/lib/price-rating/freshness.ts): on a first start, after an import, hourly.
CREATE TABLE price_rating_runs (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  finished_at  timestamptz NOT NULL DEFAULT now(),
  bikes        integer NOT NULL,
  groups       integer NOT NULL,
  last_bike_id integer NOT NULL
);

-- Down Migration

DROP TABLE price_rating_runs;
