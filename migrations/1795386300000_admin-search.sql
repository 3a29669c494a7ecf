-- Up Migration

-- The admin's lists search by name or email (#33 point 8): All Sellers, All Buyers, Messages and
-- Reported Items take ?q=, matched anywhere in the text ("contains", edge-api/src/lib/admin-search.ts)
-- through trigram indexes, so a search reads the matching rows, not the table.
CREATE INDEX users_name_email_trgm_idx ON users USING gin ((lower(name) || ' ' || lower(email)) gin_trgm_ops);
CREATE INDEX contact_messages_name_email_trgm_idx ON contact_messages USING gin ((lower(name) || ' ' || lower(email)) gin_trgm_ops);
CREATE INDEX reports_bike_name_trgm_idx ON reports USING gin (lower(bike_name) gin_trgm_ops);

-- Down Migration

DROP INDEX reports_bike_name_trgm_idx;
DROP INDEX contact_messages_name_email_trgm_idx;
DROP INDEX users_name_email_trgm_idx;
