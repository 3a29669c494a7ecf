/** Major units (what people type and read) ⇄ integer minor units (what we store). */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The same rule as the UI's formatUsd (ui/src/lib/format.ts): whole dollars, else two decimals. */
const wholeDollars = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatUsdCents = (cents: number): string =>
  `$${(cents % 100 === 0 ? wholeDollars : dollarsAndCents).format(fromCents(cents))}`;

/**
 * Taka per US dollar, the one rate for every BDT figure (README, Prices and currency). Prices are
 * stored, shown and charged in USD; BDT is only ever this conversion, shown as approximate (≈)
 * where docs/product-spec.md §9 asks for BDT. The API keeps it beside the money helpers so the UI
 * imports it from here; it changes no stored or charged amount. Bangladesh Bank's rate, 2025:
 * change this one number when it drifts.
 */
export const BDT_PER_USD = 122;
