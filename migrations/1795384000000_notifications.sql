-- Up Migration

-- One list of what happened to a user (#14 point 2): the header bell, its page, and the desktop
-- app's native notifications all read it. Rows are written by lib/notifications/notify.ts inside
-- the transaction of the change they announce (a message, a price drop on a saved bike, a
-- booking's new state, a saved search's match), so nothing is announced that did not happen.
CREATE TABLE notifications (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A deleted account takes its notifications with it (lib/user-removal.ts; cascade in its transaction).
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What it is about, for the UI's icon and the desktop's grouping: see NotificationKind in
  -- edge-api/src/db/database.ts.
  kind       text NOT NULL CHECK (char_length(kind) BETWEEN 1 AND 40),
  -- One plain-text line, rendered as text.
  title      text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 300),
  -- The app path it links to ("/bike/12", "/inbox/3", "/dashboard/myorders").
  link       text NOT NULL CHECK (link LIKE '/%' AND char_length(link) <= 300),
  -- Set when the user opens it or marks all read; NULL while unread.
  read_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A user's list, newest first (keyset on id); also serves the users' cascade.
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
-- The bell's unread count and "mark all read" touch only unread rows.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- Down Migration

DROP TABLE notifications;
