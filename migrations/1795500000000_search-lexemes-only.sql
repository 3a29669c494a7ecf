-- Up Migration

-- search_lexemes answers one question now: does a category's bikes have a lexeme a word starts
-- (lib/browse/keyword-categories.ts)? The prices and engine sizes its lexemes had ruled out few
-- categories the strategies do not skip quickly themselves, at the cost of an upsert per lexeme on
-- every write. And the bands read a keyword's prefixes as typed: within one band a prefix's
-- postings are few, so rewriting it as the category's exact lexemes saved nothing measurable.
DROP FUNCTION bikes_category_exact_tsquery(integer, tsquery);
ALTER TABLE search_lexemes DROP COLUMN min_price_cents, DROP COLUMN max_price_cents, DROP COLUMN min_cc, DROP COLUMN max_cc;

-- DO NOTHING locks no existing row, so writes sharing known words never wait on each other; new
-- lexemes go in key order, so two imports cannot wait on each other's crosswise.
CREATE OR REPLACE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (kind, term)
  SELECT DISTINCT ON (t.kind, lower(t.term)) t.kind, t.term FROM changed, bike_search_terms(changed.name, changed.model) AS t
  ORDER BY t.kind, lower(t.term), t.term
  ON CONFLICT (kind, lower(term)) DO NOTHING;
  INSERT INTO search_lexemes (category_id, lexeme)
  SELECT DISTINCT changed.category_id, left(lexeme, 200) FROM changed, unnest(tsvector_to_array(changed.search)) AS lexeme
  ORDER BY 1, 2
  ON CONFLICT (category_id, lexeme) DO NOTHING;
  RETURN NULL;
END;
$$;
