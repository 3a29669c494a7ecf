-- Up Migration

-- A seller's page (/seller/:id) lists their bikes for sale as browse does, newest first or by
-- price, a keyset page at a time (the `seller` filter, edge-api/src/schemas/browse-filters.ts).
-- Without a category in front: a seller's bikes are few beside a category's, so one index serves
-- every category of them. They carry the range-filtered columns, as the browse indexes do.
CREATE INDEX bikes_seller_newest_idx ON bikes (seller_id, id DESC) INCLUDE (category_id, engine_cc, months_used, resale_price_cents) WHERE status = 'available';
CREATE INDEX bikes_seller_price_idx ON bikes (seller_id, resale_price_cents, id) INCLUDE (category_id, engine_cc, months_used) WHERE status = 'available';

-- A deleted seller's page says the account was closed rather than that it never existed. Accounts
-- deleted before this column have none (their page is a plain "not found").
ALTER TABLE deleted_accounts ADD COLUMN user_id integer UNIQUE;

-- "Sold through MotoMart": counted from the index alone.
CREATE INDEX bikes_seller_sold_idx ON bikes (seller_id) WHERE status = 'sold';
