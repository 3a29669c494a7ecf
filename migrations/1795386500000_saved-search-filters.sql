-- Up Migration

-- A saved search keeps its filters by their query parameters' names (edge-api/src/schemas/
-- browse-filters.ts), each as the bikes column holds it (a price in cents): a filter browse gains
-- is saved and matched without a column of its own here. The keyword stays in q and keywords.
ALTER TABLE saved_searches ADD COLUMN filters jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(filters) = 'object');
UPDATE saved_searches SET filters = jsonb_strip_nulls(jsonb_build_object(
  'id', category_id, 'country', country, 'city', city, 'model', model, 'minCc', min_cc, 'maxCc', max_cc,
  'maxPrice', max_price_cents, 'maxMonths', max_months));

-- Matching reads each candidate's filters from the index's leaf pages alone (an index-only scan).
DROP INDEX saved_searches_anchor_idx;
ALTER TABLE saved_searches DROP COLUMN category_id, DROP COLUMN country, DROP COLUMN city, DROP COLUMN model,
  DROP COLUMN min_cc, DROP COLUMN max_cc, DROP COLUMN max_price_cents, DROP COLUMN max_months;
CREATE INDEX saved_searches_anchor_idx ON saved_searches (anchor) INCLUDE (id, user_id, alerts, filters, keywords) WHERE NOT paused;
