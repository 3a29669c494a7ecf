-- Up Migration

-- Browse picks a page's ids from these indexes alone (lib/browse/browse-bikes.ts, a deferred join), so
-- they carry the range-filtered columns: a min/max cc or months-used filter is checked inside the
-- index instead of reading each skipped bike from the table. Replaces the plain sort-order indexes.
-- (On a large live table run these as CREATE INDEX CONCURRENTLY outside a transaction.)
CREATE INDEX bikes_browse_newest_cover_idx ON bikes (category_id, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_browse_price_cover_idx ON bikes (category_id, resale_price_cents, id) INCLUDE (engine_cc, months_used) WHERE status = 'available';
CREATE INDEX bikes_available_newest_cover_idx ON bikes (id DESC) INCLUDE (engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_available_price_cover_idx ON bikes (resale_price_cents, id) INCLUDE (engine_cc, months_used) WHERE status = 'available';
DROP INDEX bikes_browse_newest_idx;
DROP INDEX bikes_browse_price_idx;
DROP INDEX bikes_available_newest_idx;
DROP INDEX bikes_available_price_idx;

DROP INDEX bikes_browse_country_newest_idx;
DROP INDEX bikes_browse_city_newest_idx;
DROP INDEX bikes_browse_model_newest_idx;
DROP INDEX bikes_browse_country_price_idx;
DROP INDEX bikes_browse_city_price_idx;
DROP INDEX bikes_browse_model_price_idx;
CREATE INDEX bikes_browse_country_newest_idx ON bikes (category_id, country, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_browse_city_newest_idx ON bikes (category_id, city, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_browse_model_newest_idx ON bikes (category_id, model, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_browse_country_price_idx ON bikes (category_id, country, resale_price_cents, id) INCLUDE (engine_cc, months_used) WHERE status = 'available';
CREATE INDEX bikes_browse_city_price_idx ON bikes (category_id, city, resale_price_cents, id) INCLUDE (engine_cc, months_used) WHERE status = 'available';
CREATE INDEX bikes_browse_model_price_idx ON bikes (category_id, model, resale_price_cents, id) INCLUDE (engine_cc, months_used) WHERE status = 'available';
ANALYZE bikes;

-- Down Migration

DROP INDEX bikes_browse_model_price_idx;
DROP INDEX bikes_browse_city_price_idx;
DROP INDEX bikes_browse_country_price_idx;
DROP INDEX bikes_browse_model_newest_idx;
DROP INDEX bikes_browse_city_newest_idx;
DROP INDEX bikes_browse_country_newest_idx;
CREATE INDEX bikes_browse_country_newest_idx ON bikes (category_id, country, id DESC) WHERE status = 'available';
CREATE INDEX bikes_browse_city_newest_idx ON bikes (category_id, city, id DESC) WHERE status = 'available';
CREATE INDEX bikes_browse_model_newest_idx ON bikes (category_id, model, id DESC) WHERE status = 'available';
CREATE INDEX bikes_browse_country_price_idx ON bikes (category_id, country, resale_price_cents, id) WHERE status = 'available';
CREATE INDEX bikes_browse_city_price_idx ON bikes (category_id, city, resale_price_cents, id) WHERE status = 'available';
CREATE INDEX bikes_browse_model_price_idx ON bikes (category_id, model, resale_price_cents, id) WHERE status = 'available';
CREATE INDEX bikes_available_price_idx ON bikes (resale_price_cents, id) WHERE status = 'available';
CREATE INDEX bikes_available_newest_idx ON bikes (id DESC) WHERE status = 'available';
CREATE INDEX bikes_browse_price_idx ON bikes (category_id, resale_price_cents, id) WHERE status = 'available';
CREATE INDEX bikes_browse_newest_idx ON bikes (category_id, id DESC) WHERE status = 'available';
DROP INDEX bikes_available_price_cover_idx;
DROP INDEX bikes_available_newest_cover_idx;
DROP INDEX bikes_browse_price_cover_idx;
DROP INDEX bikes_browse_newest_cover_idx;
