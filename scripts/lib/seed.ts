import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { parseFeeRule, platformFeeCents, type FeeRule } from "../../edge-api/src/payments/platform-fee";
import { ROOT } from "./process";
import { seedReference } from "./reference-data";
import { matchBikesToPlaces, seedPlaces } from "./places-data";
import { BIKE_PHONES, BIKES, BLOGS, DEMO_ACCOUNTS } from "./seed-data";

export interface SeedSummary {
  users: number;
  categories: number;
  places: number;
  bikes: number;
  blogs: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The fee rule the local Worker runs with: wrangler.toml's top-level [vars] (the first of each name). */
function localFeeRule(): FeeRule {
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const value = (name: string) => new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, "m").exec(toml)?.[1];
  const rule = parseFeeRule(value("PLATFORM_FEE_PERCENT"), value("PLATFORM_FEE_MIN_CENTS"));
  if (!rule) throw new Error("wrangler.toml: PLATFORM_FEE_PERCENT/PLATFORM_FEE_MIN_CENTS are missing or malformed.");
  return rule;
}

/**
 * Inserts the demo data. Safe to run on every start: each part is keyed so a second run inserts
 * nothing — users by uid/email, categories by name, blogs by header, and a seller's bikes (with
 * the demo bookings, payment and report that point at them) only while that seller has no bikes.
 * Accounts an admin deleted (deleted_accounts) are not brought back. Returns what was inserted.
 */
export async function seed(databaseUrl: string): Promise<SeedSummary> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const summary: SeedSummary = { users: 0, categories: 0, places: 0, bikes: 0, blogs: 0 };
  try {
    await client.query("BEGIN");
    // One seeder at a time per database (two starts against a shared DATABASE_URL).
    await client.query("SELECT pg_advisory_xact_lock(hashtext('motomart-seed'))");

    for (const account of DEMO_ACCOUNTS) {
      const result = await client.query(
        `INSERT INTO users (firebase_uid, name, email, role, verified)
         SELECT $1, $2, $3, $4, $5
         WHERE NOT EXISTS (SELECT 1 FROM deleted_accounts WHERE firebase_uid = $1)
         ON CONFLICT DO NOTHING`,
        [account.uid, account.name, account.email, account.role, account.verified],
      );
      summary.users += result.rowCount ?? 0;
      // Demo sellers are payable (their accounts exist, onboarded, on the offline Stripe server),
      // also in a database seeded before payouts existed; a seller who connected another keeps it.
      if (account.payoutAccount) {
        await client.query(
          `UPDATE users SET stripe_account_id = $2, payout_status = 'active'
           WHERE firebase_uid = $1 AND stripe_account_id IS NULL`,
          [account.uid, account.payoutAccount],
        );
      }
    }

    summary.categories += await seedReference(client);
    summary.places += await seedPlaces(client);

    for (const blog of BLOGS) {
      const result = await client.query(
        `INSERT INTO blogs (header, img, p_one, date)
         SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM blogs WHERE header = $1)`,
        [blog.header, blog.img, blog.paragraphs.join("\n\n"), blog.date],
      );
      summary.blogs += result.rowCount ?? 0;
    }

    const categoryIds = new Map(
      (await client.query<{ id: number; name: string }>("SELECT id, name FROM categories")).rows.map((r) => [r.name, r.id]),
    );
    const users = new Map(
      (
        await client.query<{ id: number; firebase_uid: string; name: string; email: string }>(
          "SELECT id, firebase_uid, name, email FROM users WHERE firebase_uid = ANY($1)",
          [DEMO_ACCOUNTS.map((a) => a.uid)],
        )
      ).rows.map((r) => [r.firebase_uid, r]),
    );

    for (const sellerUid of Object.keys(BIKE_PHONES)) {
      const seller = users.get(sellerUid);
      if (!seller) continue;
      const existing = await client.query("SELECT 1 FROM bikes WHERE seller_id = $1 LIMIT 1", [seller.id]);
      if (existing.rowCount) continue;

      const inserted = new Map<string, { id: number; name: string; price: number; picture: string; sold: boolean }>();
      for (const bike of BIKES.filter((b) => b.seller === sellerUid)) {
        const name = `${bike.year} ${bike.model}`;
        const description =
          `${name} in ${bike.condition} condition, ${bike.monthsUsed} months with me. ${bike.note} ` +
          `Viewing in ${bike.city} by appointment; happy to answer questions by phone.`;
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO bikes (seller_id, category_id, name, picture, resale_price_cents, original_price_cents,
             seller_name, location, country, city, model, engine_cc, months_used, condition, description,
             mobile_number, status, advertised, advertised_at, created_at, registration_year, mileage_km)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
             $18, now() - make_interval(hours => $19::int), now() - make_interval(hours => $20::int), $21, $22)
           RETURNING id`,
          [
            seller.id,
            categoryIds.get(bike.category),
            name,
            bike.picture,
            cents(bike.price),
            cents(bike.originalPrice),
            seller.name,
            `${bike.city}, ${bike.country}`,
            bike.country,
            bike.city,
            bike.model,
            bike.engineCc,
            bike.monthsUsed,
            bike.condition,
            description,
            BIKE_PHONES[sellerUid],
            bike.sold ? "sold" : "available",
            bike.advertisedHoursAgo !== undefined,
            bike.advertisedHoursAgo ?? null,
            bike.ageHours,
            bike.year,
            bike.mileageKm,
          ],
        );
        inserted.set(bike.model, { id: rows[0]!.id, name, price: bike.price, picture: bike.picture, sold: !!bike.sold });
        summary.bikes += 1;
      }
      if (sellerUid === "demo-seller") await seedBuyerActivity(client, users.get("demo-buyer"), inserted);
    }

    // The demo bikes name their country and city as a seller types them ("USA"): each gets its place.
    const places = await matchBikesToPlaces(client);
    if (places.unmatched.length) throw new Error(`Demo bikes in unknown places: ${JSON.stringify(places.unmatched)}`);

    await client.query("COMMIT");
    return summary;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** A paid booking (on a sold bike), an open booking and one open report, so buyer and admin screens have content. */
async function seedBuyerActivity(
  client: pg.Client,
  buyer: { id: number; name: string; email: string } | undefined,
  bikes: Map<string, { id: number; name: string; price: number; picture: string; sold: boolean }>,
): Promise<void> {
  const paid = bikes.get("Bajaj Avenger Cruise 220");
  const open = bikes.get("Honda Rebel 500");
  const reported = bikes.get("Honda Dio 110");
  if (!buyer || !paid || !open || !reported) return;

  for (const [bike, isPaid] of [
    [paid, true],
    [open, false],
  ] as const) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO bookings (bike_id, buyer_id, item_name, price_cents, user_name, phone, location, email, image, paid)
       VALUES ($1, $2, $3, $4, $5, '+8801911000003', 'Dhaka, Bangladesh', $6, $7, $8)
       ON CONFLICT (bike_id, buyer_id) DO NOTHING RETURNING id`,
      [bike.id, buyer.id, bike.name, cents(bike.price), buyer.name, buyer.email, bike.picture, isPaid],
    );
    if (isPaid && rows[0]) {
      // A destination charge to the demo seller, with the platform fee of wrangler.toml's local vars.
      const amount = cents(bike.price);
      const fee = platformFeeCents(amount, localFeeRule());
      await client.query(
        `INSERT INTO payments (booking_id, amount_cents, transaction_id, email, seller_id, fee_cents, net_cents, destination_account)
         SELECT $1, $2, 'pi_demo_seed_0001', $3, bikes.seller_id, $4, $5, users.stripe_account_id
         FROM bikes JOIN users ON users.id = bikes.seller_id WHERE bikes.id = $6
         ON CONFLICT DO NOTHING`,
        [rows[0].id, amount, buyer.email, fee, amount - fee, bike.id],
      );
    }
  }
  await client.query(
    `INSERT INTO reports (bike_id, bike_name, reporter_id, reason)
     VALUES ($1, $2, $3, 'The photos look like a different colour than described; please verify this listing.')
     ON CONFLICT DO NOTHING`,
    [reported.id, reported.name, buyer.id],
  );
}
