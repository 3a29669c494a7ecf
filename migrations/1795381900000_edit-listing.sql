-- Up Migration

-- A seller takes a bike off the market without deleting it (routes/bikes.ts PUT /my/:id/status):
-- 'withdrawn' (no longer for sale) or 'sold_elsewhere' (sold outside MotoMart). Two statuses rather
-- than one status and a reason, so every `WHERE status = 'available'` (browse, search, ads, the
-- partial indexes, bikes_for_sale_count) leaves them out unchanged and no pair of columns can
-- disagree. 'sold' stays "paid through MotoMart" (payments/record-payment.ts). Postgres allows
-- ADD VALUE in a transaction as long as this transaction does not use the new values.
ALTER TYPE bike_status ADD VALUE IF NOT EXISTS 'withdrawn';
ALTER TYPE bike_status ADD VALUE IF NOT EXISTS 'sold_elsewhere';

-- Every change of a bike's asking price, for the bike page's "Price dropped by $500 on 3 Nov".
-- Written by the trigger below, in the transaction of the UPDATE itself, once per change, whoever
-- updates the price; never by the API.
CREATE TABLE bike_price_changes (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bike_id         integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  old_price_cents integer NOT NULL CHECK (old_price_cents > 0),
  new_price_cents integer NOT NULL CHECK (new_price_cents > 0),
  changed_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (old_price_cents <> new_price_cents)
);
-- A bike's latest changes first (lib/price-history.ts); also serves the cascade on delete.
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

-- Down Migration

DROP TRIGGER bike_price_change_record ON bikes;
DROP FUNCTION bike_price_change_record();
DROP TABLE bike_price_changes;
-- Postgres cannot drop an enum value, and rebuilding bike_status would mean rebuilding every
-- partial index on status: the two values stay, unused. Off-market bikes stay off the market as
-- 'sold', the one other status older code knows.
UPDATE bikes SET status = 'sold', advertised = false, advertised_at = NULL WHERE status IN ('withdrawn', 'sold_elsewhere');
