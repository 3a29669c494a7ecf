-- Up Migration

-- A public review can be reported (#36 point 2). Reported Items lists it beside listings and
-- conversations; the admin removes it (reviews.removed_at, with the reason its author is told) or
-- dismisses the report. A report goes with its review.
ALTER TABLE reports ADD COLUMN review_id integer REFERENCES reviews (id) ON DELETE CASCADE;
-- A user reports a review once while the report is open.
CREATE UNIQUE INDEX reports_review_open_unique_idx ON reports (review_id, reporter_id)
  WHERE status = 'open' AND review_id IS NOT NULL;
-- Resolving every open report of a removed review, and the cascade.
CREATE INDEX reports_review_idx ON reports (review_id) WHERE review_id IS NOT NULL;
