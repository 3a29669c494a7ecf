-- Up Migration

-- MotoMart's schema as of issue #35: the 41 migrations before it folded into one (they are kept,
-- as they were, in tests/scripts/fixtures/old-migrations/, and tests/scripts/schema.test.ts
-- checks that both ways end with the same schema). Columns added by a later change sit at the end
-- of their table, where ALTER TABLE put them, so a database migrated either way is the same.
-- Migrations after this one are forward-only (no Down section): a mistake is undone by the next one.

-- Trigram similarity: typo-tolerant search over search_terms and the admin's "contains" searches.
-- It ships with Postgres (and the embedded server) and is available on Neon.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TYPE user_role AS ENUM ('buyer', 'seller', 'admin');
CREATE TYPE bike_condition AS ENUM ('excellent', 'good', 'fair');
-- 'sold': paid through MotoMart (payments/record-payment.ts). 'withdrawn' (no longer for sale) and
-- 'sold_elsewhere' (sold outside MotoMart): the seller took it off the market. Statuses rather than a
-- status and a reason, so every `WHERE status = 'available'` (browse, search, ads, the partial
-- indexes, the triggers) leaves them out and no pair of columns can disagree.
CREATE TYPE bike_status AS ENUM ('available', 'sold', 'withdrawn', 'sold_elsewhere');
CREATE TYPE report_status AS ENUM ('open', 'dismissed', 'removed');
-- A booking's life, seen by both sides: 'open' can be paid, cancelled by its buyer or declined by
-- the seller; every other state is final except 'paid', which a refund turns into 'refunded'.
-- 'declined' is its own state, not 'cancelled' with a reason: who ended the booking is a fact both
-- screens and the notifications show, and state_reason stays free for the seller's own words.
CREATE TYPE booking_state AS ENUM ('open', 'paid', 'sold_to_another', 'listing_removed', 'refunded', 'cancelled', 'declined');
-- Which side of a conversation wrote a message.
CREATE TYPE message_sender AS ENUM ('buyer', 'seller');

-- ── Accounts ────────────────────────────────────────────────────────────────────────────────────

CREATE TABLE users (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  firebase_uid text NOT NULL UNIQUE,
  name         text NOT NULL,
  email        text NOT NULL,
  role         user_role NOT NULL DEFAULT 'buyer',
  verified     boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- Home's top sellers rank verified sellers by bikes for sale: each user carries the count, kept
  -- exact by the bikes_for_sale_count trigger, instead of counting every seller's bikes per request.
  bikes_for_sale integer NOT NULL DEFAULT 0 CHECK (bikes_for_sale >= 0),
  -- The seller's Stripe Connect Express account, at most one, and what Stripe last said of it:
  -- 'not_connected' (no account yet), 'pending' (onboarding unfinished, or Stripe wants more),
  -- 'active' (charges and payouts enabled). Only an 'active' seller's bikes can be paid.
  stripe_account_id text UNIQUE CHECK (stripe_account_id ~ '^acct_[A-Za-z0-9]{1,60}$'),
  payout_status text NOT NULL DEFAULT 'not_connected' CHECK (payout_status IN ('not_connected', 'pending', 'active')),
  CONSTRAINT users_payout_account_check CHECK ((payout_status = 'not_connected') = (stripe_account_id IS NULL))
);
-- Emails are unique whatever their case: Firebase treats them case-insensitively.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
-- Admin tables list one role at a time, newest first.
CREATE INDEX users_role_id_idx ON users (role, id DESC);
CREATE INDEX users_top_sellers_idx ON users (bikes_for_sale DESC, id) WHERE role = 'seller' AND verified;
-- The admin's lists search by name or email anywhere in the text (lib/admin/admin-search.ts).
CREATE INDEX users_name_email_trgm_idx ON users USING gin ((lower(name) || ' ' || lower(email)) gin_trgm_ops);

-- Accounts an admin deleted: signing in again must not recreate them.
CREATE TABLE deleted_accounts (
  firebase_uid text PRIMARY KEY,
  email        text NOT NULL,
  deleted_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deleted_accounts_email_lower_idx ON deleted_accounts (lower(email));

-- Sign-in accounts with no MotoMart profile yet (a sign-up whose profile save failed): recorded when
-- such an account asks who it is (GET /api/users/me), removed when it saves its profile; the admin
-- lists them ("Not finished signing up").
CREATE TABLE unfinished_sign_ups (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  firebase_uid  text NOT NULL UNIQUE,
  email         text NOT NULL,
  -- The sign-in account's display name, when it has one.
  name          text,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now()
);

-- ── Bikes ───────────────────────────────────────────────────────────────────────────────────────

-- Reference data, inserted by `npm run db:seed:reference` (scripts/lib/reference-data.ts).
CREATE TABLE categories (
  id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name     text NOT NULL UNIQUE,
  svg_path text NOT NULL,
  width    integer NOT NULL CHECK (width > 0),
  height   integer NOT NULL CHECK (height > 0)
);

CREATE TABLE bikes (
  id                   integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seller_id            integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id          integer NOT NULL REFERENCES categories (id),
  name                 text NOT NULL,
  -- The cover: the first photo's full-size URL, or the single picture of a bike without photos.
  picture              text NOT NULL,
  resale_price_cents   integer NOT NULL CHECK (resale_price_cents > 0),
  original_price_cents integer NOT NULL CHECK (original_price_cents > 0),
  seller_name          text NOT NULL,
  location             text NOT NULL,
  country              text NOT NULL,
  city                 text NOT NULL,
  model                text NOT NULL,
  engine_cc            integer NOT NULL CHECK (engine_cc > 0),
  months_used          integer CHECK (months_used >= 0),
  condition            bike_condition NOT NULL,
  description          text NOT NULL,
  mobile_number        text NOT NULL,
  status               bike_status NOT NULL DEFAULT 'available',
  advertised           boolean NOT NULL DEFAULT false,
  advertised_at        timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  -- Keyword search over what a buyer types: name, model and description.
  search               tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', name || ' ' || model || ' ' || description)
  ) STORED,
  -- The cover's ~480 px card variant, on the row itself so every list shows it without reading
  -- bike_photos. NULL for a single-picture bike: the card shows `picture`.
  card_picture         text CHECK (char_length(card_picture) <= 2048),
  CHECK (advertised = (advertised_at IS NOT NULL))
);
-- A seller's own listings.
CREATE INDEX bikes_seller_idx ON bikes (seller_id, id DESC);
-- The home ads slider: advertised available bikes, most recently advertised first.
CREATE INDEX bikes_ads_idx ON bikes (advertised_at DESC, id DESC) WHERE advertised AND status = 'available';
CREATE INDEX bikes_search_idx ON bikes USING gin (search) WHERE status = 'available';

-- Browse (lib/browse/) picks a page's ids from these indexes alone, newest first or by price, in a
-- category or across all (keyset on the sort key, id). They carry the range-filtered columns, so a
-- min/max cc or months-used filter is checked inside the index instead of in each skipped row.
CREATE INDEX bikes_browse_newest_cover_idx ON bikes (category_id, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_browse_price_cover_idx ON bikes (category_id, resale_price_cents, id) INCLUDE (engine_cc, months_used) WHERE status = 'available';
CREATE INDEX bikes_available_newest_cover_idx ON bikes (id DESC) INCLUDE (engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_available_price_cover_idx ON bikes (resale_price_cents, id) INCLUDE (engine_cc, months_used) WHERE status = 'available';
-- A page filtered on country, city or model: each equality filter has the sort keys after it, so a
-- rare or absent value reads one page instead of walking the category in sort order. They also
-- answer the filter options (distinct countries, cities, models of a category).
CREATE INDEX bikes_browse_country_newest_idx ON bikes (category_id, country, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_browse_city_newest_idx ON bikes (category_id, city, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_browse_model_newest_idx ON bikes (category_id, model, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_browse_country_price_idx ON bikes (category_id, country, resale_price_cents, id) INCLUDE (engine_cc, months_used) WHERE status = 'available';
CREATE INDEX bikes_browse_city_price_idx ON bikes (category_id, city, resale_price_cents, id) INCLUDE (engine_cc, months_used) WHERE status = 'available';
CREATE INDEX bikes_browse_model_price_idx ON bikes (category_id, model, resale_price_cents, id) INCLUDE (engine_cc, months_used) WHERE status = 'available';
-- The filter panel's cities of one country (a loose scan, one probe per city), and its count with
-- a country or city and a model, from the index alone.
CREATE INDEX bikes_category_country_city_model_idx ON bikes (category_id, country, city, model) WHERE status = 'available';
-- A category's bikes in an engine-size range: the loose scan of its sizes, and by price, each size's
-- cheapest (or dearest) bikes first, so a price-ordered page is merged from a few probes per size.
CREATE INDEX bikes_browse_cc_idx ON bikes (category_id, engine_cc, resale_price_cents, id) INCLUDE (months_used) WHERE status = 'available';
-- A category's engine sizes (and models) are narrow (no 600 cc scooters): the planner needs the
-- joint distribution to see that a range matches few rows.
CREATE STATISTICS bikes_category_cc_stats (mcv, dependencies) ON category_id, engine_cc FROM bikes;
CREATE STATISTICS bikes_category_model_stats (mcv, dependencies) ON category_id, model FROM bikes;

-- A bike's photos: up to 10, in the seller's order; position 0 is the cover. The primary key and the
-- position check make "at most 10 per bike" hold in the database too. A deleted bike takes its
-- photos' rows with it (the images stay in R2).
CREATE TABLE bike_photos (
  bike_id  integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
  -- The full-size image (long side ≤ 1600 px) and its ~480 px card variant, both /api/photos/<key>.
  url      text NOT NULL CHECK (char_length(url) <= 2048),
  card_url text NOT NULL CHECK (char_length(card_url) <= 2048),
  PRIMARY KEY (bike_id, position)
);

-- Every change of a bike's asking price ("Price dropped by $500 on 3 Nov"), written by the trigger
-- below in the UPDATE's own transaction, whoever updates the price; never by the API.
CREATE TABLE bike_price_changes (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bike_id         integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  old_price_cents integer NOT NULL CHECK (old_price_cents > 0),
  new_price_cents integer NOT NULL CHECK (new_price_cents > 0),
  changed_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (old_price_cents <> new_price_cents)
);
-- A bike's latest changes first (lib/bikes/price-history.ts); also serves the cascade.
CREATE INDEX bike_price_changes_bike_idx ON bike_price_changes (bike_id, id DESC);

CREATE FUNCTION bike_price_change_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bike_price_changes (bike_id, old_price_cents, new_price_cents)
  VALUES (NEW.id, OLD.resale_price_cents, NEW.resale_price_cents);
  RETURN NULL;
END;
$$;

CREATE TRIGGER bike_price_change_record
AFTER UPDATE OF resale_price_cents ON bikes
FOR EACH ROW WHEN (OLD.resale_price_cents IS DISTINCT FROM NEW.resale_price_cents)
EXECUTE FUNCTION bike_price_change_record();

-- users.bikes_for_sale, on every change of a bike's seller or status (insert, sale, delete, cascade).
CREATE FUNCTION bikes_for_sale_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'available' THEN
    UPDATE users SET bikes_for_sale = bikes_for_sale - 1 WHERE id = OLD.seller_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'available' THEN
    UPDATE users SET bikes_for_sale = bikes_for_sale + 1 WHERE id = NEW.seller_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER bikes_for_sale_count
AFTER INSERT OR DELETE OR UPDATE OF status, seller_id ON bikes
FOR EACH ROW EXECUTE FUNCTION bikes_for_sale_count();

-- ── Keyword browse ──────────────────────────────────────────────────────────────────────────────

-- A keyword within a category, in any sort order (lib/browse/keyword-bands.ts), reads only the
-- matches of the bands a page needs: bikes_keyword_band_idx holds each lexeme of an available bike
-- four times, with its category and a band in front — "3/p150/kymco" (price band 150, for price
-- order), "3/n61/kymco" (id band 61, for newest first), "3/c82/kymco" (engine-size band 82, to
-- count matches within a cc range from the index alone) and "3/p150c322/honda" (price and cc band
-- together: a band's matches within a range, read alone).
-- Price bands are logarithmic (each ~6 % wide: 16·ln(cents)), engine-size bands finer (~1.6 %:
-- 64·ln(cc), so 150 and 155 cc differ); id bands are 8,192 ids wide.
CREATE FUNCTION bikes_price_band(price_cents integer) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN floor(16 * ln(greatest(price_cents, 1)::double precision))::integer;

CREATE FUNCTION bikes_cc_band(engine_cc integer) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN floor(64 * ln(greatest(engine_cc, 1)::double precision))::integer;

CREATE FUNCTION bikes_id_band(id integer) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN id >> 13;

-- A bike's band lexemes. Lexemes are cut to 200 characters (a keyword word is at most 100, so
-- prefixes still match) to stay under the tsvector lexeme limit. Postgres cannot inline it (it holds
-- a subquery): COST 5000 rates it near its real cost, so the planner reads the band index rather
-- than computing it for every bike, and PARALLEL RESTRICTED keeps a band's recheck from starting
-- parallel workers that cost more than the whole statement.
CREATE FUNCTION bikes_keyword_bands(category_id integer, price_cents integer, id integer, engine_cc integer, search tsvector)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL RESTRICTED COST 5000
  RETURN array_to_tsvector(ARRAY(
    SELECT category_id::text || band || left(lexeme, 200)
    FROM unnest(tsvector_to_array(search)) AS lexeme,
      unnest(ARRAY['/p' || bikes_price_band(price_cents) || '/', '/n' || bikes_id_band(id) || '/',
        '/c' || bikes_cc_band(engine_cc) || '/',
        '/p' || bikes_price_band(price_cents) || 'c' || bikes_cc_band(engine_cc) || '/']) AS band));

-- A query for that index: every lexeme prefixed ("3/p150/"). Phrase operators become AND (the index
-- keeps no positions), so the index finds at least every match; statements check bikes.search too.
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

-- The query within any pair of the price bands and cc bands.
CREATE FUNCTION bikes_price_cc_tsquery(category_id integer, price_bands integer[], cc_bands integer[], query tsquery)
  RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN bikes_banded_tsquery(ARRAY(SELECT category_id::text || '/p' || p || 'c' || c || '/'
    FROM unnest(price_bands) AS p, unnest(cc_bands) AS c), query);

-- Without GIN's fast update: a band walk scans this index once per band, and every scan would read
-- the whole pending list of bikes added since the last vacuum. Bikes are written far less often than
-- browsed, so each insert updates the index itself.
CREATE INDEX bikes_keyword_band_idx ON bikes USING gin (bikes_keyword_bands(category_id, resale_price_cents, id, engine_cc, search))
  WITH (fastupdate = off)
  WHERE status = 'available';

-- Two per-category steps of a keyword's band walk with an engine-size range, as plpgsql functions
-- so their statements' plans are kept by the connection instead of planned for every request.
-- The engine sizes the category's available bikes have between min_cc and max_cc, ascending: one
-- probe of bikes_browse_cc_idx per size.
CREATE FUNCTION bikes_category_cc_sizes(category integer, min_cc integer, max_cc integer) RETURNS integer[]
  LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  sizes integer[] := '{}';
  size integer := min_cc - 1;
BEGIN
  LOOP
    SELECT b.engine_cc INTO size FROM bikes AS b
    WHERE b.status = 'available' AND b.category_id = category AND b.engine_cc > size AND b.engine_cc <= max_cc
    ORDER BY b.engine_cc LIMIT 1;
    EXIT WHEN NOT FOUND;
    sizes := sizes || size;
  END LOOP;
  RETURN sizes;
END;
$$;

-- The price of the cheapest (or, dearest, the dearest) available bike of the category among the
-- sizes `sizes`: one probe of bikes_browse_cc_idx per size. Null without sizes.
CREATE FUNCTION bikes_category_sizes_end_price(category integer, sizes integer[], dearest boolean) RETURNS integer
  LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  IF dearest THEN
    RETURN (SELECT max(e.p) FROM unnest(sizes) AS size CROSS JOIN LATERAL (SELECT b.resale_price_cents AS p FROM bikes AS b
      WHERE b.status = 'available' AND b.category_id = category AND b.engine_cc = size ORDER BY b.resale_price_cents DESC LIMIT 1) AS e);
  END IF;
  RETURN (SELECT min(e.p) FROM unnest(sizes) AS size CROSS JOIN LATERAL (SELECT b.resale_price_cents AS p FROM bikes AS b
    WHERE b.status = 'available' AND b.category_id = category AND b.engine_cc = size ORDER BY b.resale_price_cents ASC LIMIT 1) AS e);
END;
$$;

-- ── Search vocabulary ───────────────────────────────────────────────────────────────────────────

-- Search that forgives typing errors ("yamha mt07" finds "Yamaha MT-07") and suggests brands and
-- models while typing (edge-api/src/lib/search/): buyers search by brand and model, so the distinct
-- terms of names and models are kept in a small vocabulary, and a typed word that no term starts
-- with is matched against it by trigram similarity. The corrected word then runs through the
-- ordinary keyword browse.
-- kind 'brand': the first word of a bike's name that starts with a letter ("2022 Kawasaki Ninja
--   400" → "Kawasaki"); kind 'model': the model as sellers wrote it ("Yamaha YZF-R15 V4");
-- kind 'word': each word of name and model that has a letter ("YZF-R15"), its letter/digit parts
--   ("yzf", "r15"), and adjacent model words ("Ninja 400", so "ninja400" meets it).
-- `compact` drops everything but letters and digits and lowers the case, so "mt07" and "MT-07" are
-- the same term. The first spelling of a term is kept (unique per kind, case-insensitively). Terms
-- are added, never removed: a term whose bikes went only leads to a search with no results.
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
-- "Is the typed word the start of a word bikes have?" (single words only: their compact form is a
-- keyword lexeme): one btree probe per word, in byte order, where the words a prefix starts come
-- right after it.
CREATE INDEX search_terms_lexeme_idx ON search_terms (compact COLLATE "C") WHERE kind = 'word' AND compact = lower(term);
-- Suggestions: brands and models whose own keywords match the (typo-corrected) search, as a bike's would.
CREATE INDEX search_terms_names_idx ON search_terms USING gin (to_tsvector('simple', term)) WHERE kind IN ('brand', 'model');

-- Which keyword lexemes each category's bikes have (all of bikes.search), with the lowest and
-- highest price and the engine sizes its bikes have had: a category none of whose lexemes starts
-- a searched word, or whose bikes with it are all outside the price or cc range, is ruled out from
-- one btree probe (lib/browse/keyword-categories.ts, lib/search/facets.ts), and a price-ordered band
-- walk starts and ends within the prices a match can have. Lexemes are only added and bounds only
-- widened: a stale one costs the shortcut, never a match. Cut to 200 characters like
-- bikes_keyword_bands; byte order, so the lexemes a prefix starts come right after it.
CREATE TABLE search_lexemes (
  category_id     integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  lexeme          text COLLATE "C" NOT NULL,
  min_price_cents integer NOT NULL,
  min_cc          integer NOT NULL,
  max_cc          integer NOT NULL,
  max_price_cents integer NOT NULL,
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

-- Both kept current by the database itself, so every write path (the Add product form, the CSV
-- import, an edit, the bench loader) adds its terms: one statement-level insert per statement, from
-- its transition table, so a bulk import costs one statement, not one per bike. Only lexemes whose
-- bounds change are written (NOT EXISTS first): an upsert locks its row even when it changes nothing,
-- and every update of a bike would then wait on others sharing its words. Written in key order, so
-- two imports cannot lock each other's rows crosswise.
CREATE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER search_terms_on_insert AFTER INSERT ON bikes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();
CREATE TRIGGER search_terms_on_update AFTER UPDATE ON bikes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();

-- A keyword's words are prefixes ("hond" finds Honda), and GIN reads a prefix term by collecting the
-- postings of every lexeme it starts, whatever the other words; with exact lexemes it skips through
-- the rarest one. This rewrites each prefix term as the category's lexemes it starts ('forza':* →
-- 'forza'), from search_lexemes, which holds every lexeme a bike of the category ever had. A prefix
-- that starts more than 16 lexemes (a letter or two) stays a prefix, as does one that starts a
-- lexeme with a quote or backslash; one that starts none becomes '/', a lexeme no bike has.
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

-- The prices [low, high] a bike of the category matching a keyword can have, from its lexemes'
-- bounds. `words` is the keyword as the search prepared it (lib/search/keywords.ts): one element per
-- word, its alternatives separated by '|', an alternative's prefixes by ' ' ("hoda|honda", "mt07|mt 07").
-- A match has every word, so its price lies within each word's prices: those of the word's possible
-- alternatives together, an alternative's the overlap of its prefixes', a prefix's those of the
-- lexemes it starts (a number also starts them with a minus). A prefix that starts no lexeme rules
-- its alternative out; one that starts more than 16 (a letter or two) bounds nothing, as in
-- bikes_category_exact_tsquery. low > high: nothing can match. In plpgsql so its statement's plan is
-- kept by the connection.
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

-- ── Bookings and payments ───────────────────────────────────────────────────────────────────────

CREATE TABLE bookings (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Bookings outlive their bike: deleting or removing a listing marks its open bookings
  -- 'listing_removed' (lib/bookings/states.ts) and empties bike_id; the booking keeps item_name,
  -- price_cents and image.
  bike_id           integer REFERENCES bikes (id) ON DELETE SET NULL,
  buyer_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_name         text NOT NULL,
  price_cents       integer NOT NULL CHECK (price_cents > 0),
  user_name         text NOT NULL,
  phone             text NOT NULL,
  location          text NOT NULL,
  email             text NOT NULL,
  image             text NOT NULL,
  -- The spec's field (docs/product-spec.md Booking), kept equal to state = 'paid' by the trigger below.
  paid              boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  -- The PaymentIntent made for the booking, so asking again reuses it instead of creating another.
  payment_intent_id text UNIQUE,
  state             booking_state NOT NULL DEFAULT 'open',
  -- Why it left 'open', in words shown to the buyer and the seller (a decline's optional reason).
  state_reason      text CHECK (char_length(state_reason) <= 300),
  state_changed_at  timestamptz NOT NULL DEFAULT now(),
  -- The bike's seller, copied at booking time: the seller's Bookings list is one index range and
  -- keeps a deleted bike's bookings. Emptied if the seller's account goes.
  seller_id         integer REFERENCES users (id) ON DELETE SET NULL,
  -- One booking per buyer and bike; a second attempt is a conflict, not a duplicate row.
  UNIQUE (bike_id, buyer_id),
  CONSTRAINT bookings_paid_is_state CHECK (paid = (state = 'paid'))
);
CREATE INDEX bookings_buyer_idx ON bookings (buyer_id, id DESC);
-- Bookings a seller sees on their bikes (desktop notifications, seller dashboards).
CREATE INDEX bookings_bike_idx ON bookings (bike_id, id DESC);
-- The seller's Bookings list, newest first (keyset on id); also serves the users' SET NULL.
CREATE INDEX bookings_seller_idx ON bookings (seller_id, id DESC);

-- Keeps `paid` equal to state = 'paid' whoever writes either column, stamps every change of state,
-- and fills seller_id for inserts that leave it out.
CREATE FUNCTION bookings_state_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.paid AND NEW.state = 'open' THEN
      NEW.state := 'paid';
    END IF;
    IF NEW.seller_id IS NULL AND NEW.bike_id IS NOT NULL THEN
      SELECT seller_id INTO NEW.seller_id FROM bikes WHERE id = NEW.bike_id;
    END IF;
  ELSE
    IF NEW.state = OLD.state AND NEW.paid IS DISTINCT FROM OLD.paid THEN
      NEW.state := CASE WHEN NEW.paid THEN 'paid' ELSE 'open' END;
    END IF;
    IF NEW.state <> OLD.state THEN
      NEW.state_changed_at := now();
    END IF;
  END IF;
  NEW.paid := NEW.state = 'paid';
  RETURN NEW;
END;
$$;

CREATE TRIGGER bookings_state_sync
BEFORE INSERT OR UPDATE OF paid, state ON bookings
FOR EACH ROW EXECUTE FUNCTION bookings_state_sync();

-- A payment is a destination charge to the seller's account minus the platform fee, in integer
-- cents computed from the booking's stored price and the fee rule when the PaymentIntent was made
-- (payments/platform-fee.ts).
CREATE TABLE payments (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Kept when a booking goes with its user: money records outlive listings.
  booking_id          integer UNIQUE REFERENCES bookings (id) ON DELETE SET NULL,
  amount_cents        integer NOT NULL CHECK (amount_cents > 0),
  currency            text NOT NULL DEFAULT 'usd',
  transaction_id      text NOT NULL UNIQUE,
  email               text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  -- Whose sale it was (the seller's earnings), the fee and the seller's share, and the connected
  -- account the transfer went to. NULL on payments made before payouts existed (the platform held
  -- the whole amount), and seller_id emptied when the seller's account is deleted.
  seller_id           integer REFERENCES users (id) ON DELETE SET NULL,
  fee_cents           integer CHECK (fee_cents >= 0),
  net_cents           integer CHECK (net_cents >= 0),
  destination_account text,
  -- What was sold, written with the payment, for the admin's Sales page once the booking is gone;
  -- NULL on older payments, which read it from their booking while it exists.
  item_name           text,
  CONSTRAINT payments_net_check CHECK ((fee_cents IS NULL AND net_cents IS NULL) OR (fee_cents + net_cents = amount_cents))
);
-- A seller's earnings, newest first (keyset on id).
CREATE INDEX payments_seller_idx ON payments (seller_id, id DESC) WHERE seller_id IS NOT NULL;

-- A paid booking's refund (an admin's, or one made in Stripe's dashboard and learnt from
-- charge.refunded): at most one per payment, which is refunded whole; amount_cents is the payment's.
CREATE TABLE refunds (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Goes only with its payment (only the bench loader deletes payments, scripts/bench/load-data.ts).
  payment_id       integer NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
  stripe_refund_id text NOT NULL UNIQUE CHECK (stripe_refund_id ~ '^re_[A-Za-z0-9_]{1,100}$'),
  amount_cents     integer NOT NULL CHECK (amount_cents > 0),
  reason           text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 300),
  -- Empty when the refund came from Stripe or the admin's account was deleted.
  refunded_by      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
-- refunded_by's ON DELETE SET NULL.
CREATE INDEX refunds_refunded_by_idx ON refunds (refunded_by) WHERE refunded_by IS NOT NULL;

-- Stripe's webhook events acted on, by event id: the row is written in the same transaction as the
-- event's effect, so a replayed (or concurrently redelivered) event changes nothing.
CREATE TABLE stripe_events (
  id           text PRIMARY KEY CHECK (id ~ '^evt_[A-Za-z0-9_]{1,100}$'),
  type         text NOT NULL CHECK (char_length(type) BETWEEN 1 AND 100),
  processed_at timestamptz NOT NULL DEFAULT now()
);

-- ── Conversations and moderation ────────────────────────────────────────────────────────────────

-- "Ask the seller": one conversation per bike and buyer, between that buyer and the bike's seller.
CREATE TABLE conversations (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Emptied when the listing is deleted: the conversation stays readable but takes no new
  -- messages (409); bike_name keeps what it was about.
  bike_id         integer REFERENCES bikes (id) ON DELETE SET NULL,
  bike_name       text NOT NULL,
  -- A deleted account takes its conversations with it (lib/users/user-removal.ts deletes the users
  -- row; the cascade runs in that transaction), like its bookings and reports.
  buyer_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The newest message's id: the inbox's order and keyset (ids only grow, and each message belongs
  -- to one conversation, so no two conversations share it). 0 only inside the transaction that
  -- creates the conversation with its first message.
  last_message_id integer NOT NULL DEFAULT 0,
  last_message_at timestamptz NOT NULL DEFAULT now(),
  -- Messages each side has not read yet: +1 for the recipient on each message, 0 when they open it.
  buyer_unread    integer NOT NULL DEFAULT 0 CHECK (buyer_unread >= 0),
  seller_unread   integer NOT NULL DEFAULT 0 CHECK (seller_unread >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (buyer_id <> seller_id)
);
-- One per bike and buyer ("asking again continues it"); also serves the bike's ON DELETE SET NULL.
-- Read-only conversations (bike_id NULL) do not collide: NULLs are distinct.
CREATE UNIQUE INDEX conversations_bike_buyer_idx ON conversations (bike_id, buyer_id);
-- Each side's inbox, newest first (keyset on last_message_id); also serve the users' cascades.
CREATE INDEX conversations_buyer_inbox_idx ON conversations (buyer_id, last_message_id DESC);
CREATE INDEX conversations_seller_inbox_idx ON conversations (seller_id, last_message_id DESC);

CREATE TABLE messages (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- Which side wrote it, not a user id: the conversation names both, and no users row needs an
  -- index on messages for its delete.
  sender          message_sender NOT NULL,
  -- Plain text, at most 2,000 characters (schemas/conversation.ts checks it first, per field).
  body            text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- A conversation's messages, newest first (keyset on id); also serves the cascade.
CREATE INDEX messages_conversation_idx ON messages (conversation_id, id DESC);

-- A report of a listing, or of a conversation (bike_id then empty; the admin may read it).
CREATE TABLE reports (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Kept (bike_id emptied) when the listing is removed, so moderation keeps its history.
  bike_id         integer REFERENCES bikes (id) ON DELETE SET NULL,
  bike_name       text NOT NULL,
  reporter_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason          text NOT NULL,
  status          report_status NOT NULL DEFAULT 'open',
  created_at      timestamptz NOT NULL DEFAULT now(),
  resolved_at     timestamptz,
  -- A report goes with its conversation.
  conversation_id integer REFERENCES conversations (id) ON DELETE CASCADE
);
-- A user reports a listing, or a conversation, once while the report is open.
CREATE UNIQUE INDEX reports_open_unique_idx ON reports (bike_id, reporter_id) WHERE status = 'open';
CREATE UNIQUE INDEX reports_conversation_open_unique_idx ON reports (conversation_id, reporter_id)
  WHERE status = 'open' AND conversation_id IS NOT NULL;
CREATE INDEX reports_status_idx ON reports (status, id DESC);
CREATE INDEX reports_bike_idx ON reports (bike_id);
-- The conversation's cascade, and the admin's "was this conversation reported?" check.
CREATE INDEX reports_conversation_idx ON reports (conversation_id) WHERE conversation_id IS NOT NULL;
-- Reported Items searched by bike name, or by the reporter's name or email (through
-- users_name_email_trgm_idx, then this index), reads the matches, not the queue.
CREATE INDEX reports_bike_name_trgm_idx ON reports USING gin (lower(bike_name) gin_trgm_ops);
CREATE INDEX reports_reporter_idx ON reports (reporter_id);

-- ── What users keep and hear of ─────────────────────────────────────────────────────────────────

-- One list of what happened to a user: the header bell, its page, and the desktop app's native
-- notifications all read it. Rows are written by lib/notifications/notify.ts inside the transaction
-- of the change they announce, so nothing is announced that did not happen.
CREATE TABLE notifications (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A deleted account takes its notifications with it.
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What it is about, for the UI's icon and the desktop's grouping: NotificationKind in
  -- edge-api/src/db/database.ts.
  kind       text NOT NULL CHECK (char_length(kind) BETWEEN 1 AND 40),
  -- One plain-text line, rendered as text.
  title      text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 300),
  -- The app path it links to ("/bike/12", "/inbox/3", "/dashboard/myorders").
  link       text NOT NULL CHECK (link LIKE '/%' AND char_length(link) <= 300),
  -- Set when the user opens it or marks all read; NULL while unread.
  read_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A user's list, newest first (keyset on id); also serves the users' cascade.
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
-- The bell's unread count and "mark all read" touch only unread rows.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
-- The desktop app's poll (GET /api/activity) asks for what was written since its last one: this
-- stops at the first older row instead of walking the user's history by id.
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC);

-- A user's saved bikes (the heart): one row per user and bike (a second save is a no-op), at most
-- 1,000 per user (routes/saved-bikes.ts). Savers hear of the bike's price drop or sale.
CREATE TABLE saved_bikes (
  -- The list's order (newest save first) and its keyset cursor; saved_at is only shown.
  id                     integer GENERATED ALWAYS AS IDENTITY,
  -- A deleted account or listing takes its saves with it, in the deleting transaction.
  user_id                integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bike_id                integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  -- The asking price when saved: "Price dropped by $X" compares the price now with it.
  price_when_saved_cents integer NOT NULL CHECK (price_when_saved_cents > 0),
  saved_at               timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, bike_id)
);
-- A user's list, newest save first (keyset on id). The primary key serves the heart's lookups,
-- the 1,000 count and the users' cascade.
CREATE UNIQUE INDEX saved_bikes_user_idx ON saved_bikes (user_id, id DESC);
-- A bike's savers and the bikes' cascade.
CREATE INDEX saved_bikes_bike_idx ON saved_bikes (bike_id);

-- A user's saved searches: a name, the browse filters and keyword of a results page, and how its
-- owner hears of new matches (instant, or a daily digest). At most 50 per user. A bike that is
-- listed, edited or imported finds the searches it matches through saved_searches_anchor_idx
-- (edge-api/src/lib/saved-searches/), never by testing every saved search.
CREATE TABLE saved_searches (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A deleted account takes its searches (and their matches) with it, in the deleting transaction.
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  alerts          text NOT NULL DEFAULT 'instant' CHECK (alerts IN ('instant', 'daily')),
  -- A paused search matches nothing (its anchor leaves the partial index below).
  paused          boolean NOT NULL DEFAULT false,
  -- Browse's filters (edge-api/src/schemas/bike.ts), NULL where the search has none.
  category_id     integer REFERENCES categories (id) ON DELETE CASCADE,
  country         text,
  city            text,
  model           text,
  min_cc          integer,
  max_cc          integer,
  max_price_cents integer,
  max_months      integer,
  -- The keyword as typed (shown, and in the results link) and as the search resolved it when saved
  -- (typo alternatives from search_terms): the very tsquery the results page tested bikes with.
  q               text,
  keywords        tsquery,
  -- The one key every matching bike must have (lib/saved-searches/anchor.ts): with a city or a
  -- model, all its equality criteria ("c:3|ci:Dhaka"), else its category and country and its
  -- rarest keyword's first letters ("co:Nepal|w:r15"), else its category and country, else "any".
  anchor          text NOT NULL,
  -- The results page's path, for the list and the daily digest's notification.
  link            text NOT NULL CHECK (link LIKE '/%'),
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- A user's list, newest first; also the limit's count and the users' cascade.
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, id DESC);
-- Matching: a bike probes the keys it has (anchor = ANY), and its candidates' criteria are read from
-- the index's leaf pages alone (an index-only scan; saved searches are written seldom, so the
-- visibility map stays set). Paused searches are not in it.
CREATE INDEX saved_searches_anchor_idx ON saved_searches (anchor)
  INCLUDE (id, user_id, alerts, category_id, country, city, model, min_cc, max_cc, max_price_cents, max_months, keywords)
  WHERE NOT paused;

-- Each bike a search matched, once: an edit that still matches does not notify again. A daily
-- search's matches wait (digest_pending) for the Cron Trigger's digest.
CREATE TABLE saved_search_matches (
  search_id      integer NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  -- A deleted bike takes its matches with it, in the deleting transaction.
  bike_id        integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  digest_pending boolean NOT NULL,
  matched_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (search_id, bike_id)
);
-- The bikes' cascade.
CREATE INDEX saved_search_matches_bike_idx ON saved_search_matches (bike_id);
-- The daily digest reads only what waits for it.
CREATE INDEX saved_search_matches_pending_idx ON saved_search_matches (search_id) WHERE digest_pending;

-- The bikes a saved-search alert has told each user of: an instant alert or the daily digest tells a
-- user of a bike once, whichever of their searches match it, and a later match of the same bike
-- tells nothing. Written with the alert's notification, in its transaction
-- (edge-api/src/lib/saved-searches/alerts.ts).
CREATE TABLE alerted_bikes (
  -- A deleted account or bike takes its rows with it, in the deleting transaction.
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bike_id    integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  alerted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, bike_id)
);
-- The bikes' cascade.
CREATE INDEX alerted_bikes_bike_idx ON alerted_bikes (bike_id);

-- ── Fair-price rating ───────────────────────────────────────────────────────────────────────────

-- (edge-api/src/lib/price-rating/, README "Fair-price rating".) A bike's price is compared with
-- comparable available bikes: the same model in its category when at least 5 are for sale, else its
-- category's bikes of the same engine-size band, else "not enough data". Prices are compared on the
-- log scale, each adjusted to what the bike would ask at 0 months and in good condition
-- (price_rating_offset), so an older or worn bike is not called a great deal merely for being older
-- or worn; groups are summarised by quantiles, never a mean, so a few absurd asking prices move
-- nothing. A bike written is rated at once by the trigger below from the current group statistics;
-- the scheduled full recompute (lib/price-rating/recompute.ts) refreshes the statistics and every
-- rating.

-- The adjustment, in log-price units: +0.8 % of value per month used (at most 120 months), and a
-- condition's expected premium (excellent +6 %, fair -12 %) taken out. Unknown months count as 24.
-- Fixed, not fitted: the market's own estimate would move every rating whenever the mix of listings
-- moves, and sellers can check the rule. adjusted = ln(price) + offset.
CREATE FUNCTION price_rating_offset(months integer, cond bike_condition) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 0.008 * least(coalesce(months, 24), 120)
    - CASE cond WHEN 'excellent' THEN 0.06 WHEN 'fair' THEN -0.12 ELSE 0 END
$$;

-- Engine-size bands for the fallback group: ≤125, 126–250, 251–400, 401–650, 651–900, 901–1200, 1201+ cc.
CREATE FUNCTION price_rating_cc_band(cc integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(cc, ARRAY[126, 251, 401, 651, 901, 1201])
$$;

-- The two groups a bike belongs to: '<category>/m/<model, lower case>' and '<category>/c/<band>'.
-- Explicit ::text casts, not integer || text (a STABLE operator): only an expression of immutable
-- parts is inlined into the calling query.
CREATE FUNCTION price_rating_model_key(category_id integer, model text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT category_id::text || '/m/' || lower(model) $$;
CREATE FUNCTION price_rating_band_key(category_id integer, band integer) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT category_id::text || '/c/' || band::text $$;

-- One row per group with at least 5 available bikes (a smaller group is "not enough data"), written
-- by the full recompute only: quantiles of the adjusted log price.
CREATE TABLE price_rating_groups (
  group_key   text PRIMARY KEY,
  bikes       integer NOT NULL CHECK (bikes >= 5),
  p10         double precision NOT NULL,
  p25         double precision NOT NULL,
  p35         double precision NOT NULL,
  p50         double precision NOT NULL,
  p65         double precision NOT NULL,
  p75         double precision NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

-- Each available bike's rating, read by the card and the bike page (a left join by primary key) and
-- walked by "Best deals first". A side table, not columns of bikes: a changed rating rewrites a row
-- with three indexes, not a bikes row with all of its. The full recompute builds it afresh and swaps
-- it in (lib/price-rating/recompute.ts), so it copies this table's columns and CHECKs and recreates
-- its indexes and foreign key under these names.
CREATE TABLE bike_price_ratings (
  bike_id             integer PRIMARY KEY REFERENCES bikes (id) ON DELETE CASCADE,
  -- The bike's category, copied so a category's "Best deals first" walks one index.
  category_id         integer NOT NULL,
  -- 1 great, 2 good, 3 fair, 4 high price; null: not enough comparable bikes.
  rating              smallint CHECK (rating BETWEEN 1 AND 4),
  -- The sort key of "Best deals first": (adjusted log price − the group's median) × 10,000, lowest
  -- first; 1,000,000 (after every rated bike) without a rating.
  deal_score          integer NOT NULL,
  -- "$5,200 is 12 % below the median of 23 similar bikes": -12, 23, and that median in this bike's
  -- months and condition, in cents. A price can be 1 cent to $10,000,000, so the percent can pass
  -- smallint; both figures stop at integer's largest value (price_rating_grade).
  percent_from_median integer,
  group_bikes         integer,
  median_cents        integer
);
CREATE INDEX bike_price_ratings_deal_idx ON bike_price_ratings (deal_score, bike_id);
CREATE INDEX bike_price_ratings_category_deal_idx ON bike_price_ratings (category_id, deal_score, bike_id);

-- The comparables of a bike (or of the bike a seller is describing): its model's group when it has
-- one, else its category × engine-size band's; no row: not enough data. The rating and the seller's
-- suggested range (lib/price-rating/suggestion.ts) both ask it.
CREATE FUNCTION price_rating_group(category_id integer, model text, engine_cc integer) RETURNS SETOF price_rating_groups
LANGUAGE sql STABLE AS $$
  SELECT * FROM price_rating_groups
  WHERE group_key IN (price_rating_model_key(category_id, model), price_rating_band_key(category_id, price_rating_cc_band(engine_cc)))
  ORDER BY group_key = price_rating_model_key(category_id, model) DESC LIMIT 1
$$;

-- The rating of a bike whose adjusted log price is `adjusted`, against its comparables' statistics
-- (bikes, p10, p35, p50, p65 of one price_rating_groups row; null: not enough data): great up to
-- their 10th percentile, good up to the 35th, fair up to the 65th, high above; the deal score and
-- the explanation's figures. Scalars, not the row, so the recompute's calls inline cheaply.
CREATE FUNCTION price_rating_grade(adjusted double precision, price_cents integer, bikes integer,
  p10 double precision, p35 double precision, p50 double precision, p65 double precision)
RETURNS TABLE (rating smallint, deal_score integer, percent_from_median integer, group_bikes integer, median_cents integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN bikes IS NULL THEN NULL
              WHEN adjusted <= p10 THEN 1 WHEN adjusted <= p35 THEN 2 WHEN adjusted <= p65 THEN 3 ELSE 4 END::smallint,
         coalesce(round((adjusted - p50) * 10000)::integer, 1000000),
         least(round((exp(adjusted - p50) - 1) * 100), 2147483647)::integer,
         bikes,
         least(round(price_cents * exp(p50 - adjusted)), 2147483647)::integer
$$;

-- A bike's rating from the current statistics of its comparables (the on-write rating).
CREATE FUNCTION price_rating_for(category_id integer, model text, engine_cc integer, price_cents integer, months integer, cond bike_condition)
RETURNS TABLE (rating smallint, deal_score integer, percent_from_median integer, group_bikes integer, median_cents integer)
LANGUAGE sql STABLE AS $$
  SELECT r.*
  FROM (SELECT ln(price_cents) + price_rating_offset(months, cond) AS adjusted) AS a
  LEFT JOIN LATERAL price_rating_group(category_id, model, engine_cc) AS g ON true
  CROSS JOIN LATERAL price_rating_grade(a.adjusted, price_cents, g.bikes, g.p10, g.p35, g.p50, g.p65) AS r
$$;

-- One bike's rating now: written for an available bike, removed otherwise (sold and withdrawn bikes
-- show none). The on-write rating; the bench times it.
CREATE FUNCTION price_rating_refresh(bike integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM bike_price_ratings r USING bikes b WHERE r.bike_id = bike AND b.id = bike AND b.status <> 'available';
  INSERT INTO bike_price_ratings (bike_id, category_id, rating, deal_score, percent_from_median, group_bikes, median_cents)
  SELECT b.id, b.category_id, p.*
  FROM bikes b, price_rating_for(b.category_id, b.model, b.engine_cc, b.resale_price_cents, b.months_used, b.condition) AS p
  WHERE b.id = bike AND b.status = 'available'
  ON CONFLICT (bike_id) DO UPDATE SET
    category_id = excluded.category_id, rating = excluded.rating, deal_score = excluded.deal_score,
    percent_from_median = excluded.percent_from_median, group_bikes = excluded.group_bikes, median_cents = excluded.median_cents;
$$;

-- The bikes written (rated, or deleted) since the full recompute last began: the recompute empties
-- it before reading the market and, at its end, re-rates the bikes logged meanwhile into the table
-- it swaps in, whose rows were computed from the market as first read. One small insert per write.
CREATE TABLE price_rating_writes (bike_id integer NOT NULL);

-- Every write path (Add product, edit, CSV import, status changes, a refund putting a bike back on
-- the market, deletion) rates the bike in its own transaction, so none can forget to.
CREATE FUNCTION price_rating_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO price_rating_writes VALUES (OLD.id);
  ELSE
    PERFORM price_rating_refresh(NEW.id);
    INSERT INTO price_rating_writes VALUES (NEW.id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER bikes_price_rating
AFTER INSERT OR DELETE OR UPDATE OF status, category_id, model, engine_cc, resale_price_cents, months_used, condition ON bikes
FOR EACH ROW EXECUTE FUNCTION price_rating_on_write();

-- Each full recompute, written in its transaction: when it finished, how many bikes and groups it
-- rated, and the newest bike it read. Ratings then follow the market whenever they are missing or
-- stale (edge-api/src/lib/price-rating/freshness.ts), not only on the daily clock.
CREATE TABLE price_rating_runs (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  finished_at  timestamptz NOT NULL DEFAULT now(),
  bikes        integer NOT NULL,
  groups       integer NOT NULL,
  last_bike_id integer NOT NULL
);

-- ── Site content and contact ────────────────────────────────────────────────────────────────────

CREATE TABLE blogs (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  header     text NOT NULL,
  img        text NOT NULL,
  p_one      text NOT NULL,
  date       date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blogs_date_idx ON blogs (date DESC, id DESC);

CREATE TABLE contact_messages (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name       text NOT NULL,
  email      text NOT NULL,
  message    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When someone on the team marked it handled (the admin's Messages screen); NULL while open.
  handled_at timestamptz
);
-- Each tab of the Messages screen, newest first (keyset on id): open messages are few among many
-- handled ones, so each state has its own partial index.
CREATE INDEX contact_messages_open_idx ON contact_messages (id DESC) WHERE handled_at IS NULL;
CREATE INDEX contact_messages_handled_idx ON contact_messages (id DESC) WHERE handled_at IS NOT NULL;
CREATE INDEX contact_messages_name_email_trgm_idx ON contact_messages USING gin ((lower(name) || ' ' || lower(email)) gin_trgm_ops);

-- The home page's subscribe strip.
CREATE TABLE newsletter_subscribers (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscribers_email_lower_key ON newsletter_subscribers (lower(email));
