-- Up Migration

-- A user's saved searches (#14 point 3): a name, the browse filters and keyword of a search or
-- category results page, and how its owner hears of new matches (instant, or a daily digest).
-- At most 50 per user (routes/saved-searches.ts). A bike that is listed, edited or imported finds
-- the searches it matches through saved_searches_anchor_idx (edge-api/src/lib/saved-searches/):
-- never by testing every saved search.
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
  -- The keyword as typed (shown, and in the results link) and as the search resolved it when
  -- saved (typo alternatives from search_terms, lib/search/keywords.ts): the very tsquery the
  -- results page tested bikes with.
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
-- Matching: a bike probes the keys it has (anchor = ANY), then the candidates' other criteria
-- are checked. Paused searches are not in it.
CREATE INDEX saved_searches_anchor_idx ON saved_searches (anchor) WHERE NOT paused;

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

-- Down Migration

DROP TABLE saved_search_matches;
DROP TABLE saved_searches;
