-- Up Migration

-- A booking's whole life (#15 point 3), seen by both sides: My orders and the seller's Bookings.
-- 'open' can be paid, cancelled by its buyer or declined by the seller; every other state is final
-- except 'paid', which an admin's refund turns into 'refunded'. 'declined' is its own state rather
-- than 'cancelled' with a reason: who ended the booking is a fact both screens and the
-- notifications show ("Declined by the seller" / "You cancelled"), and the reason column stays free
-- for the seller's own words.
CREATE TYPE booking_state AS ENUM ('open', 'paid', 'sold_to_another', 'listing_removed', 'refunded', 'cancelled', 'declined');

ALTER TABLE bookings
  ADD COLUMN state booking_state NOT NULL DEFAULT 'open',
  -- Why it left 'open', in words shown to the buyer and the seller (a decline's optional reason).
  ADD COLUMN state_reason text CHECK (char_length(state_reason) <= 300),
  ADD COLUMN state_changed_at timestamptz NOT NULL DEFAULT now(),
  -- The bike's seller, copied at booking time: the seller's Bookings list is one index range
  -- (bookings_seller_idx) and keeps a deleted bike's bookings. Emptied if the seller's account goes.
  ADD COLUMN seller_id integer REFERENCES users (id) ON DELETE SET NULL;

-- Bookings outlive their bike: deleting or removing a listing marks its open bookings
-- 'listing_removed' (lib/bookings/states.ts) instead of making them vanish from My orders. The
-- booking already keeps item_name, price_cents and image.
ALTER TABLE bookings ALTER COLUMN bike_id DROP NOT NULL;
ALTER TABLE bookings DROP CONSTRAINT bookings_bike_id_fkey;
ALTER TABLE bookings ADD CONSTRAINT bookings_bike_id_fkey FOREIGN KEY (bike_id) REFERENCES bikes (id) ON DELETE SET NULL;

UPDATE bookings SET seller_id = bikes.seller_id FROM bikes WHERE bikes.id = bookings.bike_id;
UPDATE bookings SET state_changed_at = created_at;
UPDATE bookings
SET state = 'paid', state_changed_at = coalesce((SELECT p.created_at FROM payments p WHERE p.booking_id = bookings.id), bookings.created_at)
WHERE paid;
UPDATE bookings
SET state = 'sold_to_another', state_changed_at = winner.state_changed_at
FROM bookings winner
WHERE winner.bike_id = bookings.bike_id AND winner.state = 'paid' AND bookings.state = 'open';

-- `paid` stays: it is the spec's field (docs/product-spec.md Booking) and the seed, the bench data
-- and older writers set it. The trigger keeps it equal to state = 'paid' whoever writes either
-- column, stamps every change of state, and fills seller_id for inserts that leave it out.
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

ALTER TABLE bookings ADD CONSTRAINT bookings_paid_is_state CHECK (paid = (state = 'paid'));

-- The seller's Bookings list, newest first (keyset on id); also serves the users' SET NULL.
CREATE INDEX bookings_seller_idx ON bookings (seller_id, id DESC);

-- Down Migration

DROP INDEX bookings_seller_idx;
ALTER TABLE bookings DROP CONSTRAINT bookings_paid_is_state;
DROP TRIGGER bookings_state_sync ON bookings;
DROP FUNCTION bookings_state_sync();
-- Bookings whose bike went cannot point at one again: they go, as they did before.
DELETE FROM bookings WHERE bike_id IS NULL;
ALTER TABLE bookings DROP CONSTRAINT bookings_bike_id_fkey;
ALTER TABLE bookings ADD CONSTRAINT bookings_bike_id_fkey FOREIGN KEY (bike_id) REFERENCES bikes (id) ON DELETE CASCADE;
ALTER TABLE bookings ALTER COLUMN bike_id SET NOT NULL;
ALTER TABLE bookings DROP COLUMN seller_id, DROP COLUMN state_changed_at, DROP COLUMN state_reason, DROP COLUMN state;
DROP TYPE booking_state;
