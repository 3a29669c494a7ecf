import type { Kysely } from "kysely";
import type { Database, Role } from "../db/database";
import { fromCents } from "../lib/bikes/money";

/** Who reads a receipt: its buyer, its bike's seller, or an admin. */
export type ReceiptViewer = "buyer" | "seller" | "admin";

/**
 * Whether and as whom `caller` may read a booking's receipt (GET /api/bookings/:id/receipt): the
 * buyer who paid, the seller who was paid, or an admin; nobody else. Nobody is both buyer and
 * seller of one booking (booking one's own bike is refused), so the order of the checks is moot.
 */
export function receiptViewer(
  caller: { id: number; role: Role },
  booking: { buyer_id: number; seller_id: number | null },
): ReceiptViewer | null {
  if (caller.id === booking.buyer_id) return "buyer";
  if (booking.seller_id !== null && caller.id === booking.seller_id) return "seller";
  return caller.role === "admin" ? "admin" : null;
}

/**
 * A booking with its payment (the latest, should there ever be two), both parties and any refund.
 * The payment columns are null while the booking is unpaid.
 */
export const receiptQuery = (db: Kysely<Database>, bookingId: number) =>
  db
    .selectFrom("bookings")
    .leftJoin("payments", "payments.booking_id", "bookings.id")
    .leftJoin("users as buyers", "buyers.id", "bookings.buyer_id")
    .leftJoin("users as sellers", (join) =>
      join.on((eb) => eb("sellers.id", "=", eb.fn.coalesce("bookings.seller_id", "payments.seller_id"))),
    )
    .leftJoin("refunds", "refunds.payment_id", "payments.id")
    .select((eb) => [
      "bookings.id as booking_id",
      "bookings.buyer_id",
      "bookings.seller_id",
      "bookings.state",
      "bookings.user_name",
      eb.fn.coalesce("payments.item_name", "bookings.item_name").as("item_name"),
      "payments.id as payment_id",
      "payments.amount_cents",
      "payments.currency",
      "payments.fee_cents",
      "payments.net_cents",
      "payments.transaction_id",
      "payments.email as paid_email",
      "payments.created_at as paid_at",
      "buyers.name as buyer_name",
      "sellers.name as seller_name",
      "sellers.email as seller_email",
      "refunds.amount_cents as refund_cents",
      "refunds.reason as refund_reason",
      "refunds.created_at as refunded_at",
    ])
    .where("bookings.id", "=", bookingId)
    .orderBy("payments.id", "desc")
    .limit(1);

export type ReceiptRow = NonNullable<Awaited<ReturnType<ReturnType<typeof receiptQuery>["executeTakeFirst"]>>>;
type PaidRow = ReceiptRow & { payment_id: number; amount_cents: number; currency: string; transaction_id: string; paid_at: Date };

export const isPaid = (row: ReceiptRow): row is PaidRow => row.payment_id !== null;

/**
 * The receipt as `viewer` reads it. The fee comes out of the seller's payout, so only the seller
 * and the admin see it (and only payments made with one, since payouts). Each side sees the other's
 * name, and an email only where they already had it: the buyer's own, the seller's own; the admin both.
 */
export const receiptView = (row: PaidRow, viewer: ReceiptViewer) => {
  const withFee = viewer !== "buyer" && row.fee_cents !== null && row.net_cents !== null;
  return {
    receiptNumber: `MM-${String(row.payment_id).padStart(6, "0")}`,
    bookingId: row.booking_id,
    itemName: row.item_name,
    amount: fromCents(row.amount_cents),
    currency: row.currency.toUpperCase(),
    fee: withFee ? fromCents(row.fee_cents!) : null,
    sellerReceives: withFee ? fromCents(row.net_cents!) : null,
    transactionId: row.transaction_id,
    paidAt: row.paid_at.toISOString(),
    buyer: { name: row.buyer_name ?? row.user_name, email: viewer === "seller" ? null : row.paid_email },
    // Null when the seller's account was removed since.
    seller: row.seller_name === null ? null : { name: row.seller_name, email: viewer === "buyer" ? null : row.seller_email },
    refund:
      row.refunded_at === null
        ? null
        : { amount: fromCents(row.refund_cents ?? row.amount_cents), reason: row.refund_reason, refundedAt: row.refunded_at.toISOString() },
    viewer,
  };
};
