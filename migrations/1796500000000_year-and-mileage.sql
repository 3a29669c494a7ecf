-- Up Migration

-- Year and mileage (#38 point 3): what a buyer of a used bike filters on first. Both are optional
-- for the SPEC's creation payload and the CSV import, so a listing without them says "not stated"
-- and a year or mileage filter leaves it out (NULL passes no comparison).
ALTER TABLE bikes
  ADD COLUMN registration_year smallint CHECK (registration_year BETWEEN 1900 AND 2100),
  ADD COLUMN mileage_km integer CHECK (mileage_km BETWEEN 0 AND 2000000);

-- The browse indexes carry both beside the other range-filtered columns, so a page or a count with
-- them is checked from the index alone, whatever else is set (as the seller's stars are).
DROP INDEX bikes_browse_newest_cover_idx, bikes_browse_price_cover_idx, bikes_available_newest_cover_idx,
  bikes_available_price_cover_idx, bikes_browse_country_newest_idx, bikes_browse_city_newest_idx, bikes_browse_model_newest_idx,
  bikes_browse_country_price_idx, bikes_browse_city_price_idx, bikes_browse_model_price_idx, bikes_browse_cc_idx;
CREATE INDEX bikes_browse_newest_cover_idx ON bikes (category_id, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents, seller_stars, registration_year, mileage_km) WHERE status = 'available';
CREATE INDEX bikes_browse_price_cover_idx ON bikes (category_id, resale_price_cents, id) INCLUDE (engine_cc, months_used, seller_stars, registration_year, mileage_km) WHERE status = 'available';
CREATE INDEX bikes_available_newest_cover_idx ON bikes (id DESC) INCLUDE (engine_cc, months_used, resale_price_cents, seller_stars, registration_year, mileage_km) WHERE status = 'available';
CREATE INDEX bikes_available_price_cover_idx ON bikes (resale_price_cents, id) INCLUDE (engine_cc, months_used, seller_stars, registration_year, mileage_km) WHERE status = 'available';
CREATE INDEX bikes_browse_country_newest_idx ON bikes (category_id, country, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents, seller_stars, registration_year, mileage_km) WHERE status = 'available';
CREATE INDEX bikes_browse_city_newest_idx ON bikes (category_id, city, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents, seller_stars, registration_year, mileage_km) WHERE status = 'available';
CREATE INDEX bikes_browse_model_newest_idx ON bikes (category_id, model, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents, seller_stars, registration_year, mileage_km) WHERE status = 'available';
CREATE INDEX bikes_browse_country_price_idx ON bikes (category_id, country, resale_price_cents, id) INCLUDE (engine_cc, months_used, seller_stars, registration_year, mileage_km) WHERE status = 'available';
CREATE INDEX bikes_browse_city_price_idx ON bikes (category_id, city, resale_price_cents, id) INCLUDE (engine_cc, months_used, seller_stars, registration_year, mileage_km) WHERE status = 'available';
CREATE INDEX bikes_browse_model_price_idx ON bikes (category_id, model, resale_price_cents, id) INCLUDE (engine_cc, months_used, seller_stars, registration_year, mileage_km) WHERE status = 'available';
CREATE INDEX bikes_browse_cc_idx ON bikes (category_id, engine_cc, resale_price_cents, id) INCLUDE (months_used, seller_stars, registration_year, mileage_km) WHERE status = 'available';
