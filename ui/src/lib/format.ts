import { BDT_PER_USD, formatUsdCents, groupThousands, toCents } from "../../../edge-api/src/lib/bikes/money";

/**
 * Every price on every screen (cards, bike page, booking, payment, My orders, My products, the
 * desktop app's notifications): US dollars, the one currency prices are stored and charged in
 * (README, Prices and currency). docs/product-spec.md §9: a dollar sign. Whole dollars without
 * cents, otherwise two decimals ($2,450.50, never $2,450.5).
 */
export const formatUsd = (amount: number) => formatUsdCents(toCents(amount));

/** A place's population as its suggestion says it ("1,260,391 people"), which tells same-named towns apart. */
export const formatPeople = (people: number) => `${groupThousands(people)} people`;

/** A mileage as cards and the bike page say it ("12,000 km"); "Not stated" when the seller left it out. */
export const formatMileage = (km: number | null) => (km === null ? "Not stated" : `${groupThousands(km)} km`);

/**
 * docs/product-spec.md §9: booking lists show BDT with Indian grouping and at most 3 significant
 * digits. A price is USD, so its BDT figure is a conversion at BDT_PER_USD (the one rate, in
 * edge-api/src/lib/bikes/money.ts) and says so: "≈ BDT 1,51,00,000" for $123,456 at 122.
 */
// Built on first use: the first Intl object a page builds starts ICU (~60 ms at 4× CPU throttling),
// which only the screens that show BDT should pay.
let taka: Intl.NumberFormat | undefined;
export const formatApproxBdt = (usd: number) =>
  `≈ BDT ${(taka ??= new Intl.NumberFormat("en-IN", { maximumSignificantDigits: 3 })).format(usd * BDT_PER_USD)}`;
/** Says what the "≈ BDT" figure is, e.g. as its title. */
export const BDT_RATE_NOTE = `Approximate: converted at 1 USD = ${BDT_PER_USD} BDT. You pay in US dollars.`;

/** Cuts a preview to `max` characters (docs/product-spec.md §9: 250 bike cards, 230 ads slider, 200 blog cards). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/**
 * en-GB's short month names (CLDR, as Intl.DateTimeFormat("en-GB", { month: "short" }) gives them).
 * Dates are written out like prices (edge-api/src/lib/bikes/money.ts formatUsdCents) so that a page's
 * first paint starts no Intl object; tests/api/formats.test.ts holds them equal to Intl's.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const dayMonth = (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]}`;

/** "3 Oct 2026" from an ISO date or date-time, in the reader's time zone. */
export const formatDate = (iso: string) => {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  return `${dayMonth(date)} ${date.getFullYear()}`;
};

/** "Nov 2026", in UTC: the same on the server that renders a page and in the browser that takes it over. */
export const formatMonthYear = (iso: string) => {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

/** "3 Nov" for a date of this year, "3 Nov 2025" for another (e.g. the bike page's price change). */
export const formatRecentDate = (iso: string) => {
  const date = new Date(iso);
  return date.getFullYear() === new Date().getFullYear() ? dayMonth(date) : formatDate(iso);
};
