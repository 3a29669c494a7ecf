-- Up Migration

-- Browse at scale (docs/benchmarks.md): a category page filtered on country, city or model must not
-- walk the whole category in sort order looking for matches (a rare or absent value read ~200k
-- rows). Each equality filter gets the sort keys after it, so any value reads just one page.
-- They also serve the filter options (distinct country/city/model of a category), replacing the
-- two narrower indexes.
CREATE INDEX bikes_browse_country_newest_idx ON bikes (category_id, country, id DESC) WHERE status = 'available';
CREATE INDEX bikes_browse_city_newest_idx ON bikes (category_id, city, id DESC) WHERE status = 'available';
CREATE INDEX bikes_browse_model_newest_idx ON bikes (category_id, model, id DESC) WHERE status = 'available';
CREATE INDEX bikes_browse_country_price_idx ON bikes (category_id, country, resale_price_cents, id) WHERE status = 'available';
CREATE INDEX bikes_browse_city_price_idx ON bikes (category_id, city, resale_price_cents, id) WHERE status = 'available';
CREATE INDEX bikes_browse_model_price_idx ON bikes (category_id, model, resale_price_cents, id) WHERE status = 'available';
DROP INDEX bikes_category_country_city_idx;
DROP INDEX bikes_category_model_idx;

-- Engine size ranges: the cc a category's bikes have is narrow (no 600 cc scooters), so the planner
-- needs the joint distribution to see that a range matches few rows, and an index to find them.
CREATE INDEX bikes_browse_cc_idx ON bikes (category_id, engine_cc) WHERE status = 'available';
CREATE STATISTICS bikes_category_cc_stats (mcv, dependencies) ON category_id, engine_cc FROM bikes;
CREATE STATISTICS bikes_category_model_stats (mcv, dependencies) ON category_id, model FROM bikes;
ANALYZE bikes;

-- Down Migration

DROP STATISTICS bikes_category_model_stats;
DROP STATISTICS bikes_category_cc_stats;
DROP INDEX bikes_browse_cc_idx;
CREATE INDEX bikes_category_country_city_idx ON bikes (category_id, country, city) WHERE status = 'available';
CREATE INDEX bikes_category_model_idx ON bikes (category_id, model) WHERE status = 'available';
DROP INDEX bikes_browse_model_price_idx;
DROP INDEX bikes_browse_city_price_idx;
DROP INDEX bikes_browse_country_price_idx;
DROP INDEX bikes_browse_model_newest_idx;
DROP INDEX bikes_browse_city_newest_idx;
DROP INDEX bikes_browse_country_newest_idx;
