-- Up Migration

-- Sellers get paid (#15 point 2): each seller has at most one Stripe Connect Express account. Its
-- status is what Stripe last said about it (account.updated, or a check when the seller returns from
-- onboarding): 'not_connected' (no account yet), 'pending' (onboarding not finished, or Stripe
-- wants more), 'active' (charges and payouts enabled). Only an 'active' seller's bikes can be paid.
ALTER TABLE users
  ADD COLUMN stripe_account_id text UNIQUE CHECK (stripe_account_id ~ '^acct_[A-Za-z0-9]{1,60}$'),
  ADD COLUMN payout_status text NOT NULL DEFAULT 'not_connected'
    CHECK (payout_status IN ('not_connected', 'pending', 'active')),
  ADD CONSTRAINT users_payout_account_check CHECK ((payout_status = 'not_connected') = (stripe_account_id IS NULL));

-- A payment is a destination charge to the seller's account minus the platform fee. Amounts are
-- integer cents, computed from the booking's stored price and the fee rule when the PaymentIntent
-- was made (lib/platform-fee.ts). Payments made before payouts existed keep all four NULL: the
-- platform held the whole amount and they are no seller's earnings.
ALTER TABLE payments
  -- Whose sale it was; the seller's earnings list. Kept (NULL) when the seller's account is deleted.
  ADD COLUMN seller_id integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN fee_cents integer CHECK (fee_cents >= 0),
  ADD COLUMN net_cents integer CHECK (net_cents >= 0),
  -- The connected account the charge's transfer went to.
  ADD COLUMN destination_account text,
  ADD CONSTRAINT payments_net_check CHECK (
    (fee_cents IS NULL AND net_cents IS NULL) OR (fee_cents + net_cents = amount_cents)
  );
-- A seller's earnings, newest first (keyset on id).
CREATE INDEX payments_seller_idx ON payments (seller_id, id DESC) WHERE seller_id IS NOT NULL;

-- Stripe's webhook events we acted on, by event id: the row is written in the same transaction as
-- the event's effect, so a replayed (or concurrently redelivered) event changes nothing.
CREATE TABLE stripe_events (
  id           text PRIMARY KEY CHECK (id ~ '^evt_[A-Za-z0-9_]{1,100}$'),
  type         text NOT NULL CHECK (char_length(type) BETWEEN 1 AND 100),
  processed_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration

DROP TABLE stripe_events;
DROP INDEX payments_seller_idx;
ALTER TABLE payments
  DROP CONSTRAINT payments_net_check,
  DROP COLUMN destination_account,
  DROP COLUMN net_cents,
  DROP COLUMN fee_cents,
  DROP COLUMN seller_id;
ALTER TABLE users
  DROP CONSTRAINT users_payout_account_check,
  DROP COLUMN payout_status,
  DROP COLUMN stripe_account_id;
