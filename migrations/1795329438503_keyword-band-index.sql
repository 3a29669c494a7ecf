-- Up Migration

-- A keyword common in a category but found only far down its sort order (Kymco among scooters by
-- price, high→low: the 10k matches are the cheapest scooters) made browse (lib/browse/keyword-page.ts) walk the
-- price order and read ~170k bikes' keywords from the table (~400 ms at 1M bikes); collecting all
-- the matches from bikes_category_search_idx and sorting them reads every match's row instead
-- (10k rows ~25 ms warm, honda among scooters ~50k rows ~100 ms). This index splits each
-- category's postings into bands, so a page reads only the matches of the bands it needs:
-- "3/p150/kymco" (scooters priced in band 150 mentioning kymco) for price order, "3/n61/kymco"
-- (ids in band 61) for newest first, "3/c82/kymco" (engine sizes in band 82) to count the matches
-- within a cc range or under a maximum price from the index alone.
-- Price bands are logarithmic (each ~6 % wide: 16·ln(cents), about 80 over $1–$30,000), engine-size
-- bands finer (~1.6 %: 64·ln(cc), so 150 and 155 cc differ); id bands are 8,192 ids wide.
CREATE FUNCTION bikes_price_band(price_cents integer) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN floor(16 * ln(greatest(price_cents, 1)::double precision))::integer;

CREATE FUNCTION bikes_cc_band(engine_cc integer) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN floor(64 * ln(greatest(engine_cc, 1)::double precision))::integer;

CREATE FUNCTION bikes_id_band(id integer) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN id >> 13;

-- Every lexeme three times, "<category>/p<price band>/", "…/n<id band>/" and "…/c<cc band>/" in
-- front, cut to 200 characters like bikes_category_search (a keyword word is at most 100).
CREATE FUNCTION bikes_keyword_bands(category_id integer, price_cents integer, id integer, engine_cc integer, search tsvector)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(
    SELECT category_id::text || band || left(lexeme, 200)
    FROM unnest(tsvector_to_array(search)) AS lexeme,
      unnest(ARRAY['/p' || bikes_price_band(price_cents) || '/', '/n' || bikes_id_band(id) || '/',
        '/c' || bikes_cc_band(engine_cc) || '/']) AS band));

-- A query for that index: every lexeme prefixed ("3/p150/"); phrase operators become AND (the
-- index keeps no positions), as in bikes_category_tsquery.
CREATE FUNCTION bikes_prefixed_tsquery(prefix text, query tsquery) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(
    regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || replace(prefix, '\', '\\') || '\1''', 'g'),
    '<[0-9-]+>', '&', 'g')::tsquery;

-- The query within any of several bands: (query in band 1) | (query in band 2) | …; with no band,
-- a lexeme no bike has ('/').
CREATE FUNCTION bikes_banded_tsquery(prefixes text[], query tsquery) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN coalesce((SELECT string_agg('(' || bikes_prefixed_tsquery(prefix, query)::text || ')', ' | ') FROM unnest(prefixes) AS prefix),
    '''/''')::tsquery;

CREATE INDEX bikes_keyword_band_idx ON bikes USING gin (bikes_keyword_bands(category_id, resale_price_cents, id, engine_cc, search))
  WHERE status = 'available';

-- Down Migration

DROP INDEX bikes_keyword_band_idx;
DROP FUNCTION bikes_banded_tsquery(text[], tsquery);
DROP FUNCTION bikes_prefixed_tsquery(text, tsquery);
DROP FUNCTION bikes_keyword_bands(integer, integer, integer, integer, tsvector);
DROP FUNCTION bikes_id_band(integer);
DROP FUNCTION bikes_cc_band(integer);
DROP FUNCTION bikes_price_band(integer);
