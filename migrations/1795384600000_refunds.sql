-- Up Migration

-- An admin's refund of a paid booking (#15 point 4), or one made in Stripe's dashboard and learnt
-- from charge.refunded. At most one per payment (payments are whole: a booking is paid once and
-- refunded whole); the charge is refunded, the seller's transfer and the platform fee reversed.
-- amount_cents is the payment's amount, from the database. refunded_by is empty when the refund
-- came from Stripe (the webhook) or the admin's account was deleted.
CREATE TABLE refunds (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Goes only with its payment (only the bench loader deletes payments, scripts/bench/load-data.ts).
  payment_id       integer NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
  stripe_refund_id text NOT NULL UNIQUE CHECK (stripe_refund_id ~ '^re_[A-Za-z0-9_]{1,100}$'),
  amount_cents     integer NOT NULL CHECK (amount_cents > 0),
  reason           text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 300),
  refunded_by      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
-- refunded_by's ON DELETE SET NULL.
CREATE INDEX refunds_refunded_by_idx ON refunds (refunded_by) WHERE refunded_by IS NOT NULL;

-- Down Migration

DROP TABLE refunds;
