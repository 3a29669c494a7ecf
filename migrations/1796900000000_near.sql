-- Up Migration

-- Near (#38 point 2): bikes within a radius of a place or a point. Distances come from Postgres's
-- earthdistance on cube (Neon offers both; docs/decisions/0004 says why not PostGIS).
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

-- A bike's coordinates are its place's, so a radius is found among places: those bikes have been
-- listed at (never cleared: a place whose bikes are gone costs one empty index read), by a GiST
-- index of their points on the globe. Of the gazetteer's 135k places, ~16k lie within 500 km of
-- Frankfurt; the listed ones are what a radius search reads.
ALTER TABLE places ADD COLUMN listed boolean NOT NULL DEFAULT false;
UPDATE places SET listed = true WHERE id IN (SELECT place_id FROM bikes WHERE place_id IS NOT NULL);
CREATE INDEX places_listed_earth_idx ON places USING gist (ll_to_earth(latitude, longitude)) WHERE listed;

-- Each place's available bikes in browse's orders, carrying the columns browse filters compare
-- (as the browse indexes do), so a place's page is read from the index alone.
CREATE INDEX bikes_place_newest_idx ON bikes (place_id, id DESC)
  INCLUDE (category_id, engine_cc, months_used, resale_price_cents, seller_stars, registration_year, mileage_km)
  WHERE status = 'available';
CREATE INDEX bikes_place_price_idx ON bikes (place_id, resale_price_cents, id)
  INCLUDE (category_id, engine_cc, months_used, seller_stars, registration_year, mileage_km)
  WHERE status = 'available';

-- "Near" suggests places of every country as the buyer types (the seller's city field is asked
-- within a country: places_country_trigram_idx).
CREATE INDEX places_trigram_idx ON places USING gist (search_name gist_trgm_ops);
