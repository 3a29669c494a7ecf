-- Up Migration

-- A payment outlives its booking: a buyer's account removal deletes their bookings (payments.booking_id
-- is then emptied), and the admin's Sales page still lists the payment. It keeps the name of what
-- was sold, written with the payment (payments/record-payment.ts). Payments made before this keep it
-- empty and read it from their booking while it exists (payments/refund.ts salesPage); no backfill.
ALTER TABLE payments ADD COLUMN item_name text;

-- Down Migration

ALTER TABLE payments DROP COLUMN item_name;
