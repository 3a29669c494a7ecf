-- Up Migration

-- A count with a keyword within a radius, in a category (the search's category counts, the live
-- count near a place): each place's bikes of that one category. The place's own indexes hold
-- every category's bikes, each read from the table only to be left out. Keyed by an expression
-- only that count writes (lib/browse/near-places.ts), so no other statement's plan changes for it.
CREATE INDEX bikes_place_category_idx ON bikes ((ARRAY[place_id, category_id])) WHERE status = 'available';
