-- Up Migration

-- A keyword page read band by band (lib/browse/keyword-bands.ts) scans bikes_keyword_band_idx once
-- per band, up to ~120 times a statement. With GIN's fast update, bikes added since the last vacuum
-- sit in the index's pending list, which every scan reads whole: a few thousand new bikes made one
-- page take seconds (the API tests' keyword fixtures, ~5 s a request until autovacuum ran). Without
-- it each insert updates the index itself (bikes are written far less often than browsed).
-- gin_clean_pending_list moves what is pending now into the index (nothing after a vacuum).
ALTER INDEX bikes_keyword_band_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('bikes_keyword_band_idx');

-- Down Migration

ALTER INDEX bikes_keyword_band_idx RESET (fastupdate);
