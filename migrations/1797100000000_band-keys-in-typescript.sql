-- Up Migration

-- A band key's prefix is written once, in edge-api/src/lib/browse/keyword-bands.ts (bandKey): the
-- price-and-size keys of a range with a maximum price are built there like every other band's.
DROP FUNCTION bikes_price_cc_tsquery(integer, integer[], integer[], tsquery);
