-- Up Migration

-- Two-sided reviews after a paid booking (#36 point 2): its buyer reviews the seller and its seller
-- the buyer, once each, 1–5 stars and a text, within 60 days of the payment. A review stays hidden
-- until the other side has written theirs or 14 days have passed since it was written
-- (published_at: the second review's trigger below, or the hourly cron, lib/reviews/publish.ts).
-- What makes a review possible at all is the database's own rule, not only the handler's: one per
-- side and booking (the unique key), never of oneself (the check), and only by the booking's buyer
-- or seller, while it is paid (not refunded or cancelled), within the 60 days (reviews_allowed).
-- A deleted author's reviews stay, with author_id emptied ("Former member").
CREATE TYPE review_author AS ENUM ('buyer', 'seller');
CREATE TABLE reviews (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id     integer REFERENCES bookings (id) ON DELETE SET NULL,
  author_role    review_author NOT NULL,
  author_id      integer REFERENCES users (id) ON DELETE SET NULL,
  subject_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stars          smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  body           text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  created_at     timestamptz NOT NULL DEFAULT now(),
  published_at   timestamptz,
  -- The reviewed person's one public answer.
  answer         text CHECK (char_length(answer) BETWEEN 1 AND 1000),
  answered_at    timestamptz,
  -- An admin's removal, with the reason its author is told.
  removed_at     timestamptz,
  removal_reason text CHECK (char_length(removal_reason) BETWEEN 1 AND 300),
  UNIQUE (booking_id, author_role),
  CONSTRAINT reviews_not_of_oneself CHECK (author_id <> subject_id),
  CHECK ((answer IS NULL) = (answered_at IS NULL)),
  CHECK ((removed_at IS NULL) = (removal_reason IS NULL))
);
-- A seller's public reviews from buyers, newest first (their page), keyset on (published_at, id).
CREATE INDEX reviews_of_seller_idx ON reviews (subject_id, published_at DESC, id DESC)
  WHERE author_role = 'buyer' AND published_at IS NOT NULL AND removed_at IS NULL;
-- Hidden reviews, by age: the hourly cron publishes those 14 days old.
CREATE INDEX reviews_hidden_idx ON reviews (created_at) WHERE published_at IS NULL;
-- Serves the SET NULL when an author's account goes.
CREATE INDEX reviews_author_idx ON reviews (author_id);

-- A seller's rating as every list shows it (bike cards, their page), kept exact by the trigger below
-- instead of averaged on each page view: the public reviews buyers gave them.
ALTER TABLE users ADD COLUMN seller_rating_count integer NOT NULL DEFAULT 0 CHECK (seller_rating_count >= 0),
  ADD COLUMN seller_rating_sum integer NOT NULL DEFAULT 0 CHECK (seller_rating_sum >= 0);

CREATE FUNCTION reviews_allowed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  booking record;
BEGIN
  SELECT b.buyer_id, b.seller_id, b.state, p.created_at AS paid_at INTO booking
  FROM bookings AS b LEFT JOIN payments AS p ON p.booking_id = b.id WHERE b.id = NEW.booking_id FOR SHARE OF b;
  IF NOT FOUND OR booking.state <> 'paid' OR booking.paid_at IS NULL THEN
    RAISE EXCEPTION 'only a paid booking can be reviewed' USING ERRCODE = 'check_violation', CONSTRAINT = 'reviews_booking_paid';
  END IF;
  IF booking.paid_at < now() - interval '60 days' THEN
    RAISE EXCEPTION 'reviews are written within 60 days of the payment' USING ERRCODE = 'check_violation', CONSTRAINT = 'reviews_window';
  END IF;
  IF (NEW.author_role = 'buyer' AND (NEW.author_id IS DISTINCT FROM booking.buyer_id OR NEW.subject_id IS DISTINCT FROM booking.seller_id))
    OR (NEW.author_role = 'seller' AND (NEW.author_id IS DISTINCT FROM booking.seller_id OR NEW.subject_id IS DISTINCT FROM booking.buyer_id)) THEN
    RAISE EXCEPTION 'only the booking''s buyer and seller review each other' USING ERRCODE = 'check_violation', CONSTRAINT = 'reviews_booking_sides';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER reviews_allowed BEFORE INSERT ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_allowed();

-- The second review of a booking publishes both. Publication times are kept to the millisecond:
-- the seller page pages by them (a cursor carries one as JavaScript reads it).
CREATE FUNCTION reviews_publish_pair() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews SET published_at = date_trunc('milliseconds', now())
  WHERE booking_id = NEW.booking_id AND published_at IS NULL
    AND EXISTS (SELECT FROM reviews AS other WHERE other.booking_id = NEW.booking_id AND other.author_role <> NEW.author_role);
  RETURN NULL;
END;
$$;
CREATE TRIGGER reviews_publish_pair AFTER INSERT ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_publish_pair();

-- users.seller_rating_*: recounted from the seller's public reviews on every change of one.
CREATE FUNCTION reviews_seller_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET (seller_rating_count, seller_rating_sum) = (
      SELECT count(*), coalesce(sum(r.stars), 0) FROM reviews AS r
      WHERE r.subject_id = users.id AND r.author_role = 'buyer' AND r.published_at IS NOT NULL AND r.removed_at IS NULL)
  WHERE users.id IN (SELECT subject_id FROM changed WHERE author_role = 'buyer');
  RETURN NULL;
END;
$$;
CREATE TRIGGER reviews_seller_rating_on_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION reviews_seller_rating();
CREATE TRIGGER reviews_seller_rating_on_update AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION reviews_seller_rating();
