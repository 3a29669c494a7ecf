import type { Kysely } from "kysely";
import type { Database, PayoutStatus } from "../../db/database";

/**
 * What a new seller still has to do before buyers can find and pay them (#33 point 10), in the
 * order they can do it: verify the email address (new listings need it, middleware/auth.ts
 * requireVerifiedEmail), list a first bike, connect payouts (a card payment needs them,
 * routes/payment.ts). The dashboard home shows the steps not done yet, each with its way to do it.
 */
export type SellerSetupStep = "verify_email" | "first_listing" | "connect_payouts";

export interface SellerFacts {
  emailVerified: boolean;
  /** A bike of theirs is on MotoMart, for sale or not. */
  hasListing: boolean;
  payoutStatus: PayoutStatus;
}

export interface SellerSetup {
  steps: { step: SellerSetupStep; done: boolean }[];
  /** Payouts are on their way (Stripe is checking the seller's details): not done, nothing to click. */
  payoutsPending: boolean;
  /** Every step done: buyers can find the seller's bikes and pay for them. */
  ready: boolean;
}

export function sellerSetup(facts: SellerFacts): SellerSetup {
  const steps = [
    { step: "verify_email" as const, done: facts.emailVerified },
    { step: "first_listing" as const, done: facts.hasListing },
    { step: "connect_payouts" as const, done: facts.payoutStatus === "active" },
  ];
  return { steps, payoutsPending: facts.payoutStatus === "pending", ready: steps.every((s) => s.done) };
}

/** The stored facts sellerSetup needs besides the token's: the seller's payout status and whether they have a bike. */
export async function storedSellerFacts(db: Kysely<Database>, sellerId: number) {
  const row = await db
    .selectFrom("users")
    .select((eb) => [
      "payout_status",
      eb.exists(eb.selectFrom("bikes").select("bikes.id").where("bikes.seller_id", "=", sellerId)).as("has_bike"),
    ])
    .where("id", "=", sellerId)
    .executeTakeFirstOrThrow();
  return { payoutStatus: row.payout_status, hasListing: Boolean(row.has_bike) };
}
