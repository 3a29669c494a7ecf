-- Up Migration

-- The home page's subscribe strip.
CREATE TABLE newsletter_subscribers (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscribers_email_lower_key ON newsletter_subscribers (lower(email));

-- Top sellers: verified sellers, each counted through bikes_seller_idx.
CREATE INDEX users_verified_sellers_idx ON users (id) WHERE role = 'seller' AND verified;

-- Down Migration

DROP INDEX users_verified_sellers_idx;
DROP TABLE newsletter_subscribers;
