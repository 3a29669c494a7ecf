-- Up Migration

-- A keyword's words are prefixes ("hond" finds Honda), and GIN reads a prefix term of
-- bikes_keyword_band_idx by collecting the postings of every lexeme it starts, whatever the other
-- words: in a band walk (lib/browse/keyword-bands.ts) each band costs the common word's postings
-- (Honda among scooters: ~1,000 a band, ~0.4 ms), even in the bands where the rare word has none
-- ("honda forza" by price low→high walks 30 such bands before the Forzas: ~13 ms at 1M bikes). With
-- exact lexemes GIN skips through the rarest one: a band without it costs ~0.03 ms.
-- This rewrites each prefix term as the category's lexemes it starts ('forza':* → 'forza'), from
-- search_lexemes, which holds every lexeme a bike of the category ever had (never removed), so the
-- lexemes are all the prefix could match. A prefix that starts more than 16 lexemes (a letter or two)
-- stays a prefix, as does one that starts a lexeme with a quote or backslash; one that starts none becomes
-- '/', a lexeme no bike has (as in bikes_banded_tsquery).
CREATE FUNCTION bikes_category_exact_tsquery(category integer, query tsquery) RETURNS tsquery
  LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  exact text := query::text;
  prefix text;
  lexemes text[];
BEGIN
  -- (Lexemes with a quote or backslash are written escaped in tsquery text; those terms are left alone.)
  FOR prefix IN SELECT DISTINCT m[1] FROM regexp_matches(query::text, '''([^''\\]*)'':\*', 'g') AS m LOOP
    -- In byte order (lexeme is COLLATE "C") the lexemes a prefix starts follow it directly.
    lexemes := ARRAY(SELECT first.lexeme FROM (SELECT l.lexeme FROM search_lexemes AS l
        WHERE l.category_id = category AND l.lexeme >= prefix ORDER BY l.lexeme LIMIT 17) AS first
      WHERE starts_with(first.lexeme, prefix));
    CONTINUE WHEN cardinality(lexemes) > 16 OR EXISTS (SELECT FROM unnest(lexemes) AS x WHERE x ~ '[''\\]');
    exact := replace(exact, '''' || prefix || ''':*', CASE WHEN cardinality(lexemes) = 0 THEN '''/'''
      ELSE '(' || (SELECT string_agg('''' || x || '''', ' | ') FROM unnest(lexemes) AS x) || ')' END);
  END LOOP;
  RETURN exact::tsquery;
END;
$$;

-- Down Migration

DROP FUNCTION bikes_category_exact_tsquery(integer, tsquery);
