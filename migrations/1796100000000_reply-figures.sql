-- Up Migration

-- Reply figures (#36 point 4): when the seller first answered each conversation, written with that
-- message (lib/conversations/messages.ts), so a seller's figures read their recent conversations
-- through one index and never their messages (lib/sellers/reply-figures.ts).
ALTER TABLE conversations ADD COLUMN seller_replied_at timestamptz;
UPDATE conversations SET seller_replied_at = (
  SELECT min(m.created_at) FROM messages AS m WHERE m.conversation_id = conversations.id AND m.sender = 'seller');
-- A seller's conversations by when they were asked, with the first reply's time in the index.
CREATE INDEX conversations_seller_replies_idx ON conversations (seller_id, created_at) INCLUDE (seller_replied_at);
