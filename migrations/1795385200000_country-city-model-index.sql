-- Up Migration

-- The filter panel's count with a country (or city) and a model (GET /api/bikes/count?country=&model=)
-- read every bike of the model in the category from the table to keep the country's: ~23k heap
-- rows for Honda Forza 350s in France, to count 1,001 (60–100 ms warm, ~2 s cold, at 1M bikes).
-- With the model after the city, the country's cities' index already answers it alone: an
-- index-only scan skipping over the country's few cities (~30 pages). Same index, one more key
-- column (deduplicated: ~7 MB either way), so no extra write cost; its loose scan of a country's
-- cities (lib/browse/filter-options.ts) reads the same leading columns. ~4 s to build at 1M bikes.
CREATE INDEX bikes_category_country_city_model_idx ON bikes (category_id, country, city, model) WHERE status = 'available';
DROP INDEX bikes_category_country_city_idx;

-- Down Migration

CREATE INDEX bikes_category_country_city_idx ON bikes (category_id, country, city) WHERE status = 'available';
DROP INDEX bikes_category_country_city_model_idx;
