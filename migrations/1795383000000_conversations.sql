-- Up Migration

-- "Ask the seller" (routes/conversations.ts): one conversation per bike and buyer, between that
-- buyer and the bike's seller.
CREATE TYPE message_sender AS ENUM ('buyer', 'seller');

CREATE TABLE conversations (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Emptied when the listing is deleted: the conversation stays readable but takes no new
  -- messages (409); bike_name keeps what it was about.
  bike_id         integer REFERENCES bikes (id) ON DELETE SET NULL,
  bike_name       text NOT NULL,
  -- A deleted account takes its conversations with it (lib/user-removal.ts deletes the users row;
  -- the cascade runs in that transaction), like its bookings and reports.
  buyer_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The newest message's id: the inbox's order and keyset (ids only grow, and each message belongs
  -- to one conversation, so no two conversations share it). 0 only inside the transaction that
  -- creates the conversation with its first message.
  last_message_id integer NOT NULL DEFAULT 0,
  last_message_at timestamptz NOT NULL DEFAULT now(),
  -- Messages each side has not read yet: +1 for the recipient on each message, 0 when they open it.
  buyer_unread    integer NOT NULL DEFAULT 0 CHECK (buyer_unread >= 0),
  seller_unread   integer NOT NULL DEFAULT 0 CHECK (seller_unread >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (buyer_id <> seller_id)
);
-- One per bike and buyer ("asking again continues it"); also serves the bike's ON DELETE SET NULL.
-- Read-only conversations (bike_id NULL) do not collide: NULLs are distinct.
CREATE UNIQUE INDEX conversations_bike_buyer_idx ON conversations (bike_id, buyer_id);
-- Each side's inbox, newest first (keyset on last_message_id); also serve the users' cascades.
CREATE INDEX conversations_buyer_inbox_idx ON conversations (buyer_id, last_message_id DESC);
CREATE INDEX conversations_seller_inbox_idx ON conversations (seller_id, last_message_id DESC);

CREATE TABLE messages (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- Which side wrote it, not a user id: the conversation names both, and no users row needs an
  -- index on messages for its delete.
  sender          message_sender NOT NULL,
  -- Plain text, at most 2,000 characters (schemas/conversation.ts checks it first, per field).
  body            text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- A conversation's messages, newest first (keyset on id); also serves the cascade.
CREATE INDEX messages_conversation_idx ON messages (conversation_id, id DESC);

-- Either side can report a conversation; it lands in the admin's Reported Items (routes/reports.ts)
-- with bike_id empty, and the admin may then read it. A report goes with its conversation.
ALTER TABLE reports ADD COLUMN conversation_id integer REFERENCES conversations (id) ON DELETE CASCADE;
-- A user reports a conversation once while the report is open (like a listing).
CREATE UNIQUE INDEX reports_conversation_open_unique_idx ON reports (conversation_id, reporter_id)
  WHERE status = 'open' AND conversation_id IS NOT NULL;
-- The cascade above, and the admin's "was this conversation reported?" check.
CREATE INDEX reports_conversation_idx ON reports (conversation_id) WHERE conversation_id IS NOT NULL;

-- Down Migration

DROP INDEX reports_conversation_idx;
DROP INDEX reports_conversation_open_unique_idx;
ALTER TABLE reports DROP COLUMN conversation_id;
DROP TABLE messages;
DROP TABLE conversations;
DROP TYPE message_sender;
