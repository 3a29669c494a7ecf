-- Up Migration

-- Ads that end (#38 point 4): a listing is live for 60 days from publishing, putting back on sale or
-- its last renewal (lib/bikes/listing-life.ts). The hourly Cron Trigger ends the listings whose time
-- is up — status 'expired', so they leave browse, search, the sitemap and saved-search matching as
-- every bike not for sale does — and warns their sellers 7 days and 1 day before; one click renews.
ALTER TYPE bike_status ADD VALUE IF NOT EXISTS 'expired';

-- Every listing gets its 60 days from now (a fast default: no table rewrite), so none ends the hour
-- this ships. `expiry_notice`: the last warning its seller got (7 or 1 days before; 0 none yet).
ALTER TABLE bikes
  ADD COLUMN live_until timestamptz NOT NULL DEFAULT now() + interval '60 days',
  ADD COLUMN expiry_notice smallint NOT NULL DEFAULT 0 CHECK (expiry_notice IN (0, 7, 1));

-- The hourly cron's reads (lib/bikes/listing-expiry.ts): listings for sale whose time is up, and those
-- ending soon by the warning they last got.
CREATE INDEX bikes_live_until_idx ON bikes (live_until) WHERE status = 'available';
CREATE INDEX bikes_expiry_notice_idx ON bikes (expiry_notice, live_until) WHERE status = 'available';
