-- Up Migration

-- The PaymentIntent made for a booking, so asking again reuses it instead of creating another.
ALTER TABLE bookings ADD COLUMN payment_intent_id text UNIQUE;
-- Bookings a seller sees on their bikes (desktop notifications, seller dashboards).
CREATE INDEX bookings_bike_idx ON bookings (bike_id, id DESC);

-- Down Migration

DROP INDEX bookings_bike_idx;
ALTER TABLE bookings DROP COLUMN payment_intent_id;
