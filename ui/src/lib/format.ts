/** docs/product-spec.md §9: booking lists show BDT with Indian grouping and at most 3 significant digits. */
const bdt = new Intl.NumberFormat("en-IN", { style: "currency", currency: "BDT", maximumSignificantDigits: 3 });
export const formatBdt = (amount: number) => bdt.format(amount);

/** docs/product-spec.md §9: card pages show a dollar sign. */
const usd = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
export const formatUsd = (amount: number) => `$${usd.format(amount)}`;

/** Cuts a preview to `max` characters (docs/product-spec.md §9: 250 bike cards, 230 ads slider, 200 blog cards). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
/** "3 Oct 2026" from an ISO date or date-time. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00` : iso));
