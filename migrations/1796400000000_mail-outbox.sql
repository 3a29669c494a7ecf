-- Up Migration

-- Email (#37): every notification that is also mailed gets an outbox row in the transaction that
-- writes it (lib/notifications/notify.ts). After the change commits, the rows are put on the mail
-- queue (lib/mail/outbox.ts) and its consumer sends them (lib/mail/deliver.ts), so no mail is sent
-- for a change that rolled back and none is lost for one that committed.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('messages', 'bookings', 'payments', 'saved_searches', 'saved_bikes', 'reviews', 'listings')),
  subject text NOT NULL,
  body text NOT NULL,
  link text NOT NULL,
  -- A message's conversation: one mail per conversation per 15 minutes while unread.
  conversation_id integer REFERENCES conversations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  enqueued_at timestamptz,
  sent_at timestamptz,
  -- Why it was not sent, when it was decided not to be (switched off, bounced, read, throttled).
  skipped text,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- Given up: a permanent refusal, or the dead-letter queue after the retries.
  failed_at timestamptz
);

-- What is still to be put on the queue, oldest first.
CREATE INDEX mail_outbox_unqueued_idx ON mail_outbox (id) WHERE enqueued_at IS NULL;
-- The admins' list of undelivered mail, newest first.
CREATE INDEX mail_outbox_failed_idx ON mail_outbox (failed_at DESC, id DESC) WHERE failed_at IS NOT NULL;
-- The last message mail sent to a person about a conversation; and the deletes that cascade.
CREATE INDEX mail_outbox_conversation_idx ON mail_outbox (conversation_id, user_id, sent_at DESC) WHERE conversation_id IS NOT NULL;
CREATE INDEX mail_outbox_user_idx ON mail_outbox (user_id);
-- The daily prune of mail older than 30 days (lib/mail/outbox.ts pruneOutbox): rows arrive in time order.
CREATE INDEX mail_outbox_created_idx ON mail_outbox USING brin (created_at);

-- The kinds of mail a person switched off (schemas/email.ts MAIL_KINDS), and when their address
-- bounced permanently (no mail is sent to it after that).
ALTER TABLE users
  ADD COLUMN email_off text[] NOT NULL DEFAULT '{}',
  ADD COLUMN email_bounced_at timestamptz;
