-- Up Migration

-- The admin's Messages screen (routes/contact.ts): a contact message is open until someone on the
-- team marks it handled.
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
-- Each tab of the screen, newest first (keyset on id): open messages are few among many handled
-- ones, so each state gets its own partial index instead of filtering the primary key's order.
CREATE INDEX contact_messages_open_idx ON contact_messages (id DESC) WHERE handled_at IS NULL;
CREATE INDEX contact_messages_handled_idx ON contact_messages (id DESC) WHERE handled_at IS NOT NULL;

-- Down Migration

DROP INDEX contact_messages_handled_idx;
DROP INDEX contact_messages_open_idx;
ALTER TABLE contact_messages DROP COLUMN handled_at;
