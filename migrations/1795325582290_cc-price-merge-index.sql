-- Up Migration

-- A category's bikes in an engine-size range, by price (lib/browse/cc-range-page.ts): with
-- price and id after engine_cc, each size's cheapest (or dearest) bikes are the first entries of
-- its part of the index, so a price-ordered page is merged from a few probes per size instead of
-- walking the category's price order past every bike outside the range. The same index still
-- answers the loose scan of sizes and the rare-range candidates (category, engine_cc, → id).
DROP INDEX bikes_browse_cc_idx;
CREATE INDEX bikes_browse_cc_idx ON bikes (category_id, engine_cc, resale_price_cents, id) INCLUDE (months_used) WHERE status = 'available';

-- Down Migration

DROP INDEX bikes_browse_cc_idx;
CREATE INDEX bikes_browse_cc_idx ON bikes (category_id, engine_cc) INCLUDE (id) WHERE status = 'available';
