/**
 * Scale data: 1,000,000 bikes, 250k users (50k sellers, buyers, a few admins), 300k bookings,
 * 500k reviews (both sides of 250k paid bookings) and a few thousand reports, generated inside Postgres with INSERT … SELECT generate_series (random()
 * seeded, so every load is the same). Secondary indexes of bikes and bookings are dropped during
 * the load and rebuilt after it, then everything is vacuumed and analysed. A marker row in
 * bench_meta makes later runs reuse the loaded data.
 *
 *   npx tsx scripts/bench/generate-data.ts   load (or confirm) the data in the bench Postgres
 */
import pg from "pg";
import { COUNTRIES, DESCRIPTION_WORDS, MODELS } from "./catalogue";
import { countryCode, countryName } from "../../edge-api/src/lib/places/countries";
import { placeKey } from "../../edge-api/src/lib/places/place-key";

const SCALE = { bikes: 1_000_000, users: 250_000, bookings: 300_000, reviews: 500_000, reports: 3_000 } as const;
// v3: 50,000 sellers, 500,000 reviews, sellers' ratings and their bikes' stars (#36); v2: sellers' bikes_for_sale counted.
const MARKER = `v3:${SCALE.bikes}`;

export interface ScaleDataSummary {
  reused: boolean;
  seconds: number;
  bikes: number;
  users: number;
  bookings: number;
  reviews: number;
  reports: number;
}

export async function ensureScaleData(databaseUrl: string, log: (line: string) => void): Promise<ScaleDataSummary> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("CREATE TABLE IF NOT EXISTS bench_meta (marker text PRIMARY KEY, load_seconds real NOT NULL)");
    const done = await client.query<{ load_seconds: number }>("SELECT load_seconds FROM bench_meta WHERE marker = $1", [MARKER]);
    const reused = done.rowCount === 1;
    const seconds = reused ? done.rows[0]!.load_seconds : await load(client, log);
    const counts = await client.query<{ bikes: number; users: number; bookings: number; reviews: number; reports: number }>(
      `SELECT (SELECT count(*) FROM bikes)::int AS bikes, (SELECT count(*) FROM users)::int AS users,
              (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM reviews)::int AS reviews,
              (SELECT count(*) FROM reports)::int AS reports`,
    );
    return { reused, seconds, ...counts.rows[0]! };
  } finally {
    await client.end();
  }
}

async function load(client: pg.Client, log: (line: string) => void): Promise<number> {
  const started = Date.now();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const t = Date.now();
    await client.query(text, values);
    log(`  ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  };
  log(
    `loading ${SCALE.bikes.toLocaleString("en")} bikes, ${SCALE.users.toLocaleString("en")} users, ${SCALE.bookings.toLocaleString("en")} bookings…`,
  );
  await client.query("SET maintenance_work_mem = '1GB'");
  await client.query("SET synchronous_commit = off");
  // The rows are consistent by construction: skip per-row foreign-key triggers during the load.
  await client.query("SET session_replication_role = replica");
  await client.query("SELECT setseed(0.2026)");
  await client.query("BEGIN");
  // Any half-finished earlier load goes first (the demo seed's rows stay).
  await client.query("DELETE FROM reports WHERE reason LIKE 'bench:%'");
  await client.query("DELETE FROM reviews WHERE body LIKE 'bench:%'");
  await client.query("DELETE FROM bookings WHERE email LIKE '%@bench.motomart.test'");
  await client.query("DELETE FROM bikes WHERE mobile_number LIKE '+1555%'");
  await client.query("DELETE FROM users WHERE firebase_uid LIKE 'bench-%'");

  const indexes = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes i
     WHERE schemaname = 'public' AND tablename IN ('bikes', 'bookings')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const index of indexes.rows) await client.query(`DROP INDEX ${client.escapeIdentifier(index.indexname)}`);

  await step(
    "users",
    `INSERT INTO users (firebase_uid, name, email, role, verified, created_at)
     SELECT 'bench-' || g, 'Rider ' || g, 'user-' || g || '@bench.motomart.test',
            (CASE WHEN g <= 5 THEN 'admin' WHEN g % 5 = 0 THEN 'seller' ELSE 'buyer' END)::user_role,
            g % 5 = 0 AND random() < 0.6, now() - make_interval(mins => ($1 - g) * 30)
     FROM generate_series(1, $1::int) g`,
    [SCALE.users],
  );
  await client.query(
    `CREATE TEMP TABLE b_sellers AS SELECT row_number() OVER (ORDER BY id) AS rn, id, name FROM users WHERE role = 'seller'`,
  );
  await client.query(
    `CREATE TEMP TABLE b_buyers AS SELECT row_number() OVER (ORDER BY id) AS rn, id, name, email FROM users WHERE role = 'buyer'`,
  );
  await client.query(
    `CREATE TEMP TABLE b_models AS
     SELECT m.rn, m.model, c.id AS category_id, m.cc, m.price, lower(c.name) AS kind
     FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) WITH ORDINALITY AS m(model, category, cc, price, rn)
     JOIN categories c ON c.name = m.category`,
    [MODELS.map((m) => m[0]), MODELS.map((m) => m[1]), MODELS.map((m) => m[2]), MODELS.map((m) => m[3])],
  );
  // Each catalogue city is its gazetteer place (the demo seed loaded them): its names and coordinates.
  const cities = COUNTRIES.flatMap(([country, names]) =>
    names.map((city) => [countryCode(country)!, countryName(countryCode(country)!), placeKey(city)] as const),
  );
  await client.query(
    `CREATE TEMP TABLE b_cities AS
     SELECT c.rn, c.country, p.name AS city, p.id AS place_id, p.latitude, p.longitude
     FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS c(code, country, search_name, rn)
     CROSS JOIN LATERAL (
       SELECT * FROM places WHERE places.country_code = c.code AND places.search_name = c.search_name ORDER BY population DESC LIMIT 1
     ) p`,
    [cities.map((c) => c[0]), cities.map((c) => c[1]), cities.map((c) => c[2])],
  );
  const { rows: placed } = await client.query<{ n: string }>("SELECT count(*) AS n FROM b_cities");
  if (Number(placed[0]!.n) !== cities.length) throw new Error("A catalogue city is not in the gazetteer (scripts/bench/catalogue.ts)");
  // Around each catalogue city, its country's nine most populous places within ~60 km (a box of
  // 0.6° of latitude, by the plain columns: the gazetteer's GiST index holds listed places only):
  // a bike is in the city itself or, one time in three, in one of those towns, as sellers are
  // spread over a region, which a radius search then reads (#38).
  await client.query(
    `CREATE TEMP TABLE b_places AS
     SELECT c.rn, 0 AS k, c.country, c.city, c.place_id, c.latitude, c.longitude FROM b_cities c
     UNION ALL
     SELECT c.rn, t.k, c.country, t.name, t.id, t.latitude, t.longitude FROM b_cities c
     CROSS JOIN LATERAL (
       SELECT row_number() OVER (ORDER BY p.population DESC, p.id)::int AS k, p.id, p.name, p.latitude, p.longitude
       FROM places p JOIN places city ON city.id = c.place_id
       WHERE p.country_code = city.country_code AND p.id <> c.place_id
         AND p.latitude BETWEEN c.latitude - 0.6 AND c.latitude + 0.6
         AND p.longitude BETWEEN c.longitude - 0.6 / greatest(cos(radians(c.latitude)), 0.2) AND c.longitude + 0.6 / greatest(cos(radians(c.latitude)), 0.2)
       ORDER BY p.population DESC, p.id LIMIT 9) t`,
  );
  await client.query("CREATE TEMP TABLE b_place_counts AS SELECT rn, count(*)::int AS n FROM b_places GROUP BY rn");
  // The bikes are listed at these places: a radius search reads them (migrations/…_near.sql).
  await client.query("UPDATE places SET listed = true WHERE id IN (SELECT place_id FROM b_places)");
  await client.query("CREATE TEMP TABLE b_words AS SELECT rn, word FROM unnest($1::text[]) WITH ORDINALITY AS w(word, rn)", [
    DESCRIPTION_WORDS,
  ]);
  const pictures = {
    sports: "sport-red",
    cruiser: "cruiser-black",
    scooter: "scooter-mint",
    "off-road": "offroad-green",
    touring: "touring-navy",
  };

  await step(
    "bikes",
    `INSERT INTO bikes (seller_id, category_id, name, picture, resale_price_cents, original_price_cents, seller_name,
       location, country, city, place_id, latitude, longitude, model, engine_cc, months_used, registration_year, mileage_km,
       condition, description, mobile_number, status, advertised, advertised_at, created_at, live_until)
     SELECT s.id, m.category_id, r.year || ' ' || m.model,
            '/images/bikes/' || ($2::jsonb ->> m.kind) || '.svg',
            greatest(100, round(m.price * 100 * r.keep * (0.9 + 0.2 * r.u1)))::int, m.price * 100,
            s.name, c.city || ', ' || c.country, c.country, c.city, c.place_id, c.latitude, c.longitude, m.model, m.cc, r.months,
            -- A few sellers state no year or mileage; the rest ride 1,500–9,000 km a year.
            CASE WHEN r.u3 < 0.03 THEN NULL ELSE r.year END,
            CASE WHEN r.u3 < 0.04 THEN NULL ELSE round((extract(year FROM now())::int - r.year + 0.5) * (1500 + 7500 * r.u4))::int END,
            (ARRAY['excellent', 'good', 'fair'])[1 + floor(r.u2 * 3)::int]::bike_condition,
            r.year || ' ' || m.model || ' in good shape' || coalesce(', ' || r.months || ' months with me', '') || '. ' ||
              w1.word || ', ' || w2.word || '. Viewing in ' || c.city || ' by appointment.',
            '+1555' || lpad((r.g % 10000000)::text, 7, '0'),
            (CASE WHEN r.sold THEN 'sold' ELSE 'available' END)::bike_status,
            r.ad, CASE WHEN r.ad THEN r.created + make_interval(hours => 1 + floor(r.u1 * 48)::int) END, r.created,
            -- Listings end spread over 7 to 60 days from now, as renewals leave them, none due a warning yet (#38).
            now() + make_interval(secs => floor((7 + r.u4 * 53) * 86400)::int)
     FROM (
       SELECT g,
              1 + floor(random() * (SELECT count(*) FROM b_sellers))::int AS sr,
              1 + (floor(power(random(), 1.5) * 60)::int * 7) % 60 AS mr,
              1 + (floor(power(random(), 1.6) * 100)::int * 37) % 100 AS cr,
              1 + floor(random() * 20)::int AS w1r, 1 + floor(random() * 20)::int AS w2r,
              2008 + floor(random() * 18)::int AS year,
              0.45 + 0.45 * random() AS keep, random() AS u1, random() AS u2, random() AS u3, random() AS u4,
              random() AS u5, random() AS u6,
              CASE WHEN random() < 0.05 THEN NULL ELSE floor(power(random(), 2) * 120)::int END AS months,
              random() < 0.05 AS sold, random() < 0.021 AS ad0,
              now() - make_interval(secs => ($1 - g) * 90) AS created
       FROM generate_series(1, $1::int) g
     ) r0
     CROSS JOIN LATERAL (SELECT r0.*, r0.ad0 AND NOT r0.sold AS ad) r
     JOIN b_sellers s ON s.rn = r.sr
     JOIN b_models m ON m.rn = r.mr
     JOIN b_place_counts pc ON pc.rn = r.cr
     JOIN b_places c ON c.rn = r.cr AND c.k = CASE WHEN r.u5 < 0.67 THEN 0 ELSE floor(r.u6 * pc.n)::int END
     JOIN b_words w1 ON w1.rn = r.w1r
     JOIN b_words w2 ON w2.rn = r.w2r
     ORDER BY r.g`,
    [SCALE.bikes, JSON.stringify(pictures)],
  );
  // The load skips triggers (replica role above), so the count the bikes_for_sale_count trigger keeps
  // (migrations/1700000000000_baseline.sql) is set here; a sale then decrements it.
  await step(
    "sellers' bikes for sale",
    `UPDATE users u SET bikes_for_sale = c.n
     FROM (SELECT seller_id, count(*)::int AS n FROM bikes WHERE status = 'available' GROUP BY seller_id) c
     WHERE u.id = c.seller_id`,
  );
  // Every third scale bike is booked once, most of them paid (their reviews below); buyers are
  // skewed so some have long order lists.
  await step(
    "bookings",
    // Triggers are off during the load, so state and seller_id (which bookings_state_sync fills,
    // migrations/1700000000000_baseline.sql) are written here, in step with paid.
    `INSERT INTO bookings (bike_id, buyer_id, seller_id, item_name, price_cents, user_name, phone, location, email, image,
                           paid, state, state_changed_at, created_at)
     SELECT k.id, u.id, k.seller_id, k.name, k.resale_price_cents, u.name, '+15550000000', k.location, u.email, k.picture,
            k.paid, CASE WHEN k.paid THEN 'paid' ELSE 'open' END::booking_state, k.created_at + interval '2 days',
            k.created_at + interval '2 days'
     FROM (
       SELECT b.*, 1 + floor(power(random(), 1.3) * (SELECT count(*) FROM b_buyers))::int AS br,
              b.status = 'sold' OR random() < 0.85 AS paid
       FROM bikes b WHERE b.mobile_number LIKE '+1555%' AND b.id % 3 = 0 ORDER BY b.id LIMIT $1
     ) k
     JOIN b_buyers u ON u.rn = k.br
     ORDER BY k.id`,
    [SCALE.bookings],
  );
  // Both sides review the first paid bookings, published together. Most buyers are happy; every
  // fourth seller's buyers less so, so the rating filter passes some sellers' bikes and not others'.
  await step(
    "reviews",
    `INSERT INTO reviews (booking_id, author_role, author_id, subject_id, stars, body, created_at, published_at)
     SELECT k.id, side.role::review_author, CASE WHEN side.role = 'buyer' THEN k.buyer_id ELSE k.seller_id END,
            CASE WHEN side.role = 'buyer' THEN k.seller_id ELSE k.buyer_id END,
            CASE WHEN side.role = 'seller' THEN 5
                 WHEN k.seller_id % 4 = 0 THEN 1 + floor(power(random(), 0.8) * 5)::int
                 ELSE 5 - floor(power(random(), 3) * 4)::int END,
            'bench: ' || CASE WHEN side.role = 'buyer' THEN 'the bike was as described, easy to deal with.' ELSE 'paid on time.' END,
            k.created_at + interval '3 days', date_trunc('milliseconds', k.created_at + interval '4 days')
     FROM (SELECT id, buyer_id, seller_id, created_at FROM bookings
           WHERE paid AND email LIKE '%@bench.motomart.test' ORDER BY id LIMIT $1) k
     CROSS JOIN (VALUES ('buyer'), ('seller')) AS side(role)`,
    [SCALE.reviews / 2],
  );
  // The load skips triggers, so the ratings the reviews' triggers keep are set here: each seller's
  // (users.seller_rating_*) and their bikes' whole stars (bikes.seller_stars).
  await step(
    "sellers' ratings",
    `UPDATE users u SET seller_rating_count = r.n, seller_rating_sum = r.total
     FROM (SELECT subject_id, count(*)::int AS n, sum(stars)::int AS total FROM reviews
           WHERE author_role = 'buyer' AND body LIKE 'bench:%' GROUP BY subject_id) r
     WHERE u.id = r.subject_id`,
  );
  await step(
    "bikes' seller stars",
    `UPDATE bikes b SET seller_stars = seller_whole_stars(u.seller_rating_count, u.seller_rating_sum)
     FROM users u WHERE u.id = b.seller_id AND u.seller_rating_count > 0`,
  );
  await step(
    "reports",
    `INSERT INTO reports (bike_id, bike_name, reporter_id, reason, status, created_at, resolved_at)
     SELECT k.id, k.name, u.id, 'bench: listing looks wrong', r.status::report_status, k.created_at + interval '1 day',
            CASE WHEN r.status <> 'open' THEN k.created_at + interval '3 days' END
     FROM (SELECT b.*, 1 + floor(random() * (SELECT count(*) FROM b_buyers))::int AS br, random() AS u
           FROM bikes b WHERE b.mobile_number LIKE '+1555%' AND b.id % 331 = 7 ORDER BY b.id LIMIT $1) k
     CROSS JOIN LATERAL (SELECT CASE WHEN k.u < 0.6 THEN 'open' WHEN k.u < 0.85 THEN 'dismissed' ELSE 'removed' END AS status) r
     JOIN b_buyers u ON u.rn = k.br
     ORDER BY k.id`,
    [SCALE.reports],
  );
  // The search vocabulary and each category's lexemes are kept by a trigger
  // (search_terms_add in migrations/1700000000000_baseline.sql) the replica role above skips: fill them
  // as it would have, or the loaded database searches (typo alternatives, category counts) unlike one
  // whose bikes were written one by one.
  await step(
    "search terms",
    `INSERT INTO search_terms (kind, term)
     SELECT DISTINCT ON (t.kind, lower(t.term)) t.kind, t.term
     FROM (SELECT DISTINCT name, model FROM bikes) AS b, bike_search_terms(b.name, b.model) AS t
     ORDER BY t.kind, lower(t.term), t.term
     ON CONFLICT (kind, lower(term)) DO NOTHING`,
  );
  await step(
    "search lexemes",
    `INSERT INTO search_lexemes (category_id, lexeme)
     SELECT DISTINCT bikes.category_id, left(lexeme, 200) FROM bikes, unnest(tsvector_to_array(bikes.search)) AS lexeme
     ON CONFLICT (category_id, lexeme) DO NOTHING`,
  );
  for (const index of indexes.rows) await step(`index ${index.indexname}`, index.indexdef);
  await client.query("INSERT INTO bench_meta (marker, load_seconds) VALUES ($1, 0) ON CONFLICT (marker) DO NOTHING", [MARKER]);
  await client.query("COMMIT");
  await client.query("SET session_replication_role = origin");
  await step("vacuum analyze", "VACUUM (ANALYZE) users, bikes, bookings, reviews, reports, categories, search_terms, search_lexemes");
  const seconds = (Date.now() - started) / 1000;
  await client.query("UPDATE bench_meta SET load_seconds = $2 WHERE marker = $1", [MARKER, seconds]);
  log(`loaded in ${seconds.toFixed(0)} s`);
  return seconds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startBenchPostgres } = await import("./bench-db");
  const postgres = await startBenchPostgres(console.log);
  try {
    console.log(await ensureScaleData(postgres.connectionString, console.log));
  } finally {
    await postgres.stop();
  }
}
