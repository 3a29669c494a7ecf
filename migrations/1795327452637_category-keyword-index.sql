-- Up Migration

-- A keyword within a category (lib/browse/keyword-page.ts) needs to know how many of the
-- category's bikes match before it picks a way to the page: few, and the page is sorted among
-- them; many, and walking the sort order meets them soon. bikes_search_idx cannot say it cheaply
-- (a keyword rare in one category can be common in the others, and GIN expands a prefix into
-- every posting of it), nor can a GIN on (category_id, search) (btree_gin, measured at 1M bikes:
-- 10-25 ms to find no Vespa among touring bikes). This index holds each lexeme with its bike's
-- category in front ("5/vespa"), so a prefix search within a category reads only that category's
-- postings. The lexemes are cut to 200 characters (a keyword word is at most 100, so prefixes
-- still match) to stay under the tsvector lexeme limit.
CREATE FUNCTION bikes_category_search(category_id integer, search tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(SELECT category_id::text || '/' || left(lexeme, 200) FROM unnest(tsvector_to_array(search)) AS lexeme));

-- The same query for that index: every lexeme prefixed with the category. Phrase operators (which
-- need positions the index does not keep) become AND, so the index finds at least every match;
-- the statement checks bikes.search itself as well.
CREATE FUNCTION bikes_category_tsquery(category_id integer, query tsquery) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(
    regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || category_id::text || '/\1''', 'g'),
    '<[0-9-]+>', '&', 'g')::tsquery;

CREATE INDEX bikes_category_search_idx ON bikes USING gin (bikes_category_search(category_id, search)) WHERE status = 'available';

-- Down Migration

DROP INDEX bikes_category_search_idx;
DROP FUNCTION bikes_category_tsquery(integer, tsquery);
DROP FUNCTION bikes_category_search(integer, tsvector);
