-- Up Migration

-- The other side of two-sided reviews (#36 point 2): what sellers wrote of a buyer, public once
-- published, shown to the sellers the buyer books from (their Bookings, lib/reviews/buyer-rating.ts).
-- A buyer's public reviews from sellers, with their stars in the index.
CREATE INDEX reviews_of_buyer_idx ON reviews (subject_id) INCLUDE (stars)
  WHERE author_role = 'seller' AND published_at IS NOT NULL AND removed_at IS NULL;
