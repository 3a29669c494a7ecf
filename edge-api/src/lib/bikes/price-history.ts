import type { Kysely, RawBuilder, Selectable } from "kysely";
import type { BikePriceChangesTable, Database } from "../../db/database";
import { fromCents } from "./money";

/**
 * A bike's latest price change (bike_price_changes_bike_idx), for the bike page's "Price dropped by
 * $500 on 3 Nov". The table keeps every change; a database trigger writes it
 * (migrations/1700000000000_baseline.sql).
 */
export const lastPriceChange = (db: Kysely<Database>, bikeId: number | RawBuilder<number>) =>
  db
    .selectFrom("bike_price_changes")
    .select(["old_price_cents", "new_price_cents", "changed_at"])
    .where("bike_id", "=", bikeId)
    .orderBy("id", "desc")
    .limit(1);

type PriceChangeRow = Pick<Selectable<BikePriceChangesTable>, "old_price_cents" | "new_price_cents"> & { changed_at: Date | string };

/** In major units, like every price the API answers. `changed_at` comes as text from a JSON subquery (lib/bikes/bike-detail.ts). */
export const priceChangeView = (row: PriceChangeRow | null | undefined) =>
  row ? { from: fromCents(row.old_price_cents), to: fromCents(row.new_price_cents), at: new Date(row.changed_at).toISOString() } : null;
