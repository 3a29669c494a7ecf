import { Link } from "react-router-dom";
import { ErrorState } from "../../../components/ui/error-state";
import { LoadingBlock } from "../../../components/ui/spinner";
import { useSimilarBikes } from "../api/use-similar-bikes";
import { BikeCard } from "./bike-card";

/**
 * "Similar bikes for sale" under a bike's page, whether it is for sale or not any more (#38): the
 * same model first, then its category's of the same engine size and near its price (the API
 * chooses, lib/bikes/similar-bikes.ts). Without any, a way on to the bike's category.
 */
export function SimilarBikes({ bikeId, categoryId, categoryName }: { bikeId: number; categoryId: number; categoryName: string }) {
  const similar = useSimilarBikes(String(bikeId));
  return (
    <section className="similar-bikes" aria-labelledby="similar-title">
      <h2 id="similar-title">Similar bikes for sale</h2>
      {similar.isPending && <LoadingBlock label="Loading similar bikes" />}
      {similar.error && <ErrorState error={similar.error} onRetry={() => void similar.refetch()} />}
      {similar.data?.items.length === 0 && (
        <p className="muted">
          No similar bikes are for sale right now. <Link to={`/category/${categoryId}`}>See every bike in {categoryName}</Link>
        </p>
      )}
      {similar.data && similar.data.items.length > 0 && (
        <ul className="bike-grid" aria-label="Similar bikes">
          {similar.data.items.map((bike) => (
            <li key={bike._id}>
              <BikeCard bike={bike} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
