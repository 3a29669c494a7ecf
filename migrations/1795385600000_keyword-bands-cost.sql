-- Up Migration

-- bikes_keyword_bands builds a bike's band lexemes (each of its lexemes under four band tags): ~65 µs
-- a bike, as measured in the API tests' database. Postgres does not inline it (it holds a subquery)
-- and rated each call at the default COST 100, a quarter of a page read, so on a small table the
-- planner found it cheaper to compute it for every bike of a category in each band than to read
-- bikes_keyword_band_idx: a keyword in an engine-size range by price took ~500 ms a page among ~170
-- bikes (11 ms a band). Rated near its real cost, the band index is the plan whatever the table's
-- size, as at 1M bikes (docs/benchmarks.md, query plans).
-- PARALLEL RESTRICTED: at that cost a band's recheck (charged per match the index is estimated to
-- return, ~4,700 at 1M bikes) looked worth two parallel workers, whose start took ~10 ms of a 1.5 ms
-- statement (a keyword in a cc range under a maximum price, newest first). Evaluated only in the
-- leader, no band scan is parallel.
ALTER FUNCTION bikes_keyword_bands(integer, integer, integer, integer, tsvector) COST 5000 PARALLEL RESTRICTED;

-- Down Migration

ALTER FUNCTION bikes_keyword_bands(integer, integer, integer, integer, tsvector) COST 100 PARALLEL SAFE;
