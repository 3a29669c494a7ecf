-- Up Migration

-- Sign-in accounts with no MotoMart profile yet (#33 point 1): a sign-up whose profile save failed
-- (a 429, a 5xx, a closed tab) left a Firebase account the site knew nothing of. The API records
-- one when such an account asks who it is (GET /api/users/me); saving the profile (PUT /api/users)
-- removes it. The admin lists them ("Not finished signing up"), and the person is asked to finish.
CREATE TABLE unfinished_sign_ups (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  firebase_uid  text NOT NULL UNIQUE,
  email         text NOT NULL,
  -- The sign-in account's display name, when it has one.
  name          text,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now()
);

-- Down Migration

DROP TABLE unfinished_sign_ups;
