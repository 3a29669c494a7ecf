-- Up Migration

-- Home's top sellers rank verified sellers by bikes for sale. Counting every seller's bikes per
-- request reads the whole bikes index at 1M rows, so each user carries the count, kept exact by a
-- trigger on every change of a bike's seller or status (insert, sale, delete, cascade).
ALTER TABLE users ADD COLUMN bikes_for_sale integer NOT NULL DEFAULT 0 CHECK (bikes_for_sale >= 0);
UPDATE users SET bikes_for_sale = counts.n
FROM (SELECT seller_id, count(*) AS n FROM bikes WHERE status = 'available' GROUP BY seller_id) AS counts
WHERE users.id = counts.seller_id;

CREATE FUNCTION bikes_for_sale_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'available' THEN
    UPDATE users SET bikes_for_sale = bikes_for_sale - 1 WHERE id = OLD.seller_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'available' THEN
    UPDATE users SET bikes_for_sale = bikes_for_sale + 1 WHERE id = NEW.seller_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER bikes_for_sale_count
AFTER INSERT OR DELETE OR UPDATE OF status, seller_id ON bikes
FOR EACH ROW EXECUTE FUNCTION bikes_for_sale_count();

DROP INDEX users_verified_sellers_idx;
CREATE INDEX users_top_sellers_idx ON users (bikes_for_sale DESC, id) WHERE role = 'seller' AND verified;

-- Down Migration

DROP INDEX users_top_sellers_idx;
CREATE INDEX users_verified_sellers_idx ON users (id) WHERE role = 'seller' AND verified;
DROP TRIGGER bikes_for_sale_count ON bikes;
DROP FUNCTION bikes_for_sale_count();
ALTER TABLE users DROP COLUMN bikes_for_sale;
