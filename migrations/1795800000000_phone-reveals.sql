-- Up Migration

-- "Show phone number" (#36 point 5): a listing's number is given only to a signed-in person who
-- asks, and each person who asked is one lead the seller sees on the listing. The bike's own seller
-- and admins asking are not leads (lib/bikes/phone-number.ts).
CREATE TABLE phone_reveals (
  bike_id     integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  revealed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bike_id, user_id)
);
-- Serves the cascade when an account goes.
CREATE INDEX phone_reveals_user_idx ON phone_reveals (user_id);
