-- Up Migration

-- A keyword within an engine-size range, in price order (Honda scooters of at most 250 cc by price
-- high→low, lib/browse/keyword-bands.ts): the price band's matches were read whatever their size,
-- so every Forza 350 in the dearer bands was fetched and dropped (~300 ms at 1M bikes, and ~1 s
-- for the same search across categories). Each lexeme now has a fourth key with its bike's price
-- band and cc band together ("3/p150c322/honda"), so a band's matches within a range are read
-- alone, and a range under a maximum price is counted from the keys of both (keyword-ranged.ts)
-- instead of intersecting two large posting sets (~60 ms for none). Same bands as before.
CREATE OR REPLACE FUNCTION bikes_keyword_bands(category_id integer, price_cents integer, id integer, engine_cc integer, search tsvector)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(
    SELECT category_id::text || band || left(lexeme, 200)
    FROM unnest(tsvector_to_array(search)) AS lexeme,
      unnest(ARRAY['/p' || bikes_price_band(price_cents) || '/', '/n' || bikes_id_band(id) || '/',
        '/c' || bikes_cc_band(engine_cc) || '/',
        '/p' || bikes_price_band(price_cents) || 'c' || bikes_cc_band(engine_cc) || '/']) AS band));

-- The query within any pair of the price bands and cc bands, for those keys.
CREATE OR REPLACE FUNCTION bikes_price_cc_tsquery(category_id integer, price_bands integer[], cc_bands integer[], query tsquery)
  RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN bikes_banded_tsquery(ARRAY(SELECT category_id::text || '/p' || p || 'c' || c || '/'
    FROM unnest(price_bands) AS p, unnest(cc_bands) AS c), query);

-- The function changed what the index holds: rebuild it. (On a large live table: a new index built
-- CONCURRENTLY on a new function, then the old one dropped.)
REINDEX INDEX bikes_keyword_band_idx;
ANALYZE bikes;

-- Down Migration

DROP FUNCTION bikes_price_cc_tsquery(integer, integer[], integer[], tsquery);
CREATE OR REPLACE FUNCTION bikes_keyword_bands(category_id integer, price_cents integer, id integer, engine_cc integer, search tsvector)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(
    SELECT category_id::text || band || left(lexeme, 200)
    FROM unnest(tsvector_to_array(search)) AS lexeme,
      unnest(ARRAY['/p' || bikes_price_band(price_cents) || '/', '/n' || bikes_id_band(id) || '/',
        '/c' || bikes_cc_band(engine_cc) || '/']) AS band));
REINDEX INDEX bikes_keyword_band_idx;
