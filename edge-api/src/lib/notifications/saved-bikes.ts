import type { Transaction } from "kysely";
import type { BikeStatus, Database } from "../../db/database";
import { formatUsdCents } from "../bikes/money";
import { saversOf } from "../saved-bikes/queries";
import { notify } from "./notify";

/** A bike as it was before a change: its status, and its price when the change could alter it. */
export interface BikeBefore {
  status: BikeStatus;
  priceCents?: number;
}

const isSold = (status: BikeStatus) => status === "sold" || status === "sold_elsewhere";

/**
 * Tells the users who saved a bike (#14 point 1) that its price dropped or that it was sold. Every
 * path that changes a bike's price or sells it calls this one function after its UPDATE, in the
 * same transaction (lib/bikes/bike-edits.ts for an edit or "sold elsewhere", payments/record-payment.ts
 * for a sale through MotoMart), so a rolled-back change tells no one. A TypeScript function rather
 * than a trigger: the words and the "$1,250" format are the API's (notify.ts, lib/bikes/money.ts), not
 * a second copy in SQL. The bike's seller and `except` (the buyer who just paid) are never told.
 */
export async function tellSavers(trx: Transaction<Database>, bikeId: number, before: BikeBefore, except?: number): Promise<void> {
  const bike = await trx
    .selectFrom("bikes")
    .select(["id", "name", "seller_id", "resale_price_cents", "status"])
    .where("id", "=", bikeId)
    .executeTakeFirst();
  if (!bike) return;
  const sold = !isSold(before.status) && isSold(bike.status);
  const dropped = !sold && bike.status === "available" && before.priceCents !== undefined && bike.resale_price_cents < before.priceCents;
  if (!sold && !dropped) return;

  const savers = (await saversOf(trx, bike.id).execute())
    .map((row) => row.user_id)
    .filter((userId) => userId !== bike.seller_id && userId !== except);
  const link = `/bike/${bike.id}`;
  await notify(
    trx,
    savers.map((userId) =>
      sold
        ? { userId, kind: "bike_sold" as const, title: `Sold: ${bike.name}, a bike you saved, is no longer for sale.`, link }
        : {
            userId,
            kind: "price_drop" as const,
            title: `Price dropped by ${formatUsdCents(before.priceCents! - bike.resale_price_cents)}: ${bike.name} is now ${formatUsdCents(bike.resale_price_cents)}.`,
            link,
          },
    ),
  );
}
