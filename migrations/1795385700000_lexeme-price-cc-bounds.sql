-- Up Migration

-- A keyword with a maximum price or an engine-size range, counted per category (the results page's
-- category counts, lib/search/facets.ts) or paged per category (categories-page.ts): a category whose
-- bikes have the keyword, but none of them under the price or in the range, was read to find none
-- (Honda under $2,000 among cruisers, off-road and touring bikes at 1M: ~1,500 bikes' keywords and
-- ~3 ms each). Each category's lexeme now also carries the lowest price and the engine sizes its
-- bikes have had, so categoryMayMatch (lib/browse/keyword-categories.ts) rules such a category out
-- from the lexeme's row. Only ever widened, like the lexemes only added: a bound gone stale (a bike
-- sold or made dearer) costs the shortcut, never the count.
ALTER TABLE search_lexemes
  ADD COLUMN min_price_cents integer,
  ADD COLUMN min_cc integer,
  ADD COLUMN max_cc integer;

UPDATE search_lexemes AS l
SET min_price_cents = s.min_price_cents, min_cc = s.min_cc, max_cc = s.max_cc
FROM (SELECT bikes.category_id, left(lexeme, 200) AS lexeme, min(bikes.resale_price_cents) AS min_price_cents,
        min(bikes.engine_cc) AS min_cc, max(bikes.engine_cc) AS max_cc
      FROM bikes, unnest(tsvector_to_array(bikes.search)) AS lexeme
      GROUP BY 1, 2) AS s
WHERE l.category_id = s.category_id AND l.lexeme = s.lexeme;

-- A lexeme no bike has any more (edited away) rules nothing out.
UPDATE search_lexemes SET min_price_cents = 0, min_cc = 0, max_cc = 2147483647 WHERE min_price_cents IS NULL;

ALTER TABLE search_lexemes
  ALTER COLUMN min_price_cents SET NOT NULL,
  ALTER COLUMN min_cc SET NOT NULL,
  ALTER COLUMN max_cc SET NOT NULL;

-- As before, and each lexeme's bounds widened to the written bikes'. Only rows whose bounds change
-- are written (NOT EXISTS first): an upsert locks its row even when it changes nothing, and every
-- update of a bike (a status, an advert) would then wait on others sharing its words. Written in
-- key order, so two imports cannot lock each other's rows crosswise.
CREATE OR REPLACE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (kind, term)
  SELECT DISTINCT ON (t.kind, lower(t.term)) t.kind, t.term FROM changed, bike_search_terms(changed.name, changed.model) AS t
  ORDER BY t.kind, lower(t.term), t.term
  ON CONFLICT (kind, lower(term)) DO NOTHING;
  INSERT INTO search_lexemes AS l (category_id, lexeme, min_price_cents, min_cc, max_cc)
  SELECT n.category_id, n.lexeme, n.min_price_cents, n.min_cc, n.max_cc
  FROM (SELECT changed.category_id, left(lexeme, 200) AS lexeme, min(changed.resale_price_cents) AS min_price_cents,
          min(changed.engine_cc) AS min_cc, max(changed.engine_cc) AS max_cc
        FROM changed, unnest(tsvector_to_array(changed.search)) AS lexeme
        GROUP BY 1, 2) AS n
  WHERE NOT EXISTS (SELECT FROM search_lexemes AS o WHERE o.category_id = n.category_id AND o.lexeme = n.lexeme
    AND o.min_price_cents <= n.min_price_cents AND o.min_cc <= n.min_cc AND o.max_cc >= n.max_cc)
  ORDER BY n.category_id, n.lexeme
  ON CONFLICT (category_id, lexeme) DO UPDATE SET
    min_price_cents = least(l.min_price_cents, excluded.min_price_cents),
    min_cc = least(l.min_cc, excluded.min_cc),
    max_cc = greatest(l.max_cc, excluded.max_cc);
  RETURN NULL;
END;
$$;

-- Down Migration

CREATE OR REPLACE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (kind, term)
  SELECT DISTINCT ON (t.kind, lower(t.term)) t.kind, t.term FROM changed, bike_search_terms(changed.name, changed.model) AS t
  ORDER BY t.kind, lower(t.term), t.term
  ON CONFLICT (kind, lower(term)) DO NOTHING;
  INSERT INTO search_lexemes (category_id, lexeme)
  SELECT DISTINCT changed.category_id, left(lexeme, 200) FROM changed, unnest(tsvector_to_array(changed.search)) AS lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
ALTER TABLE search_lexemes DROP COLUMN min_price_cents, DROP COLUMN min_cc, DROP COLUMN max_cc;
