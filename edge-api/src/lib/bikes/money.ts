/** Major units (what people type and read) ⇄ integer minor units (what we store). */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * The lowest price a bike may be listed at, in dollars, on every path (Add product, Edit, the CSV
 * import; schemas/bike.ts). A card charge has a floor of its own (Stripe's $0.50), and the platform
 * fee has a minimum (wrangler.toml, $5 by default, which payments/platform-fee.ts keeps below this), so
 * a cheaper listing could not be paid for or would leave its seller nothing.
 */
export const MIN_LISTING_PRICE = 10;

/** "1,234,567" from a whole number of at least 0: US digit grouping. */
export const groupThousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * Every price shown (pages' meta here, every screen through the UI's formatUsd): whole dollars,
 * else two decimals ("$2,450", "$2,450.50"). Written out rather than with Intl.NumberFormat: the
 * first Intl object a page builds starts ICU, ~60 ms of a bike page's first paint at 4× CPU
 * throttling (docs/benchmarks.md), for a format that never changes. tests/api/formats.test.ts
 * holds it equal to Intl's.
 */
export const formatUsdCents = (cents: number): string => {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const change = abs % 100;
  return `$${sign}${groupThousands(Math.floor(abs / 100))}${change === 0 ? "" : `.${String(change).padStart(2, "0")}`}`;
};

/**
 * Taka per US dollar, the one rate for every BDT figure (README, Prices and currency). Prices are
 * stored, shown and charged in USD; BDT is only ever this conversion, shown as approximate (≈)
 * where docs/product-spec.md §9 asks for BDT. The API keeps it beside the money helpers so the UI
 * imports it from here; it changes no stored or charged amount. Bangladesh Bank's rate, 2025:
 * change this one number when it drifts.
 */
export const BDT_PER_USD = 122;
