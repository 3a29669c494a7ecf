import { BDT_PER_USD } from "../../../edge-api/src/lib/money";

/**
 * Every price on every screen (cards, bike page, booking, payment, My orders, My products, the
 * desktop app's notifications): US dollars, the one currency prices are stored and charged in
 * (README, Prices and currency). docs/product-spec.md §9: a dollar sign. Whole dollars without
 * cents, otherwise two decimals ($2,450.50, never $2,450.5).
 */
const wholeDollars = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatUsd = (amount: number) => `$${(Number.isInteger(amount) ? wholeDollars : dollarsAndCents).format(amount)}`;

/**
 * docs/product-spec.md §9: booking lists show BDT with Indian grouping and at most 3 significant
 * digits. A price is USD, so its BDT figure is a conversion at BDT_PER_USD (the one rate, in
 * edge-api/src/lib/money.ts) and says so: "≈ BDT 1,51,00,000" for $123,456 at 122.
 */
const taka = new Intl.NumberFormat("en-IN", { maximumSignificantDigits: 3 });
export const formatApproxBdt = (usd: number) => `≈ BDT ${taka.format(usd * BDT_PER_USD)}`;
/** Says what the "≈ BDT" figure is, e.g. as its title. */
export const BDT_RATE_NOTE = `Approximate: converted at 1 USD = ${BDT_PER_USD} BDT. You pay in US dollars.`;

/** Cuts a preview to `max` characters (docs/product-spec.md §9: 250 bike cards, 230 ads slider, 200 blog cards). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
/** "3 Oct 2026" from an ISO date or date-time. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00` : iso));

const dayMonthFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
/** "3 Nov" for a date of this year, "3 Nov 2025" for another (e.g. the bike page's price change). */
export const formatRecentDate = (iso: string) => {
  const date = new Date(iso);
  return date.getFullYear() === new Date().getFullYear() ? dayMonthFormat.format(date) : formatDate(iso);
};
