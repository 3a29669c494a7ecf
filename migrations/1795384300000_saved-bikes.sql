-- Up Migration

-- A user's saved bikes (#14 point 1): the heart on cards and the bike page, the dashboard's
-- "Saved bikes" page, and who hears of a saved bike's price drop or sale
-- (edge-api/src/lib/notifications/saved-bikes.ts). One row per user and bike (the primary key makes
-- a second save of the same bike a no-op); at most 1,000 per user (routes/saved-bikes.ts).
CREATE TABLE saved_bikes (
  -- The list's order (newest save first) and its keyset cursor; saved_at is only shown.
  id                     integer GENERATED ALWAYS AS IDENTITY,
  -- A deleted account or listing takes its saves with it, in the deleting transaction.
  user_id                integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bike_id                integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  -- The asking price when saved: "Price dropped by $X" on Saved bikes compares the price now with it.
  price_when_saved_cents integer NOT NULL CHECK (price_when_saved_cents > 0),
  saved_at               timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, bike_id)
);
-- A user's list, newest save first (keyset on id). The primary key serves the heart's lookups,
-- the 1,000 count and the users' cascade.
CREATE UNIQUE INDEX saved_bikes_user_idx ON saved_bikes (user_id, id DESC);
-- A bike's savers (its price drop or sale notifies them) and the bikes' cascade.
CREATE INDEX saved_bikes_bike_idx ON saved_bikes (bike_id);

-- Down Migration

DROP TABLE saved_bikes;
