-- Up Migration

-- A bike's photos (#13 point 2): up to 10, in the seller's order; position 0 is the cover. The
-- primary key and the position check make "at most 10 per bike" hold in the database too, and the
-- key is also the index the bike page reads them by (lib/bike-photos.ts). A deleted bike takes its
-- photos' rows with it (the images stay in R2, as a single picture's always did).
CREATE TABLE bike_photos (
  bike_id  integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
  -- The full-size image (long side ≤ 1600 px) and its ~480 px card variant, both /api/photos/<key>.
  url      text NOT NULL CHECK (char_length(url) <= 2048),
  card_url text NOT NULL CHECK (char_length(card_url) <= 2048),
  PRIMARY KEY (bike_id, position)
);

-- The cover's card variant, on the bike row itself so every list (browse, search, ads, My
-- products) shows it without reading bike_photos. NULL for a single-picture bike: the card shows
-- `picture`, which stays the cover for every existing reader (the SPEC payload, bookings, <head>).
ALTER TABLE bikes ADD COLUMN card_picture text CHECK (char_length(card_picture) <= 2048);

-- Down Migration

ALTER TABLE bikes DROP COLUMN card_picture;
DROP TABLE bike_photos;
