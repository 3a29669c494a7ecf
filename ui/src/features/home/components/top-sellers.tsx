import { ErrorState } from "../../../components/ui/error-state";
import { SectionHeading } from "../../../components/ui/section-heading";
import { LoadingBlock } from "../../../components/ui/spinner";
import { VerifiedBadge } from "../../../components/ui/verified-badge";
import { pluralize } from "../../../lib/english";
import { useTopSellers } from "../api/use-top-sellers";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");

/** docs/product-spec.md §2 top sellers. */
export function TopSellers() {
  const { data, error, isPending, refetch } = useTopSellers();
  // No verified seller has bikes yet: nothing to show. A failed load says so (and was toasted).
  if (!isPending && !error && (!data || data.length === 0)) return null;
  return (
    <section className="section container" aria-labelledby="sellers-title">
      <SectionHeading eyebrow="Top sellers" title="Trusted by riders across the country" id="sellers-title">
        Verified sellers with the most bikes on MotoMart right now.
      </SectionHeading>
      {isPending ? (
        <LoadingBlock label="Loading top sellers" />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <ul className="seller-grid">
          {data?.map((seller) => (
            <li key={seller._id} className="card seller-card">
              <span className="seller-card__avatar" aria-hidden="true">
                {initials(seller.name)}
              </span>
              <div>
                <p className="seller-card__name">
                  {seller.name} {seller.verified && <VerifiedBadge />}
                </p>
                <p className="seller-card__meta">{pluralize(seller.bikesForSale, "bike")} for sale</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
