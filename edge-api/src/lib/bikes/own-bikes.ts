import type { Transaction } from "kysely";
import type { BikeStatus, Database, UserRow } from "../../db/database";
import { requireAll } from "../api/bulk";
import { conflict, forbidden } from "../api/errors";
import { asList, naming, type OneOrMany } from "../api/one-or-many";

/** How a seller's change to own bikes is worded in its answers. */
export interface OwnBikesChange {
  /** "advertise" → "You can only advertise your own bikes." */
  verb: string;
  /** Why a sold bike cannot take part, e.g. "A sold bike cannot be advertised". */
  whenSold: string;
  /** Why a withdrawn or sold-elsewhere bike cannot take part either; unset: it can. */
  whenOffMarket?: string;
}

/** The seller took it off the market (withdrawn, sold elsewhere); they may still edit, relist or delete it. */
const isOffMarket = (status: BikeStatus) => status === "withdrawn" || status === "sold_elsewhere";

/**
 * Locks the bikes a seller is about to change, in the caller's transaction, and checks they may:
 * every id exists (else 404), every bike is the seller's (else 403) and none is sold (else 409;
 * nor off the market, when the change says so) — one failing bike stops the whole change. Shared
 * by advertise.ts, bike-removal.ts and bike-edits.ts.
 */
export async function lockOwnUnsoldBikes(trx: Transaction<Database>, seller: UserRow, ids: OneOrMany, change: OwnBikesChange) {
  const rows = await trx.selectFrom("bikes").select(["id", "seller_id", "status"]).where("id", "in", asList(ids)).forUpdate().execute();
  requireAll("Bike", ids, rows);
  const foreign = rows.filter((row) => row.seller_id !== seller.id).map((row) => row.id);
  if (foreign.length) throw forbidden(naming(ids, `You can only ${change.verb} your own bikes`, foreign, "not "));
  const sold = rows.filter((row) => row.status === "sold").map((row) => row.id);
  if (sold.length) throw conflict(naming(ids, change.whenSold, sold));
  const offMarket = change.whenOffMarket ? rows.filter((row) => isOffMarket(row.status)).map((row) => row.id) : [];
  if (offMarket.length) throw conflict(naming(ids, change.whenOffMarket!, offMarket));
  return rows;
}
