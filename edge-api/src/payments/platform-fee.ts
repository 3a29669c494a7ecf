import { MIN_LISTING_PRICE, toCents } from "../lib/bikes/money";

/**
 * The platform fee on a sale (#15): a percentage of the price with a minimum, in integer cents. The
 * API charges it (routes/payment.ts, as the destination charge's application_fee_amount) and the UI
 * shows it (Add product, Payouts) with this same function, so what a seller is told is what is kept.
 */
export interface FeeRule {
  /** Hundredths of a percent: 500 is 5 %, 250 is 2.5 %. */
  basisPoints: number;
  minimumCents: number;
}

/**
 * The fee on `amountCents`: amount × rate rounded half up to a whole cent, at least the minimum, and
 * never more than the amount itself (the seller's net is never negative). Integers only: a float
 * percentage would round 0.5-cent cases either way.
 */
export function platformFeeCents(amountCents: number, rule: FeeRule): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError("The amount must be a whole number of cents.");
  // Half up: add half the divisor before the integer division (all values are non-negative).
  const proportional = Math.floor((amountCents * rule.basisPoints + 5_000) / 10_000);
  return Math.min(amountCents, Math.max(proportional, rule.minimumCents));
}

/** What the seller receives: the amount less the fee. */
export const sellerNetCents = (amountCents: number, rule: FeeRule) => amountCents - platformFeeCents(amountCents, rule);

/**
 * The rule from wrangler.toml's vars: PLATFORM_FEE_PERCENT ("5", "2.5", at most two decimals, 0–50)
 * and PLATFORM_FEE_MIN_CENTS (a whole number below the lowest listing price, lib/bikes/money.ts, so every
 * sale leaves its seller something). Null when either is missing or malformed, so a misconfigured
 * worker refuses to take payments instead of charging a wrong fee.
 */
export function parseFeeRule(percent: string | undefined, minimumCents: string | undefined): FeeRule | null {
  if (!percent || !minimumCents || !/^\d{1,2}(\.\d{1,2})?$/.test(percent.trim()) || !/^\d{1,6}$/.test(minimumCents.trim())) return null;
  const [whole, fraction = ""] = percent.trim().split(".") as [string, string?];
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  const minimum = Number(minimumCents.trim());
  if (basisPoints > 5_000 || minimum >= toCents(MIN_LISTING_PRICE)) return null;
  return { basisPoints, minimumCents: minimum };
}

/** The fee rule as GET /api/payouts/fee answers it: a percentage and a minimum in dollars, like every amount the API answers. */
export interface FeeView {
  percent: number;
  minimum: number;
}

export const feeView = (rule: FeeRule): FeeView => ({ percent: rule.basisPoints / 100, minimum: rule.minimumCents / 100 });
const feeRuleOf = (view: FeeView): FeeRule => ({ basisPoints: Math.round(view.percent * 100), minimumCents: toCents(view.minimum) });

/**
 * What the seller receives, in dollars, for a price typed as dollars ("1,650.50") — the Add product
 * form's figure, by the function the API charges with; null while the text is not a price.
 */
export function sellerReceives(view: FeeView, priceText: string): number | null {
  const text = priceText.trim().replace(/,/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const cents = toCents(Number(text));
  if (cents <= 0) return null;
  return sellerNetCents(cents, feeRuleOf(view)) / 100;
}
