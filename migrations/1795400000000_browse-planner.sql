-- Up Migration

-- Browse's planner (edge-api/src/lib/browse/planner.ts) starts a keyword's price bands at the
-- category's own cheapest or dearest bike, and no longer reads the prices a keyword's lexemes have
-- had: the function that bounded them goes.
DROP FUNCTION bikes_keyword_price_bounds(integer, text[]);
