import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, Bindings } from "../env";
import type { Database } from "../db/database";
import type { Kysely } from "kysely";
import { requireAuth, requireRole } from "../middleware/auth";
import { conflict } from "../lib/api/errors";
import { fromCents } from "../lib/bikes/money";
import { routeDocs } from "../lib/api/openapi";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { feeView } from "../payments/platform-fee";
import { validate } from "../lib/api/validate";
import { applyAccount, earningsPage, feeRule, PAYOUTS_PATH } from "../payments/payouts";
import { createStripe } from "../payments/stripe-client";

const docs = routeDocs("Payouts");

const earningsQuery = z.object(pageQuery);

/** The seller's status; while onboarding is pending, asked of Stripe too (the seller may be just back from it, ahead of the webhook). */
async function currentStatus(db: Kysely<Database>, env: Bindings, userId: number) {
  const user = await db
    .selectFrom("users")
    .select(["payout_status", "stripe_account_id"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (user.payout_status !== "pending" || !user.stripe_account_id) return user.payout_status;
  try {
    const account = await createStripe(env).accounts.retrieve(user.stripe_account_id);
    return (await db.transaction().execute((trx) => applyAccount(trx, account))) ?? user.payout_status;
  } catch {
    // Stripe unreachable: the stored status stands, and the webhook will bring the news.
    return user.payout_status;
  }
}

/**
 * Sellers get paid (#15): a Stripe Connect Express account per seller, connected through Stripe's
 * hosted onboarding (Account Links), and the seller's earnings per sale — gross, platform fee, net.
 */
export const payouts = new Hono<AppEnv>()
  // Public: the Add product form tells a seller the fee before they list.
  .get("/fee", docs("The platform fee on each sale", { 200: "Percent and minimum (USD)" }), (c) => c.json(feeView(feeRule(c.env))))
  .get(
    "/",
    docs("The seller's payout status", { 200: "not_connected, pending or active, and the fee" }),
    requireAuth,
    requireRole("seller"),
    async (c) => {
      const status = await currentStatus(c.var.db, c.env, c.var.user!.id);
      return c.json({ status, fee: feeView(feeRule(c.env)) });
    },
  )
  .post(
    "/connect",
    docs("Start (or continue) connecting a payout account", {
      200: "The onboarding URL to send the seller to",
      409: "Payouts are already connected",
    }),
    requireAuth,
    requireRole("seller"),
    async (c) => {
      const seller = c.var.user!;
      const stripe = createStripe(c.env);
      // One account per seller: the row lock makes a double click wait, and the idempotency key makes
      // a retried create answer the same account. The key names the person (their Firebase uid), not
      // the row: a user id repeats in another database on the same Stripe account (staging rebuilt,
      // the browser tests' database beside the API tests'), and Stripe keeps keys for 24 hours.
      const accountId = await c.var.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("users")
          .select(["stripe_account_id", "payout_status"])
          .where("id", "=", seller.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (row.payout_status === "active") throw conflict("Payouts are already connected.");
        if (row.stripe_account_id) return row.stripe_account_id;
        const account = await stripe.accounts.create(
          {
            type: "express",
            email: seller.email,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { userId: String(seller.id) },
          },
          { idempotencyKey: `payout-account-${seller.firebase_uid}` },
        );
        await trx
          .updateTable("users")
          .set({ stripe_account_id: account.id, payout_status: "pending" })
          .where("id", "=", seller.id)
          .execute();
        return account.id;
      });
      const origin = new URL(c.req.url).origin;
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: "account_onboarding",
        // An expired or reused link sends the seller back to start again; finishing returns them to their payouts.
        refresh_url: `${origin}${PAYOUTS_PATH}?onboarding=expired`,
        return_url: `${origin}${PAYOUTS_PATH}?onboarding=done`,
      });
      return c.json({ url: link.url });
    },
  )
  .get(
    "/earnings",
    docs("The seller's sales: gross, platform fee and net", { 200: "One page, newest first" }),
    requireAuth,
    requireRole("seller"),
    validate("query", earningsQuery),
    async (c) => {
      const { cursor, limit } = c.req.valid("query");
      const after = decodeCursor(cursor);
      const rows = await earningsPage(c.var.db, c.var.user!.id, after?.id, limit).execute();
      return c.json(
        toPage(rows, limit, (row) => ({
          _id: row.id,
          itemName: row.item_name,
          gross: fromCents(row.amount_cents),
          fee: fromCents(row.fee_cents ?? 0),
          net: fromCents(row.net_cents ?? row.amount_cents),
          paidAt: row.created_at.toISOString(),
          // Set when the sale was refunded: gross, fee and net were all reversed.
          refundedAt: row.refunded_at?.toISOString() ?? null,
        })),
      );
    },
  );
