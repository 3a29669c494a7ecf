-- Up Migration

-- Search that forgives typing errors ("yamha mt07" finds "Yamaha MT-07") and suggests brands and
-- models while typing (edge-api/src/lib/search/). Trigram similarity over every bike's keywords at
-- 1M bikes would read them all; buyers search by brand and model, so the few thousand distinct
-- terms of names and models are kept in a small vocabulary, and a typed word that no term starts
-- with is matched against it by trigram similarity on a GIN index. The corrected word then runs
-- through the ordinary keyword browse (lib/browse/keyword-page.ts), unchanged.
-- pg_trgm ships with Postgres (and the embedded server) and is available on Neon.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- kind 'brand': the first word of a bike's name that starts with a letter (names start with the
--   year in the seed: "2022 Kawasaki Ninja 400" → "Kawasaki");
-- kind 'model': the model as sellers wrote it ("Yamaha YZF-R15 V4");
-- kind 'word': each word of name and model that has a letter ("YZF-R15"), its letter/digit parts
--   ("yzf", "r15"), and adjacent model words ("Ninja 400", so "ninja400" meets it).
-- `compact` drops everything but letters and digits and lowers the case, so "mt07" and "MT-07"
-- are the same term. The first spelling of a term is kept (unique per kind, case-insensitively).
-- Terms are added, never removed: a term whose bikes were sold or deleted only leads to a search
-- with no results, which says so.
CREATE TABLE search_terms (
  kind    text NOT NULL CHECK (kind IN ('brand', 'model', 'word')),
  term    text NOT NULL CHECK (length(term) BETWEEN 1 AND 200),
  compact text GENERATED ALWAYS AS (lower(regexp_replace(term, '[^[:alnum:]]+', '', 'g'))) STORED
);
CREATE UNIQUE INDEX search_terms_kind_term_key ON search_terms (kind, lower(term));
-- Typo correction of one word (similarity `%` of compact forms: "mt07" ~ "MT-07") and the
-- suggestions' prefix match (compact LIKE 'yamahamt%').
CREATE INDEX search_terms_compact_trgm_idx ON search_terms USING gin (compact gin_trgm_ops);
-- Suggestions: what is typed against any run of a term's words (word similarity `<%`, which needs
-- the words apart: "ninja" is a whole word of "Kawasaki Ninja 400", not of "kawasakininja400").
CREATE INDEX search_terms_term_trgm_idx ON search_terms USING gin (term gin_trgm_ops);
-- "Is the typed word the start of a word bikes have?" (single words only: their compact form is
-- a keyword lexeme, "yzf", not "yzfr15"): one btree probe per word, in byte order, where the words
-- a prefix starts come right after it.
CREATE INDEX search_terms_lexeme_idx ON search_terms (compact COLLATE "C") WHERE kind = 'word' AND compact = lower(term);
-- Suggestions: brands and models whose own keywords match the (typo-corrected) search, as a
-- bike's would.
CREATE INDEX search_terms_names_idx ON search_terms USING gin (to_tsvector('simple', term)) WHERE kind IN ('brand', 'model');

-- Which keyword lexemes each category's bikes have (all of bikes.search: name, model and
-- description), for the results page's category counts (lib/search/facets.ts): a category none of
-- whose lexemes starts with a searched word has no match, known from one btree probe instead of
-- reading the category's bikes (counting "vespa" among touring bikes read ~1k bikes to find none,
-- "honda cbr" every Honda's postings). Lexemes are only added: a stale one costs the count its
-- shortcut, never its correctness. Cut to 200 characters, like bikes_keyword_bands (a searched
-- word is at most 100, so whether it starts a lexeme is unchanged). Byte order, so the lexemes a
-- prefix starts come right after it.
CREATE TABLE search_lexemes (
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  lexeme      text COLLATE "C" NOT NULL,
  PRIMARY KEY (category_id, lexeme)
);

-- The terms of one bike, as above.
CREATE FUNCTION bike_search_terms(name text, model text) RETURNS TABLE (kind text, term text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  BEGIN ATOMIC
    WITH words AS (
      SELECT w.src, w.pos, btrim(w.word, '.,;:!?()[]"''') AS word
      FROM (SELECT 'name' AS src, n.word, n.pos FROM regexp_split_to_table(btrim(name), '\s+') WITH ORDINALITY AS n(word, pos)
            UNION ALL
            SELECT 'model', m.word, m.pos FROM regexp_split_to_table(btrim(model), '\s+') WITH ORDINALITY AS m(word, pos)) AS w
    ),
    lettered AS (SELECT * FROM words WHERE word ~ '[[:alpha:]]' AND length(word) <= 100)
    SELECT 'brand', b.word FROM (SELECT word FROM lettered WHERE src = 'name' AND word ~ '^[[:alpha:]]' ORDER BY pos LIMIT 1) AS b
    UNION
    SELECT 'model', left(btrim(model), 200) WHERE btrim(model) <> ''
    UNION
    SELECT 'word', word FROM lettered
    UNION
    SELECT 'word', part FROM lettered, regexp_split_to_table(word, '[^[:alnum:]]+') AS part WHERE length(part) >= 2 AND part ~ '[[:alpha:]]'
    UNION
    SELECT 'word', a.word || ' ' || b.word FROM words AS a JOIN words AS b ON b.src = a.src AND b.pos = a.pos + 1
    WHERE a.src = 'model' AND a.word <> '' AND b.word <> '' AND (a.word || b.word) ~ '[[:alpha:]]' AND length(a.word || b.word) <= 100;
  END;

-- Both kept current by the database itself, so every write path (the Add product form, the CSV import,
-- an edit, the bench loader) adds its terms: one statement-level insert per statement, from its
-- transition table, so a bulk import costs one statement, not one per bike.
CREATE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER search_terms_on_insert AFTER INSERT ON bikes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();
CREATE TRIGGER search_terms_on_update AFTER UPDATE ON bikes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();

INSERT INTO search_terms (kind, term)
SELECT DISTINCT ON (t.kind, lower(t.term)) t.kind, t.term
FROM (SELECT DISTINCT name, model FROM bikes) AS b, bike_search_terms(b.name, b.model) AS t
ORDER BY t.kind, lower(t.term), t.term
ON CONFLICT (kind, lower(term)) DO NOTHING;

INSERT INTO search_lexemes (category_id, lexeme)
SELECT DISTINCT bikes.category_id, left(lexeme, 200) FROM bikes, unnest(tsvector_to_array(bikes.search)) AS lexeme;

ANALYZE search_terms, search_lexemes;

-- Down Migration

DROP TRIGGER search_terms_on_update ON bikes;
DROP TRIGGER search_terms_on_insert ON bikes;
DROP FUNCTION search_terms_add();
DROP FUNCTION bike_search_terms(text, text);
DROP TABLE search_lexemes;
DROP TABLE search_terms;
