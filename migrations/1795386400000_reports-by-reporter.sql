-- Up Migration

-- Reported Items searched by the reporter's name or email (edge-api/src/lib/report-queue.ts) finds
-- the matching users through users_name_email_trgm_idx, then their reports through this index, so
-- the search reads the matches, not the queue.
CREATE INDEX reports_reporter_idx ON reports (reporter_id);

-- Down Migration

DROP INDEX reports_reporter_idx;
