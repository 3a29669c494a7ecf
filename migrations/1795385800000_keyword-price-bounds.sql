-- Up Migration

-- A keyword's page in price order walks its category's price bands (lib/browse/keyword-bands.ts)
-- from the category's cheapest or dearest bike, and a band without a match still costs a probe of
-- the band index: "honda forza" among scooters by price low→high walked ~30 bands cheaper than any
-- Forza; Honda at 600 cc+ among cruisers by price high→low ~16 dearer than any Honda there. Each
-- category's lexeme now also carries the highest price its bikes have had (beside the lowest,
-- migration …_lexeme-price-cc-bounds.sql), and bikes_keyword_price_bounds gives the prices a match
-- of a keyword can have, so the walk starts and ends within them. Only ever widened, like the
-- lowest: a bound gone stale (a bike sold or made cheaper) costs a few bands, never a match.
ALTER TABLE search_lexemes ADD COLUMN max_price_cents integer;

UPDATE search_lexemes AS l
SET max_price_cents = s.max_price_cents
FROM (SELECT bikes.category_id, left(lexeme, 200) AS lexeme, max(bikes.resale_price_cents) AS max_price_cents
      FROM bikes, unnest(tsvector_to_array(bikes.search)) AS lexeme
      GROUP BY 1, 2) AS s
WHERE l.category_id = s.category_id AND l.lexeme = s.lexeme;

-- A lexeme no bike has any more (edited away) bounds nothing.
UPDATE search_lexemes SET max_price_cents = 2147483647 WHERE max_price_cents IS NULL;

ALTER TABLE search_lexemes ALTER COLUMN max_price_cents SET NOT NULL;

-- As before (…_lexeme-price-cc-bounds.sql), the highest price widened too.
CREATE OR REPLACE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (kind, term)
  SELECT DISTINCT ON (t.kind, lower(t.term)) t.kind, t.term FROM changed, bike_search_terms(changed.name, changed.model) AS t
  ORDER BY t.kind, lower(t.term), t.term
  ON CONFLICT (kind, lower(term)) DO NOTHING;
  INSERT INTO search_lexemes AS l (category_id, lexeme, min_price_cents, max_price_cents, min_cc, max_cc)
  SELECT n.category_id, n.lexeme, n.min_price_cents, n.max_price_cents, n.min_cc, n.max_cc
  FROM (SELECT changed.category_id, left(lexeme, 200) AS lexeme, min(changed.resale_price_cents) AS min_price_cents,
          max(changed.resale_price_cents) AS max_price_cents, min(changed.engine_cc) AS min_cc, max(changed.engine_cc) AS max_cc
        FROM changed, unnest(tsvector_to_array(changed.search)) AS lexeme
        GROUP BY 1, 2) AS n
  WHERE NOT EXISTS (SELECT FROM search_lexemes AS o WHERE o.category_id = n.category_id AND o.lexeme = n.lexeme
    AND o.min_price_cents <= n.min_price_cents AND o.max_price_cents >= n.max_price_cents
    AND o.min_cc <= n.min_cc AND o.max_cc >= n.max_cc)
  ORDER BY n.category_id, n.lexeme
  ON CONFLICT (category_id, lexeme) DO UPDATE SET
    min_price_cents = least(l.min_price_cents, excluded.min_price_cents),
    max_price_cents = greatest(l.max_price_cents, excluded.max_price_cents),
    min_cc = least(l.min_cc, excluded.min_cc),
    max_cc = greatest(l.max_cc, excluded.max_cc);
  RETURN NULL;
END;
$$;

-- The prices [low, high] a bike of the category matching a keyword can have, from its lexemes'
-- bounds. `words` is the keyword as the search prepared it (lib/search/keywords.ts): one element per
-- word, its alternatives separated by '|', an alternative's prefixes by ' ' ("hoda|honda", "mt07|mt 07").
-- A match has every word, so its price lies within each word's prices: those of the word's possible
-- alternatives together, an alternative's the overlap of its prefixes', a prefix's those of the
-- lexemes it starts (a number also starts them with a minus, as lib/bike-query.ts wordQuery reads
-- it). A prefix that starts no lexeme rules its alternative out; one that starts more than 16 (a
-- letter or two) bounds nothing, as in bikes_category_exact_tsquery. low > high: nothing can match.
-- In plpgsql so its statement's plan is kept by the connection, where the same bounds written into
-- a search's statement cost more to plan than the bands they saved.
CREATE FUNCTION bikes_keyword_price_bounds(category integer, words text[], OUT low integer, OUT high integer)
  LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  word text;
  alternative text;
  prefix text;
  spelling text;
  word_low integer;
  word_high integer;
  alternative_low integer;
  alternative_high integer;
  found_count integer;
  found_low integer;
  found_high integer;
  lexeme_count integer;
  lexeme_low integer;
  lexeme_high integer;
BEGIN
  low := 0;
  high := 2147483647;
  FOREACH word IN ARRAY words LOOP
    word_low := 2147483647;
    word_high := 0;
    <<alternatives>>
    FOREACH alternative IN ARRAY string_to_array(word, '|') LOOP
      alternative_low := 0;
      alternative_high := 2147483647;
      FOREACH prefix IN ARRAY string_to_array(alternative, ' ') LOOP
        found_count := 0;
        found_low := 2147483647;
        found_high := 0;
        FOREACH spelling IN ARRAY CASE WHEN prefix ~ '^[0-9]+$' THEN ARRAY[prefix, '-' || prefix] ELSE ARRAY[prefix] END LOOP
          -- In byte order (lexeme is COLLATE "C") the lexemes a prefix starts follow it directly.
          SELECT count(*), min(first.min_price_cents), max(first.max_price_cents) INTO lexeme_count, lexeme_low, lexeme_high
          FROM (SELECT l.lexeme, l.min_price_cents, l.max_price_cents FROM search_lexemes AS l
              WHERE l.category_id = category AND l.lexeme >= spelling ORDER BY l.lexeme LIMIT 17) AS first
          WHERE starts_with(first.lexeme, spelling);
          IF lexeme_count > 16 THEN
            found_count := 17;
          ELSIF lexeme_count > 0 THEN
            found_count := found_count + lexeme_count;
            found_low := least(found_low, lexeme_low);
            found_high := greatest(found_high, lexeme_high);
          END IF;
        END LOOP;
        IF found_count = 0 THEN
          CONTINUE alternatives;
        ELSIF found_count <= 16 THEN
          alternative_low := greatest(alternative_low, found_low);
          alternative_high := least(alternative_high, found_high);
        END IF;
      END LOOP;
      word_low := least(word_low, alternative_low);
      word_high := greatest(word_high, alternative_high);
    END LOOP;
    low := greatest(low, word_low);
    high := least(high, word_high);
  END LOOP;
END;
$$;

-- Down Migration

DROP FUNCTION bikes_keyword_price_bounds(integer, text[]);
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
ALTER TABLE search_lexemes DROP COLUMN max_price_cents;
