-- Up Migration

-- Engine-size ranges within a category are answered from this index alone (the ids of the
-- matching bikes, lib/browse/cc-range-page.ts): with id included it is an index-only scan.
DROP INDEX bikes_browse_cc_idx;
CREATE INDEX bikes_browse_cc_idx ON bikes (category_id, engine_cc) INCLUDE (id) WHERE status = 'available';

-- Down Migration

DROP INDEX bikes_browse_cc_idx;
CREATE INDEX bikes_browse_cc_idx ON bikes (category_id, engine_cc) WHERE status = 'available';
