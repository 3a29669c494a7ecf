import type { Insertable } from "kysely";
import type { BikesTable, UserRow } from "../db/database";
import type { NewBikeBody } from "../schemas/bike";
import { toCents } from "./money";

/** The bikes row an Add product body makes for this seller (single add and CSV import alike). */
export const newBikeRow = (seller: UserRow, body: NewBikeBody): Insertable<BikesTable> => ({
  seller_id: seller.id,
  category_id: body.id,
  name: body.name,
  picture: body.picture,
  resale_price_cents: toCents(body.resalePrice),
  original_price_cents: toCents(body.originalPrice),
  seller_name: body.sellerName || seller.name,
  location: body.location,
  country: body.country,
  city: body.city,
  model: body.model,
  engine_cc: body.engineCc,
  months_used: body.monthsUsed ?? null,
  condition: body.condition,
  description: body.description,
  mobile_number: body.phone,
});
