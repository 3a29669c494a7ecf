import type { ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { EmptyState } from "../../../components/ui/empty-state";
import type { Bike } from "../../../lib/api-types";
import { useSellerBikes } from "../api/use-seller-bikes";
import { BikeList, SortSelect } from "./bike-list";
import { isSort, type Sort } from "./filters";
import "./bikes.css";

/** A seller's bikes for sale on their page: browse's cards and sorts (the sort in the URL), and "Load more". */
export function SellerBikes({ sellerId, renderActions }: { sellerId: string; renderActions: (bike: Bike) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("sort");
  const sort: Sort = isSort(requested) ? requested : "newest";
  const bikes = useSellerBikes(sellerId, sort);
  const setSort = (next: Sort) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "newest") updated.delete("sort");
        else updated.set("sort", next);
        return updated;
      },
      { replace: true },
    );
  return (
    <section className="seller-bikes" aria-labelledby="seller-bikes-title" aria-busy={bikes.loading}>
      <div className="browse__toolbar">
        <h2 id="seller-bikes-title" className="browse__count">
          Bikes for sale
        </h2>
        <SortSelect value={sort} onChange={setSort} />
      </div>
      <BikeList
        bikes={bikes}
        loadingLabel="Loading the seller's bikes"
        renderActions={renderActions}
        empty={
          <EmptyState title="No bikes for sale right now">
            <p>This seller has nothing listed at the moment. Check back soon.</p>
          </EmptyState>
        }
      />
    </section>
  );
}
