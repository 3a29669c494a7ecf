-- Up Migration

-- Matching a new bike reads its candidate searches from saved_searches_anchor_idx and then each
-- candidate's criteria from the table: ~400 candidates on ~370 pages of it for one bike at 100,000
-- searches (lib/saved-searches/match.ts), most of a match's time and all of its tail. With every
-- criterion in the index, the candidates are read from its leaf pages alone, where searches with the
-- same anchor lie together (an index-only scan; 400 random bikes at 1M bikes, the index's pages
-- already read once: p50 3.7 → 3.0 ms, p99 10.6 → 6.3 ms; the bench's 200 bikes, each one's pages
-- mostly read for the first time since the database started, stay at p99 ~9 ms either way).
-- Saved searches are written seldom, so the visibility map stays set.
DROP INDEX saved_searches_anchor_idx;
CREATE INDEX saved_searches_anchor_idx ON saved_searches (anchor)
  INCLUDE (id, user_id, alerts, category_id, country, city, model, min_cc, max_cc, max_price_cents, max_months, keywords)
  WHERE NOT paused;

-- Down Migration

DROP INDEX saved_searches_anchor_idx;
CREATE INDEX saved_searches_anchor_idx ON saved_searches (anchor) WHERE NOT paused;
