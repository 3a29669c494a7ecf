-- Up Migration

-- The bikes a saved-search alert has told each user of (#32 point 6): an instant alert or the daily
-- digest tells a user of a bike once, whichever of their searches match it, and a later match of
-- the same bike (another search, an edit) tells nothing. Written with the alert's notification, in
-- its transaction (edge-api/src/lib/saved-searches/alerts.ts).
CREATE TABLE alerted_bikes (
  -- A deleted account or bike takes its rows with it, in the deleting transaction.
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bike_id    integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  alerted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, bike_id)
);
-- The bikes' cascade.
CREATE INDEX alerted_bikes_bike_idx ON alerted_bikes (bike_id);

-- What was told before this table: every recorded match that no longer waits for a digest.
INSERT INTO alerted_bikes (user_id, bike_id)
SELECT DISTINCT s.user_id, m.bike_id
FROM saved_search_matches AS m JOIN saved_searches AS s ON s.id = m.search_id
WHERE NOT m.digest_pending
ON CONFLICT DO NOTHING;

-- Down Migration

DROP TABLE alerted_bikes;
