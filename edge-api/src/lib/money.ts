/** Major units (what people type and read) ⇄ integer minor units (what we store). */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * Taka per US dollar, the one rate for every BDT figure (README, Prices and currency). Prices are
 * stored, shown and charged in USD; BDT is only ever this conversion, shown as approximate (≈)
 * where docs/product-spec.md §9 asks for BDT. The API keeps it beside the money helpers so the UI
 * imports it from here; it changes no stored or charged amount. Bangladesh Bank's rate, 2025:
 * change this one number when it drifts.
 */
export const BDT_PER_USD = 122;
