import type { Kysely, Transaction } from "kysely";
import type Stripe from "stripe";
import type { Database, PayoutStatus } from "../db/database";
import { ApiError } from "../lib/api/errors";
import { notify } from "../lib/notifications/notify";
import { parseFeeRule, type FeeRule } from "./platform-fee";

/** Where a seller manages payouts (ui/src/features/payouts). */
export const PAYOUTS_PATH = "/dashboard/payouts";

/** The fee rule of this worker's vars; 503 when it is missing or malformed (the config guard also refuses deployed workers). */
// The vars alone, not the Bindings type: tests/support's plan cases import this file under Node.
export function feeRule(env: { PLATFORM_FEE_PERCENT?: string; PLATFORM_FEE_MIN_CENTS?: string }): FeeRule {
  const rule = parseFeeRule(env.PLATFORM_FEE_PERCENT, env.PLATFORM_FEE_MIN_CENTS);
  if (!rule) throw new ApiError(503, "misconfigured", "The platform fee is not configured on this server.");
  return rule;
}

/**
 * What an account can do, as Stripe says: 'active' once it can take charges and be paid out (what a
 * destination charge needs), else 'pending' — onboarding unfinished, or Stripe asks for more.
 */
const payoutStatusOf = (account: Pick<Stripe.Account, "charges_enabled" | "payouts_enabled">): PayoutStatus =>
  account.charges_enabled && account.payouts_enabled ? "active" : "pending";

/**
 * Stores an account's status on its seller, in the caller's transaction; the seller hears when their
 * payouts become active. Answers the new status, or null when no seller has this account.
 */
export async function applyAccount(
  trx: Transaction<Database>,
  account: Pick<Stripe.Account, "id" | "charges_enabled" | "payouts_enabled">,
): Promise<PayoutStatus | null> {
  const seller = await sellerOfAccount(trx, account.id).forUpdate().executeTakeFirst();
  if (!seller) return null;
  const status = payoutStatusOf(account);
  if (status === seller.payout_status) return status;
  await trx.updateTable("users").set({ payout_status: status }).where("id", "=", seller.id).execute();
  if (status === "active") {
    await notify(trx, {
      userId: seller.id,
      kind: "payout",
      title: "Payouts are connected: buyers can now pay for your bikes.",
      link: PAYOUTS_PATH,
    });
  }
  return status;
}

/**
 * Marks a webhook event as handled, in the transaction of its effect: true the first time, false for
 * a replay (a concurrent delivery waits on the first one's row and then sees it).
 */
export async function claimEvent(trx: Transaction<Database>, event: Pick<Stripe.Event, "id" | "type">): Promise<boolean> {
  const claimed = await trx
    .insertInto("stripe_events")
    .values({ id: event.id, type: event.type })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Tells a seller, once until they read it, that a buyer wanted to pay and could not because they
 * have no payout account yet.
 */
export async function askSellerToConnect(db: Kysely<Database>, sellerId: number, bikeName: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two buyers at once: the seller row serialises them, so one notification is written.
    await trx.selectFrom("users").select("id").where("id", "=", sellerId).forUpdate().execute();
    const waiting = await unreadPayoutNotice(trx, sellerId).executeTakeFirst();
    if (waiting) return;
    await notify(trx, {
      userId: sellerId,
      kind: "payout",
      title: `A buyer wants to pay for ${bikeName}: connect payouts so you can receive the money.`,
      link: PAYOUTS_PATH,
    });
  });
}

/** A seller's earnings, newest first, one keyset page (+1 row to tell whether more follow): payments_seller_idx. */
export const earningsPage = (db: Kysely<Database>, sellerId: number, afterId: number | undefined, limit: number) => {
  let query = db
    .selectFrom("payments")
    .leftJoin("bookings", "bookings.id", "payments.booking_id")
    // A refunded sale earns nothing: its transfer and fee were reversed (payments/refund.ts).
    .leftJoin("refunds", "refunds.payment_id", "payments.id")
    .select([
      "payments.id",
      "payments.amount_cents",
      "payments.fee_cents",
      "payments.net_cents",
      "payments.created_at",
      "bookings.item_name",
      "refunds.created_at as refunded_at",
    ])
    .where("payments.seller_id", "=", sellerId);
  if (afterId !== undefined) query = query.where("payments.id", "<", afterId);
  return query.orderBy("payments.id", "desc").limit(limit + 1);
};

/** The seller with this connected account (account.updated), locked for the update: users' unique stripe_account_id. */
export const sellerOfAccount = (db: Kysely<Database> | Transaction<Database>, accountId: string) =>
  db.selectFrom("users").select(["id", "payout_status"]).where("stripe_account_id", "=", accountId);

/** Whether the seller has an unread payout notification already (the partial unread index). */
export const unreadPayoutNotice = (db: Kysely<Database> | Transaction<Database>, sellerId: number) =>
  db
    .selectFrom("notifications")
    .select("id")
    .where("user_id", "=", sellerId)
    .where("read_at", "is", null)
    .where("kind", "=", "payout")
    .where("link", "=", PAYOUTS_PATH)
    .limit(1);
