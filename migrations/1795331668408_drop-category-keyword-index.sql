-- Up Migration

-- bikes_keyword_band_idx (…_keyword-band-index.sql) answers every keyword question the browse
-- route asks, so the category-prefixed keyword index before it is no longer read: drop it (42 MB
-- at 1M bikes, and written on every insert and update of an available bike).
DROP INDEX bikes_category_search_idx;
DROP FUNCTION bikes_category_tsquery(integer, tsquery);
DROP FUNCTION bikes_category_search(integer, tsvector);

-- Down Migration

CREATE FUNCTION bikes_category_search(category_id integer, search tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(SELECT category_id::text || '/' || left(lexeme, 200) FROM unnest(tsvector_to_array(search)) AS lexeme));

CREATE FUNCTION bikes_category_tsquery(category_id integer, query tsquery) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(
    regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || category_id::text || '/\1''', 'g'),
    '<[0-9-]+>', '&', 'g')::tsquery;

CREATE INDEX bikes_category_search_idx ON bikes USING gin (bikes_category_search(category_id, search)) WHERE status = 'available';
