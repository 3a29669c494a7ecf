-- Up Migration

CREATE TYPE user_role AS ENUM ('buyer', 'seller', 'admin');
CREATE TYPE bike_condition AS ENUM ('excellent', 'good', 'fair');
CREATE TYPE bike_status AS ENUM ('available', 'sold');
CREATE TYPE report_status AS ENUM ('open', 'dismissed', 'removed');

CREATE TABLE users (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  firebase_uid text NOT NULL UNIQUE,
  name        text NOT NULL,
  email       text NOT NULL,
  role        user_role NOT NULL DEFAULT 'buyer',
  verified    boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- Emails are unique whatever their case: Firebase treats them case-insensitively.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
-- Admin tables list one role at a time, newest first.
CREATE INDEX users_role_id_idx ON users (role, id DESC);

-- Accounts an admin deleted: signing in again must not recreate them.
CREATE TABLE deleted_accounts (
  firebase_uid text PRIMARY KEY,
  email        text NOT NULL,
  deleted_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deleted_accounts_email_lower_idx ON deleted_accounts (lower(email));

CREATE TABLE categories (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  svg_path   text NOT NULL,
  width      integer NOT NULL CHECK (width > 0),
  height     integer NOT NULL CHECK (height > 0)
);

CREATE TABLE bikes (
  id                   integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seller_id            integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id          integer NOT NULL REFERENCES categories (id),
  name                 text NOT NULL,
  picture              text NOT NULL,
  resale_price_cents   integer NOT NULL CHECK (resale_price_cents > 0),
  original_price_cents integer NOT NULL CHECK (original_price_cents > 0),
  seller_name          text NOT NULL,
  location             text NOT NULL,
  country              text NOT NULL,
  city                 text NOT NULL,
  model                text NOT NULL,
  engine_cc            integer NOT NULL CHECK (engine_cc > 0),
  months_used          integer CHECK (months_used >= 0),
  condition            bike_condition NOT NULL,
  description          text NOT NULL,
  mobile_number        text NOT NULL,
  status               bike_status NOT NULL DEFAULT 'available',
  advertised           boolean NOT NULL DEFAULT false,
  advertised_at        timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  -- Keyword search over what a buyer types: name, model and description.
  search               tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', name || ' ' || model || ' ' || description)
  ) STORED,
  CHECK (advertised = (advertised_at IS NOT NULL))
);
-- Browse: a category's available bikes, newest first or by price (keyset on the sort key, id).
CREATE INDEX bikes_browse_newest_idx ON bikes (category_id, id DESC) WHERE status = 'available';
CREATE INDEX bikes_browse_price_idx ON bikes (category_id, resale_price_cents, id) WHERE status = 'available';
-- Browse across all categories.
CREATE INDEX bikes_available_newest_idx ON bikes (id DESC) WHERE status = 'available';
CREATE INDEX bikes_available_price_idx ON bikes (resale_price_cents, id) WHERE status = 'available';
CREATE INDEX bikes_search_idx ON bikes USING gin (search) WHERE status = 'available';
-- Filter selects list distinct countries/cities/models of a category.
CREATE INDEX bikes_category_country_city_idx ON bikes (category_id, country, city) WHERE status = 'available';
CREATE INDEX bikes_category_model_idx ON bikes (category_id, model) WHERE status = 'available';
-- A seller's own listings.
CREATE INDEX bikes_seller_idx ON bikes (seller_id, id DESC);
-- The home ads slider: advertised available bikes, most recently advertised first.
CREATE INDEX bikes_ads_idx ON bikes (advertised_at DESC, id DESC) WHERE advertised AND status = 'available';

CREATE TABLE bookings (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bike_id     integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  buyer_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_name   text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents > 0),
  user_name   text NOT NULL,
  phone       text NOT NULL,
  location    text NOT NULL,
  email       text NOT NULL,
  image       text NOT NULL,
  paid        boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- One booking per buyer and bike; a second attempt is a conflict, not a duplicate row.
  UNIQUE (bike_id, buyer_id)
);
CREATE INDEX bookings_buyer_idx ON bookings (buyer_id, id DESC);

CREATE TABLE payments (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Kept when a booking goes with its user: money records outlive listings.
  booking_id     integer UNIQUE REFERENCES bookings (id) ON DELETE SET NULL,
  amount_cents   integer NOT NULL CHECK (amount_cents > 0),
  currency       text NOT NULL DEFAULT 'usd',
  transaction_id text NOT NULL UNIQUE,
  email          text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE blogs (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  header     text NOT NULL,
  img        text NOT NULL,
  p_one      text NOT NULL,
  date       date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blogs_date_idx ON blogs (date DESC, id DESC);

CREATE TABLE reports (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Kept (bike_id emptied) when the listing is removed, so moderation keeps its history.
  bike_id     integer REFERENCES bikes (id) ON DELETE SET NULL,
  bike_name   text NOT NULL,
  reporter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason      text NOT NULL,
  status      report_status NOT NULL DEFAULT 'open',
  created_at  timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
-- A user reports a listing once while the report is open.
CREATE UNIQUE INDEX reports_open_unique_idx ON reports (bike_id, reporter_id) WHERE status = 'open';
CREATE INDEX reports_status_idx ON reports (status, id DESC);
CREATE INDEX reports_bike_idx ON reports (bike_id);

CREATE TABLE contact_messages (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name       text NOT NULL,
  email      text NOT NULL,
  message    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration

DROP TABLE contact_messages;
DROP TABLE reports;
DROP TABLE blogs;
DROP TABLE payments;
DROP TABLE bookings;
DROP TABLE bikes;
DROP TABLE categories;
DROP TABLE deleted_accounts;
DROP TABLE users;
DROP TYPE report_status;
DROP TYPE bike_status;
DROP TYPE bike_condition;
DROP TYPE user_role;
