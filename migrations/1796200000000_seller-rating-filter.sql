-- Up Migration

-- "Seller rating 4★ and up" on browse and search (#36 point 6): each bike carries its seller's
-- whole stars (their average as every page rounds it, to a tenth, then down to a whole star; null
-- before their first public review), so the filter is one comparison the browse indexes answer.
-- Whole stars change only when an average crosses one, so a seller's bikes are rarely rewritten.
ALTER TABLE bikes ADD COLUMN seller_stars smallint CHECK (seller_stars BETWEEN 1 AND 5);

CREATE FUNCTION seller_whole_stars(rating_count integer, rating_sum integer) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN rating_count > 0 THEN floor(round(rating_sum * 10.0 / rating_count) / 10)::smallint END
$$;

UPDATE bikes SET seller_stars = seller_whole_stars(u.seller_rating_count, u.seller_rating_sum)
FROM users AS u WHERE u.id = bikes.seller_id AND u.seller_rating_count > 0;

-- A new bike takes its seller's stars.
CREATE FUNCTION bikes_seller_stars() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seller_stars := (SELECT seller_whole_stars(u.seller_rating_count, u.seller_rating_sum) FROM users AS u WHERE u.id = NEW.seller_id);
  RETURN NEW;
END;
$$;
CREATE TRIGGER bikes_seller_stars BEFORE INSERT ON bikes FOR EACH ROW EXECUTE FUNCTION bikes_seller_stars();

-- The rating's recount (migrations/…_reviews.sql) now also moves the seller's bikes whose stars changed.
CREATE OR REPLACE FUNCTION reviews_seller_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET (seller_rating_count, seller_rating_sum) = (
      SELECT count(*), coalesce(sum(r.stars), 0) FROM reviews AS r
      WHERE r.subject_id = users.id AND r.author_role = 'buyer' AND r.published_at IS NOT NULL AND r.removed_at IS NULL)
  WHERE users.id IN (SELECT subject_id FROM changed WHERE author_role = 'buyer');
  UPDATE bikes SET seller_stars = seller_whole_stars(u.seller_rating_count, u.seller_rating_sum)
  FROM users AS u
  WHERE u.id IN (SELECT subject_id FROM changed WHERE author_role = 'buyer') AND bikes.seller_id = u.id
    AND bikes.seller_stars IS DISTINCT FROM seller_whole_stars(u.seller_rating_count, u.seller_rating_sum);
  RETURN NULL;
END;
$$;

-- The browse indexes carry the stars beside the other range-filtered columns, so a page or a count
-- with the filter is checked from the index alone, whatever else is set.
DROP INDEX bikes_browse_newest_cover_idx, bikes_browse_price_cover_idx, bikes_available_newest_cover_idx,
  bikes_available_price_cover_idx, bikes_browse_country_newest_idx, bikes_browse_city_newest_idx, bikes_browse_model_newest_idx,
  bikes_browse_country_price_idx, bikes_browse_city_price_idx, bikes_browse_model_price_idx, bikes_browse_cc_idx;
CREATE INDEX bikes_browse_newest_cover_idx ON bikes (category_id, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents, seller_stars) WHERE status = 'available';
CREATE INDEX bikes_browse_price_cover_idx ON bikes (category_id, resale_price_cents, id) INCLUDE (engine_cc, months_used, seller_stars) WHERE status = 'available';
CREATE INDEX bikes_available_newest_cover_idx ON bikes (id DESC) INCLUDE (engine_cc, months_used, resale_price_cents, seller_stars) WHERE status = 'available';
CREATE INDEX bikes_available_price_cover_idx ON bikes (resale_price_cents, id) INCLUDE (engine_cc, months_used, seller_stars) WHERE status = 'available';
CREATE INDEX bikes_browse_country_newest_idx ON bikes (category_id, country, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents, seller_stars) WHERE status = 'available';
CREATE INDEX bikes_browse_city_newest_idx ON bikes (category_id, city, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents, seller_stars) WHERE status = 'available';
CREATE INDEX bikes_browse_model_newest_idx ON bikes (category_id, model, id DESC) INCLUDE (engine_cc, months_used, resale_price_cents, seller_stars) WHERE status = 'available';
CREATE INDEX bikes_browse_country_price_idx ON bikes (category_id, country, resale_price_cents, id) INCLUDE (engine_cc, months_used, seller_stars) WHERE status = 'available';
CREATE INDEX bikes_browse_city_price_idx ON bikes (category_id, city, resale_price_cents, id) INCLUDE (engine_cc, months_used, seller_stars) WHERE status = 'available';
CREATE INDEX bikes_browse_model_price_idx ON bikes (category_id, model, resale_price_cents, id) INCLUDE (engine_cc, months_used, seller_stars) WHERE status = 'available';
CREATE INDEX bikes_browse_cc_idx ON bikes (category_id, engine_cc, resale_price_cents, id) INCLUDE (months_used, seller_stars) WHERE status = 'available';
