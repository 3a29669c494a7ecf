-- Up Migration

-- The filter panel's city select narrows to the chosen country (GET /api/bikes/filters?country=):
-- a loose scan of a category's cities within one country needs the country before the city, so
-- each distinct city is one probe (lib/browse/filter-options.ts). Without a category the same scan
-- runs per category, so this index serves that case too.
CREATE INDEX bikes_category_country_city_idx ON bikes (category_id, country, city) WHERE status = 'available';

-- Down Migration

DROP INDEX bikes_category_country_city_idx;
