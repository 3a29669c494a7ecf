-- Up Migration

-- GET /api/activity (the desktop app's native notifications) asks for a user's notifications
-- written since its last poll: this index stops at the first older one instead of walking the
-- user's whole history by id (lib/notifications/queries.ts notificationsSince).
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC);

-- Down Migration

DROP INDEX notifications_user_created_idx;
