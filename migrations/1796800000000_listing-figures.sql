-- Up Migration

-- What an ad does (#38 point 6). A bike page's view reaches the Worker as a Queue message
-- (lib/listing-figures/), never as a write in the page's request; the consumer counts a batch at a
-- time. One view per visitor per day: `bike_view_visitors` remembers who was counted (a signed-in
-- person by account, anyone else by a hash of address and browser, never stored plain) and is
-- pruned after two days; `bike_daily_views` keeps the counts. Saves, phone reveals, questions and
-- bookings are read from their own tables by day.
CREATE TABLE bike_view_visitors (
  bike_id integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (bike_id, day, visitor)
);
CREATE INDEX bike_view_visitors_day_idx ON bike_view_visitors (day);

CREATE TABLE bike_daily_views (
  bike_id integer NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL CHECK (views > 0),
  PRIMARY KEY (bike_id, day)
);
