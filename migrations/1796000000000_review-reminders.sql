-- Up Migration

-- Review prompts (#36 point 3): both sides of a paid booking are told they can review when it is
-- paid, and a side that has not written is reminded once, 7 days later (the hourly cron,
-- lib/reviews/review-prompts.ts). review_reminded_at says the reminder's turn has come and gone, so
-- each payment is looked at once; the partial index holds only the payments still waiting.
ALTER TABLE payments ADD COLUMN review_reminded_at timestamptz;
-- Payments already past their review window have nothing left to remind of.
UPDATE payments SET review_reminded_at = created_at WHERE created_at < now() - interval '60 days';
CREATE INDEX payments_review_reminder_due_idx ON payments (created_at) WHERE review_reminded_at IS NULL;
